import { sql } from 'kysely';
import type { Db } from '../database';
import { syncCardAccounts } from '../../ledger/accounts';
import { postAll } from '../../ledger/posting';

type Row = Record<string, unknown>;

/**
 * The ledger of the demo data (docs/ledger.md): every company's customers, suppliers, cash and bank cards get
 * their sub-accounts, and every invoice and cash or bank transaction its voucher — the same code the hooks run on
 * a save. Idempotent: cards with accounts and documents with vouchers are left as they are.
 */
export async function seedDemoLedger(db: Db): Promise<void> {
  const companies =
    await sql<Row>`select d.id, (select u.id from users u where u.department_id = d.id order by u.id
      limit 1) as user_id from departments d order by d.id`.execute(db);
  for (const c of companies.rows) {
    if (!c.user_id) continue;
    const who = { departmentId: Number(c.id), userId: Number(c.user_id) };
    for (const table of ['cari_hesap', 'kasa_karti', 'banka_karti'] as const) {
      const cards =
        await sql<Row>`select id from ${sql.table(table)} where department_id = ${who.departmentId}::bigint
        order by id`.execute(db);
      for (const card of cards.rows) await syncCardAccounts(db, who, table, Number(card.id));
    }
    await postAll(db, who);
  }
}
