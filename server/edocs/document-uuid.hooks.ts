import { randomUUID } from 'node:crypto';
import type { TableHooks } from '../tables/table.hooks';

/**
 * The e-documents' UUID (ETTN): the server gives a new document a random UUID on store (GİB asks the issuer
 * to make it); it is read-only afterwards.
 */
export const documentUuidHooks = (column: string): TableHooks => ({
  async beforeWrite(values, ctx) {
    return ctx.id === undefined ? { ...values, [column]: randomUUID() } : values;
  },
});
