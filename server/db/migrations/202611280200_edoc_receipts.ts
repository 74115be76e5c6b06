import { sql, type Kysely } from 'kysely';
import { numericType } from '../../catalog/document-columns';
import { e_mustahsil_makbuzu } from '../../catalog/e_mustahsil_makbuzu.table';
import { e_mustahsil_malhizmet } from '../../catalog/e_mustahsil_malhizmet.table';
import { serbest_meslek_makbuzu } from '../../catalog/serbest_meslek_makbuzu.table';
import { serbest_meslek_malhizmet } from '../../catalog/serbest_meslek_malhizmet.table';
import type { CatalogColumn, TableDef } from '../../catalog/types';
import { seedDemoReceipts } from '../seed/demo-receipts';

// The receipt forms (issue 13 item 1; docs/e-documents.md, "e-SMM ve e-MM formları"): every header field of the
// freelance receipt (serbest_meslek_makbuzu held the calendar's four columns), the producer receipt table
// (e_mustahsil_makbuzu), both line tables, the unique sent number per company, and the demo drafts of a database
// seeded before. Column types follow the catalogue; the names are frozen here (a later migration adding a column
// to these tables is not run twice).

const SHARED = [
  'e_fatura_durumu_id',
  'duzenleme_zamani',
  'cari_hesap_id',
  'adres_id',
  'firma_adres_id',
  'description',
  'kayitli_notlar_id',
  'mal_hizmet_json',
  'ulkeler_id',
  'sehirler_id',
  'ilceler_id',
  'sehirler_input',
  'ilceler_input',
  'mahalle_adi',
  'sokak_adi',
  'bina_adi',
  'bina_no',
  'kapi_no',
  'posta_kodu',
  'tc',
  'name_basic',
  'surname',
  'vergi_daireleri_id',
  'fatura_on_eki_id',
  'document_profile',
  'ent_fatura_durumu',
];
const SMM_HEADER = [
  ...SHARED,
  'fatura_xslt_id',
  'gonderim_sekli_id',
  'brut_ucret',
  'gv_stopaj_tutari',
  'net_ucret',
  'kdv_tutari',
  'kdv_tevkifat_tutari',
  'tahsil_edilen_kdv',
  'net_tahsilat',
];
const EMM_HEADER = [
  'makbuz_numarasi',
  'duzenleme_tarihi',
  'ettn',
  'unvan',
  ...SHARED,
  'teslim_tarihi',
  'urun_hizmet_toplam_tutar',
  'gv_stopaj_tutari',
  'mera_fonu_tutari',
  'sgk_prim_kesintisi_tutari',
  'borsa_tescil_ucreti_tutari',
  'diger_vergiler_toplami',
  'odenecek_tutar',
];
const SMM_LINES = [
  'bagli_efatura_id',
  'sira_no',
  'mal_hizmet',
  'brut_ucret',
  'gv_stopaj_orani',
  'kdv_id',
  'kdv_tevkifat_orani',
  'tevkifat_kodlari_listesi_id',
  'kdv_istisna_muafiyet_sebebi_id',
  'gv_stopaj_tutari',
  'net_ucret',
  'kdv_orani',
  'kdv_tutari',
  'kdv_tevkifat_tutari',
  'tahsil_edilen_kdv',
  'net_tahsilat',
];
const EMM_LINES = [
  'bagli_efatura_id',
  'sira_no',
  'mal_hizmet',
  'miktar',
  'birim_id',
  'mal_hizmet_tutari',
  'gv_stopaj_orani',
  'mera_fonu_orani',
  'borsa_tescil_ucreti_orani',
  'sgk_prim_kesintisi_orani',
  'gv_stopaj_tutari',
  'mera_fonu_tutari',
  'borsa_tescil_ucreti_tutari',
  'sgk_prim_kesintisi_tutari',
  'diger_vergiler_toplam_tutar',
  'odenecek_tutar',
];

/** Columns a row cannot lack. */
const NOT_NULL = new Set([
  'sira_no',
  'mal_hizmet',
  'kdv_id',
  'miktar',
  'birim_id',
  'duzenleme_tarihi',
  'ettn',
]);

function columnsOf(table: TableDef, names: string[]): CatalogColumn[] {
  return names.map((name) => {
    const c = table.columns.find((x) => x.name === name);
    if (!c) throw new Error(`${table.name}.${name} is not in the catalogue`);
    return c;
  });
}

