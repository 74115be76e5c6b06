import { sql } from 'kysely';
import type { HookContext, TableHooks } from '../tables/table.hooks';

// A stock, service / expense or fixed-asset card may name its own account (docs/ledger.md, "Per-card accounts"):
// a freight service on 760, office supplies on 770, a vehicle on 254, furniture on 255. The purchase lines and the
// cash / bank expenses that pick the card post there instead of their kind's rule; the rule stays the fallback.

type Row = Record<string, unknown>;

/** The column a card names its account in. */
export const CARD_ACCOUNT_COLUMN = 'muhasebe_hesap_kodu';

/** The text when the code is not an account of the company's chart. */
export const cardAccountMissing = 'Hesap kodu hesap planında yok.';

/** Adds the check of `muhasebe_hesap_kodu` (an account of the chart: a Tekdüzen or the company's own) to a card. */
export function withCardAccountCode(hooks: TableHooks = {}): TableHooks {
  return {
    ...hooks,
    async validate(values: Row, ctx: HookContext) {
      const errors = (await hooks.validate?.(values, ctx)) ?? {};
      const code = values[CARD_ACCOUNT_COLUMN];
      if (!(CARD_ACCOUNT_COLUMN in values) || code === null || code === undefined || code === '')
        return errors;
      if (ctx.errors?.[CARD_ACCOUNT_COLUMN]?.length) return errors;
      const r = await sql<Row>`select 1 from hesap_plani where hesap_kodu = ${String(code).trim()}
        and (department_id is null or department_id = ${ctx.departmentId}::bigint) limit 1`.execute(ctx.db);
      if (!r.rows.length) (errors[CARD_ACCOUNT_COLUMN] ??= []).push(cardAccountMissing);
      return errors;
    },
  };
}
