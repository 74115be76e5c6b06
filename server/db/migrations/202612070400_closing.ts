import { sql, type Kysely } from 'kysely';
import { seedDemoClosing } from '../seed/demo-closing';

// Issue 25 item 1 (docs/ledger.md, "Closing the books"): the closing step a voucher belongs to
// (`fis.donem_sonu_adimi`, which also orders the yevmiye within a day) and the unit cost of a stock movement keyed
// by hand (`stok_hareketleri.birim_maliyet`, read by the cost of sales). A database seeded with the demo before
// this gets the demo's closing too (its opening stock priced, last year closed, this year opened).

type Row = Record<string, unknown>;

export async function up(db: Kysely<any>): Promise<void> {
  const tables = await sql<Row>`select to_regclass('fis') is not null as fis,
    to_regclass('stok_hareketleri') is not null as stock`.execute(db);
  if (tables.rows[0]?.fis)
    await sql`alter table fis add column if not exists donem_sonu_adimi integer`.execute(db);
  if (tables.rows[0]?.stock)
    await sql`alter table stok_hareketleri add column if not exists birim_maliyet numeric(18, 4)`.execute(db);
  const seeded = await sql<Row>`select to_regclass('seed_state') is not null as ok`.execute(db);
  if (!seeded.rows[0]?.ok || !tables.rows[0]?.fis || !tables.rows[0]?.stock) return;
  const demo = await sql<Row>`select 1 from seed_state where name = 'demo'`.execute(db);
  if (demo.rows.length) await seedDemoClosing(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from fis where donem_sonu_adimi is not null`.execute(db);
  await sql`alter table fis drop column if exists donem_sonu_adimi`.execute(db);
  await sql`alter table stok_hareketleri drop column if exists birim_maliyet`.execute(db);
}