function sqlType(c: CatalogColumn): string {
  if (c.db_type_name === 'numeric') return numericType(c);
  if (c.relation) return 'bigint';
  switch (c.db_type_name) {
    case 'integer':
    case 'boolean':
    case 'date':
    case 'time':
    case 'jsonb':
      return c.db_type_name;
    default:
      return 'text';
  }
}

function definition(c: CatalogColumn, table: TableDef) {
  const parts = [sql.id(c.name), sql.raw(sqlType(c))];
  if (c.name === 'e_fatura_durumu_id') parts.push(sql`not null default 1`);
  else if (c.computed && c.db_type_name === 'numeric') parts.push(sql`not null default 0`);
  else if (c.name === 'mal_hizmet_json') parts.push(sql`not null default '[]'::jsonb`);
  else if (NOT_NULL.has(c.name)) parts.push(sql`not null`);
  if (table.parent && c.name === table.parent.column)
    parts.push(sql`not null references ${sql.table(table.parent.table)} (id)`);
  else if (c.relation && c.relation.table_name !== 'xslt')
    parts.push(sql`references ${sql.table(c.relation.table_name)} (id)`);
  return sql.join(parts, sql` `);
}

const common = sql`id bigserial primary key, own_id bigint, user_id bigint, state boolean not null default true,
  created_at timestamptz not null default now(), updated_at timestamptz not null default now(),
  department_id bigint not null`;

async function createTable(db: Kysely<any>, table: TableDef, names: string[]) {
  await sql`create table ${sql.table(table.name)} (${common}, ${sql.join(
    columnsOf(table, names).map((c) => definition(c, table)),
    sql`, `,
  )})`.execute(db);
  await sql`create index ${sql.id(`${table.name}_department_id_idx`)} on ${sql.table(table.name)} (department_id, id)`.execute(
    db,
  );
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table serbest_meslek_makbuzu ${sql.join(
    columnsOf(serbest_meslek_makbuzu, SMM_HEADER).map(
      (c) => sql`add column ${definition(c, serbest_meslek_makbuzu)}`,
    ),
    sql`, `,
  )}`.execute(db);
  await createTable(db, e_mustahsil_makbuzu, EMM_HEADER);
  // The calendar reads one month of a company; the documents are found by ETTN.
  await sql`create index e_mustahsil_makbuzu_department_date_idx on e_mustahsil_makbuzu (department_id, duzenleme_tarihi)`.execute(
    db,
  );
  await sql`create index e_mustahsil_makbuzu_uuid_idx on e_mustahsil_makbuzu (ettn)`.execute(db);
  for (const [lines, names] of [
    [serbest_meslek_malhizmet, SMM_LINES],
    [e_mustahsil_malhizmet, EMM_LINES],
  ] as const) {
    await createTable(db, lines, names);
    await sql`create index ${sql.id(`${lines.name}_parent_idx`)} on ${sql.table(lines.name)} (bagli_efatura_id, sira_no)`.execute(
      db,
    );
  }
  // A sent receipt's number is unique in its company (the series gives each one once).
  for (const table of ['serbest_meslek_makbuzu', 'e_mustahsil_makbuzu'])
    await sql`create unique index ${sql.raw(`${table}_numara_uq`)} on ${sql.table(table)} (department_id, makbuz_numarasi)
      where makbuz_numarasi is not null and e_fatura_durumu_id <> 1`.execute(db);
  // A database seeded before: the calendar's receipts become whole drafts, and an e-MM draft per company.
  await seedDemoReceipts(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from archive where table_name in ('serbest_meslek_malhizmet', 'e_mustahsil_malhizmet',
    'e_mustahsil_makbuzu')`.execute(db);
  await sql`drop index if exists serbest_meslek_makbuzu_numara_uq`.execute(db);
  await db.schema.dropTable('e_mustahsil_malhizmet').execute();
  await db.schema.dropTable('serbest_meslek_malhizmet').execute();
  await db.schema.dropTable('e_mustahsil_makbuzu').execute();
  await sql`alter table serbest_meslek_makbuzu ${sql.join(
    SMM_HEADER.map((name) => sql`drop column ${sql.id(name)}`),
    sql`, `,
  )}`.execute(db);
}
