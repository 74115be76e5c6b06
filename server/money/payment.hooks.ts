import type { TableHooks } from '../tables/table.hooks';
import { assertNotOverpaid } from './payments';

// Hooks that keep a document from being paid more than it owes when the write is not a payment through the form
// (docs/payments.md): a document edited below its payments, a payment brought back from the archive.

/** A paid document (an invoice): after a store, update or restore, its payments may not exceed its new total. */
export function withPaymentLimit(hooks: TableHooks, table: string): TableHooks {
  return {
    ...hooks,
    async afterWrite(values, ctx) {
      await hooks.afterWrite?.(values, ctx);
      await assertNotOverpaid(ctx.db, table, ctx.id, ctx.departmentId);
    },
    async afterRestore(ctx) {
      await hooks.afterRestore?.(ctx);
      await assertNotOverpaid(ctx.db, table, ctx.id, ctx.departmentId);
    },
  };
}
