import { sql, type Kysely } from 'kysely';
import { seedDemoStock } from '../seed/demo-stock';

/**
 * The demo companies' stock movements (from their invoices), opening balances and waybills, for databases
 * seeded before the stock tables existed; a fresh database gets them from the demo seed. Nothing without demo data.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const seeded = await sql<{ t: string | null }>`select to_regclass('seed_state')::text as t`.execute(db);
  if (!seeded.rows[0]?.t) return;
  const demo = await sql`select 1 from seed_state where name = 'demo'`.execute(db);
  if (demo.rows.length) await seedDemoStock(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from stok_hareketleri`.execute(db);
  await sql`delete from alis_irsaliye_hizmet`.execute(db);
  await sql`delete from alis_irsaliye`.execute(db);
  await sql`delete from satis_irsaliye_hizmet`.execute(db);
  await sql`delete from satis_irsaliye`.execute(db);
}
