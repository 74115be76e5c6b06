import { sql, type Kysely } from 'kysely';
import { seedDemoFixedAssets } from '../seed/demo-fixed-assets';

const LINE_TABLES = ['satis_fatura_hizmet', 'alis_fatura_hizmet', 'teklifler_mal_hizmet'];

/**
 * Fixed-asset cards (sabit_kiymet_kartlari) of a company, the `sabit_kiymet_karti_id` of invoice and quote lines
 * (002 §3 "Line items", §4: line type 3), and the demo companies' cards for databases seeded before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sabit_kiymet_kartlari')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('own_id', 'bigint')
    .addColumn('user_id', 'bigint')
    .addColumn('state', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('department_id', 'bigint', (c) => c.notNull())
    .addColumn('sabit_kiymet_adi', 'text', (c) => c.notNull())
    .addColumn('sabit_kiymet_kodu', 'text')
    .addColumn('giris_birimi_id', 'integer', (c) => c.references('birimler.id'))
    .addColumn('cikis_birimi_id', 'integer', (c) => c.references('birimler.id'))
    .addColumn('alis_tarihi', 'date')
    .addColumn('alis_bedeli', 'numeric')
    .addColumn('faydali_omur', 'integer')
    .addColumn('normal_amortisman_oran', 'numeric')
    .addColumn('birikmis_amortisman', 'numeric')
    .addColumn('net_deger', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('kdv_id', 'integer', (c) => c.notNull().references('kdv_oranlari.id'))
    .addColumn('kdv_dahil_buton', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('description', 'text')
    .execute();
  await sql`create index sabit_kiymet_kartlari_department_id_idx on sabit_kiymet_kartlari (department_id, id)`.execute(
    db,
  );
  for (const table of LINE_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('sabit_kiymet_karti_id', 'bigint', (c) => c.references('sabit_kiymet_kartlari.id'))
      .execute();
  }
  await seedDemoFixedAssets(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of LINE_TABLES)
    await db.schema.alterTable(table).dropColumn('sabit_kiymet_karti_id').execute();
  await db.schema.dropTable('sabit_kiymet_kartlari').execute();
}
