import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { seedDemoKobiInvoices } from '../seed/demo-kobi-invoices';

/** The common fields of every business row (ARCHITECTURE.md, "Data"). */
function commonFields<T extends string>(t: CreateTableBuilder<T, never>) {
  return t
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('own_id', 'bigint')
    .addColumn('user_id', 'bigint')
    .addColumn('state', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('department_id', 'bigint', (c) => c.notNull());
}

type Builder = CreateTableBuilder<string, never>;

/** Amounts computed from the lines: exact numerics, 0 until computed. */
const totals = (t: Builder, names: string[]): Builder =>
  names.reduce((b, name) => b.addColumn(name, 'numeric', (c) => c.notNull().defaultTo(0)), t);

const TOTALS = [
  'urun_hizmet_toplam_tutar',
  'toplam_iskonto',
  'hesaplanan_kdv',
  'vergiler_dahil_toplam_tutar',
  'odenecek_tutar',
  'dovizli_tutar',
  'kalan_odeme_tutari',
];

/** A small-business invoice and its line table (server/catalog/kobi-invoice-columns.ts). */
async function kobiInvoice(db: Kysely<any>, header: string, lines: string) {
  await totals(
    commonFields(db.schema.createTable(header))
      .addColumn('cari_hesap_id', 'bigint', (c) => c.notNull().references('cari_hesap.id'))
      .addColumn('fatura_numarasi', 'text', (c) => c.notNull())
      .addColumn('fatura_tarihi', 'date', (c) => c.notNull())
      .addColumn('para_birimi_id', 'integer', (c) => c.notNull().references('para_birimleri.id'))
      .addColumn('döviz_kuru', 'numeric', (c) => c.notNull().defaultTo(1))
      .addColumn('description', 'text')
      .addColumn('mal_hizmet_json', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('toplam_duzenlendi', 'boolean', (c) => c.notNull().defaultTo(false)),
    TOTALS,
  ).execute();
  await sql`create index ${sql.id(`${header}_department_id_idx`)} on ${sql.table(header)} (department_id, id)`.execute(
    db,
  );
  await sql`create index ${sql.id(`${header}_fatura_tarihi_idx`)} on ${sql.table(header)} (department_id, fatura_tarihi)`.execute(
    db,
  );

  await commonFields(db.schema.createTable(lines))
    .addColumn(`${header}_id`, 'bigint', (c) => c.notNull().references(`${header}.id`))
    .addColumn('sira_no', 'integer', (c) => c.notNull())
    .addColumn('mal_hizmet_turu_id', 'integer', (c) => c.notNull().references('mal_hizmet_turleri.id'))
    .addColumn('stok_kartlari_id', 'bigint', (c) => c.references('stok_kartlari.id'))
    .addColumn('depo_kartlari_id', 'bigint', (c) => c.references('depo_kartlari.id'))
    .addColumn('hizmet_ve_masraf_kartlari_id', 'bigint', (c) => c.references('hizmet_ve_masraf_kartlari.id'))
    .addColumn('sabit_kiymet_karti_id', 'bigint', (c) => c.references('sabit_kiymet_kartlari.id'))
    .addColumn('mal_hizmet', 'text')
    .addColumn('miktar', 'numeric', (c) => c.notNull())
    .addColumn('birim_id', 'integer', (c) => c.notNull().references('birimler.id'))
    .addColumn('birim_fiyat', 'numeric')
    .addColumn('iskonto_orani', 'numeric')
    .addColumn('kdv_id', 'integer', (c) => c.notNull().references('kdv_oranlari.id'))
    .addColumn('kdv_dahil_buton', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('kdv_istisna_muafiyet_sebebi_id', 'integer', (c) => c.references('istisna_kodlari.id'))
    .addColumn('brut_tutar', 'numeric')
    .addColumn('iskonto_tutari', 'numeric')
    .addColumn('mal_hizmet_tutari', 'numeric')
    .addColumn('kdv_orani', 'numeric')
    .addColumn('kdv_matrahi', 'numeric')
    .addColumn('kdv_tutari', 'numeric')
    .addColumn('vergi_tutar', 'numeric')
    .addColumn('odenecek_tutar', 'numeric')
    .execute();
  await sql`create index ${sql.id(`${lines}_department_id_idx`)} on ${sql.table(lines)} (department_id, id)`.execute(
    db,
  );
  await sql`create index ${sql.id(`${lines}_parent_idx`)} on ${sql.table(lines)} (${sql.id(`${header}_id`)}, sira_no)`.execute(
    db,
  );
}

/**
 * The Kobi package's small-business invoices (002 §2: /satis-faturalar, /alis-faturalar), each with its line
 * table (docs/line-tables.md, "Small-business invoices"), and Örnek Gıda's demo invoices for databases seeded
 * before (a fresh database gets them from the demo seed, which runs after the migrations).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await kobiInvoice(db, 'kobi_satis_fatura', 'kobi_satis_fatura_hizmet');
  await kobiInvoice(db, 'kobi_alis_fatura', 'kobi_alis_fatura_hizmet');
  await seedDemoKobiInvoices(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // Their archived versions go with them: nothing could restore them without the tables.
  await sql`delete from archive where table_name in ('kobi_satis_fatura', 'kobi_satis_fatura_hizmet',
    'kobi_alis_fatura', 'kobi_alis_fatura_hizmet')`.execute(db);
  for (const t of [
    'kobi_alis_fatura_hizmet',
    'kobi_alis_fatura',
    'kobi_satis_fatura_hizmet',
    'kobi_satis_fatura',
  ])
    await db.schema.dropTable(t).execute();
}
