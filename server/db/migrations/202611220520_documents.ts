import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

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

async function companyIndex(db: Kysely<any>, table: string) {
  await db.schema
    .createIndex(`${table}_department_id_idx`)
    .on(table)
    .columns(['department_id', 'id'])
    .execute();
}

type Builder = CreateTableBuilder<string, never>;

/** Amounts computed from the lines: exact numerics, 0 until computed. */
function totals(t: Builder, names: string[]): Builder {
  return names.reduce((b, name) => b.addColumn(name, 'numeric', (c) => c.notNull().defaultTo(0)), t);
}

/** The cells every line table shares, after its header link and order. */
function lineCells(t: Builder): Builder {
  return t
    .addColumn('stok_kartlari_id', 'bigint', (c) => c.references('stok_kartlari.id'))
    .addColumn('depo_kartlari_id', 'bigint', (c) => c.references('depo_kartlari.id'))
    .addColumn('hizmet_ve_masraf_kartlari_id', 'bigint', (c) => c.references('hizmet_ve_masraf_kartlari.id'))
    .addColumn('mal_hizmet', 'text')
    .addColumn('miktar', 'numeric', (c) => c.notNull())
    .addColumn('birim_fiyat', 'numeric')
    .addColumn('iskonto_orani', 'numeric')
    .addColumn('kdv_id', 'integer', (c) => c.notNull().references('kdv_oranlari.id'))
    .addColumn('kdv_dahil_buton', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('iskonto_tutari', 'numeric')
    .addColumn('mal_hizmet_tutari', 'numeric')
    .addColumn('kdv_orani', 'numeric')
    .addColumn('kdv_tutari', 'numeric')
    .addColumn('vergi_tutar', 'numeric');
}

const INVOICE_TOTALS = [
  'urun_hizmet_toplam_tutar',
  'toplam_iskonto',
  'hesaplanan_kdv',
  'diger_vergiler_toplami',
  'toplam_vergi_tutari',
  'tevkifat_toplami',
  'ozel_matrah_toplami',
  'vergiler_dahil_toplam_tutar',
  'odenecek_tutar',
  'dovizli_tutar',
];

async function invoice(db: Kysely<any>, header: string, lines: string) {
  await totals(
    commonFields(db.schema.createTable(header))
      .addColumn('cari_hesap_id', 'bigint', (c) => c.notNull().references('cari_hesap.id'))
      .addColumn('fatura_senaryo_id', 'integer', (c) => c.notNull().references('fatura_senaryolari.id'))
      .addColumn('fatura_tipi_id', 'integer', (c) => c.notNull().references('fatura_tipleri.id'))
      .addColumn('fatura_numarasi', 'text', (c) => c.notNull())
      .addColumn('fatura_tarihi', 'date', (c) => c.notNull())
      .addColumn('para_birimi_id', 'integer', (c) => c.notNull().references('para_birimleri.id'))
      .addColumn('döviz_kuru', 'numeric', (c) => c.notNull().defaultTo(1))
      .addColumn('irsaliye_numarasi', 'text')
      .addColumn('irsaliye_tarihi', 'date')
      .addColumn('siparis_numarasi', 'text')
      .addColumn('siparis_tarihi', 'date')
      .addColumn('iade_fatura_numarasi', 'text')
      .addColumn('iade_fatura_tarihi', 'date')
      .addColumn('description', 'text')
      .addColumn('mal_hizmet_json', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('toplam_duzenlendi', 'boolean', (c) => c.notNull().defaultTo(false)),
    INVOICE_TOTALS,
  ).execute();
  await companyIndex(db, header);
  await sql`create index ${sql.id(`${header}_fatura_tarihi_idx`)} on ${sql.table(header)} (department_id, fatura_tarihi)`.execute(
    db,
  );

  await lineCells(
    commonFields(db.schema.createTable(lines))
      .addColumn(`${header}_id`, 'bigint', (c) => c.notNull().references(`${header}.id`))
      .addColumn('sira_no', 'integer', (c) => c.notNull())
      .addColumn('mal_hizmet_turu_id', 'integer', (c) => c.notNull().references('mal_hizmet_turleri.id'))
      .addColumn('birim_id', 'integer', (c) => c.notNull().references('birimler.id')),
  )
    .addColumn('iskonto_arttirim', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('iskonto_arttirim_nedeni', 'text')
    .addColumn('diger_vergiler', 'jsonb')
    .addColumn('kdv_istisna_muafiyet_sebebi_id', 'integer', (c) => c.references('istisna_kodlari.id'))
    .addColumn('otv_istisna_muafiyet_sebebi_id', 'integer', (c) => c.references('istisna_kodlari.id'))
    .addColumn('tevkifat_kodlari_listesi_id', 'integer', (c) => c.references('tevkifat_kodlari.id'))
    .addColumn('ozel_matrah_kodlari_listesi_id', 'integer', (c) => c.references('istisna_kodlari.id'))
    .addColumn('ozel_matrah_tutari', 'numeric')
    .addColumn('ihrac_kayitli_fatura_sebebi_id', 'integer', (c) => c.references('istisna_kodlari.id'))
    .addColumn('kunye_numarasi', 'text')
    .addColumn('brut_tutar', 'numeric')
    .addColumn('kdv_matrahi', 'numeric')
    .addColumn('kdv_tevkifat_tutari', 'numeric')
    .addColumn('diger_vergiler_toplam_tutar', 'numeric')
    .addColumn('kesinti_tutari', 'numeric')
    .addColumn('toplam_vergi_tutari', 'numeric')
    .addColumn('odenecek_tutar', 'numeric')
    .execute();
  await companyIndex(db, lines);
  await sql`create index ${sql.id(`${lines}_parent_idx`)} on ${sql.table(lines)} (${sql.id(`${header}_id`)}, sira_no)`.execute(
    db,
  );
}

/** Quotes, sales and purchase invoices, each with its line table (docs/line-tables.md). */
export async function up(db: Kysely<any>): Promise<void> {
  await totals(
    commonFields(db.schema.createTable('teklifler'))
      .addColumn('cari_hesap_id', 'bigint', (c) => c.notNull().references('cari_hesap.id'))
      .addColumn('teklif_no', 'text', (c) => c.notNull())
      .addColumn('teklif_tarihi', 'date', (c) => c.notNull())
      .addColumn('gecerlilik_tarihi', 'date', (c) => c.notNull())
      .addColumn('para_birimi_id', 'integer', (c) => c.references('para_birimleri.id'))
      .addColumn('döviz_kuru', 'numeric', (c) => c.notNull().defaultTo(1))
      .addColumn('siparis_numarasi', 'text')
      .addColumn('musteri_aciklama', 'text')
      .addColumn('description', 'text')
      .addColumn('mal_hizmet_json', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`)),
    ['toplam_kdv', 'toplam_tutar'],
  ).execute();
  await companyIndex(db, 'teklifler');

  await lineCells(
    commonFields(db.schema.createTable('teklifler_mal_hizmet'))
      .addColumn('teklifler_id', 'bigint', (c) => c.notNull().references('teklifler.id'))
      .addColumn('sira_no', 'integer', (c) => c.notNull())
      .addColumn('mal_hizmet_turu_id', 'integer', (c) => c.references('mal_hizmet_turleri.id'))
      .addColumn('birim_id', 'integer', (c) => c.references('birimler.id')),
  ).execute();
  await companyIndex(db, 'teklifler_mal_hizmet');
  await sql`create index teklifler_mal_hizmet_parent_idx on teklifler_mal_hizmet (teklifler_id, sira_no)`.execute(
    db,
  );

  await invoice(db, 'satis_fatura', 'satis_fatura_hizmet');
  await invoice(db, 'alis_fatura', 'alis_fatura_hizmet');
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'alis_fatura_hizmet',
    'alis_fatura',
    'satis_fatura_hizmet',
    'satis_fatura',
    'teklifler_mal_hizmet',
    'teklifler',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
