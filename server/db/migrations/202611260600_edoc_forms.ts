import { sql, type Kysely } from 'kysely';
import { numericType } from '../../catalog/document-columns';
import { e_arsiv_fatura } from '../../catalog/e_arsiv_fatura.table';
import { e_arsiv_mal_hizmet } from '../../catalog/e_arsiv_mal_hizmet.table';
import { e_fatura } from '../../catalog/e_fatura.table';
import { e_fatura_mal_hizmet } from '../../catalog/e_fatura_mal_hizmet.table';
import type { CatalogColumn, TableDef } from '../../catalog/types';
import { seedDemoEInvoices, seedDemoPrefixes } from '../seed/demo-edocs';

// The e-invoice forms (issue 13 item 1; docs/e-documents.md, "The forms"): the document number prefixes
// (fatura_on_ekleri), every header field of 002 §3 on e_fatura and e_arsiv_fatura (they held the calendar's five
// columns), and their line tables. The column types follow the catalogue (numeric(18, scale) as it says, like
// migration 202611251000), so the database and the catalogue cannot disagree.

/**
 * The columns this migration adds, by name (their types come from the catalogue): frozen here, so that a later
 * migration adding a column to these tables is not run twice.
 */
const HEADER = [
  'cari_hesap_id',
  'adres_id',
  'firma_adres_id',
  'fatura_senaryo_id',
  'fatura_tipi_id',
  'para_birimi_id',
  'döviz_kuru',
  'irsaliye_numarasi',
  'irsaliye_tarihi',
  'siparis_numarasi',
  'siparis_tarihi',
  'iade_fatura_numarasi',
  'iade_fatura_tarihi',
  'description',
  'mal_hizmet_json',
  'toplam_duzenlendi',
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
  'tc',
  'name_basic',
  'surname',
  'vergi_daireleri_id',
  'fatura_on_eki_id',
  'fatura_xslt_id',
  'kamu_odeme_sekli_id',
  'kamu_odeme_kanali_id',
  'kamu_iban',
  'kamu_aciklama',
  'kamu_unvan',
  'kamu_vkn',
  'kamu_il',
  'kamu_ulke',
  'kamu_json',
  'response_code',
  'document_profile',
  'ent_fatura_durumu',
  'ent_ticari_fatura_durumu',
];
/** Only on e_fatura (SGK is no e-Arşiv type) / only on e_arsiv_fatura. */
const ONLY: Record<string, string[]> = {
  e_fatura: ['sgk_fatura_tipi_id', 'mukellef_kodu', 'mukellef_adi', 'dosya_no'],
  e_arsiv_fatura: ['fatura_saati', 'gonderim_sekli_id'],
};
const LINES = [
  'bagli_efatura_id',
  'sira_no',
  'mal_hizmet_turu_id',
  'stok_kartlari_id',
  'depo_kartlari_id',
  'hizmet_ve_masraf_kartlari_id',
  'sabit_kiymet_karti_id',
  'mal_hizmet',
  'miktar',
  'birim_id',
  'birim_fiyat',
  'iskonto_orani',
  'iskonto_arttirim',
  'iskonto_arttirim_nedeni',
  'kdv_id',
  'kdv_dahil_buton',
  'diger_vergiler',
  'kdv_istisna_muafiyet_sebebi_id',
  'otv_istisna_muafiyet_sebebi_id',
  'tevkifat_kodlari_listesi_id',
  'ozel_matrah_kodlari_listesi_id',
  'ozel_matrah_tutari',
  'ihrac_kayitli_fatura_sebebi_id',
  'kunye_numarasi',
  'brut_tutar',
  'iskonto_tutari',
  'mal_hizmet_tutari',
  'kdv_orani',
  'kdv_matrahi',
  'kdv_tutari',
  'kdv_tevkifat_tutari',
  'diger_vergiler_toplam_tutar',
  'kesinti_tutari',
  'toplam_vergi_tutari',
  'vergi_tutar',
  'odenecek_tutar',
];

/** The catalogue columns of `table` named in `names`, in that order. */
function columnsOf(table: TableDef, names: string[]): CatalogColumn[] {
  return names.map((name) => {
    const c = table.columns.find((x) => x.name === name);
    if (!c) throw new Error(`${table.name}.${name} is not in the catalogue`);
    return c;
  });
}

/** Line cells a line cannot lack (the calculation's inputs; 002 §5 "Invoice lines"). */
const LINE_NOT_NULL = new Set(['sira_no', 'mal_hizmet_turu_id', 'miktar', 'birim_id', 'kdv_id']);

function sqlType(c: CatalogColumn): string {
  if (c.db_type_name === 'numeric') return numericType(c);
  if (c.relation) return 'bigint';
  switch (c.db_type_name) {
    case 'integer':
      return 'integer';
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'date';
    case 'time':
      return 'time';
    case 'jsonb':
      return 'jsonb';
    default:
      return 'text';
  }
}

/** `name type [not null default …] [references …]` of a catalogue column. */
function definition(c: CatalogColumn, notNull: boolean) {
  const parts = [sql.id(c.name), sql.raw(sqlType(c))];
  if (c.db_type_name === 'boolean') parts.push(sql`not null default false`);
  else if (c.computed && c.db_type_name === 'numeric' && !notNull) parts.push(sql`not null default 0`);
  else if (c.name === 'mal_hizmet_json') parts.push(sql`not null default '[]'::jsonb`);
  else if (notNull) parts.push(sql`not null`);
  if (c.relation && c.relation.table_name !== 'xslt')
    parts.push(sql`references ${sql.table(c.relation.table_name)} (id)`);
  return sql.join(parts, sql` `);
}

async function extendHeader(db: Kysely<any>, table: TableDef) {
  const added = columnsOf(table, [...HEADER, ...ONLY[table.name]]);
  await sql`alter table ${sql.table(table.name)} ${sql.join(
    added.map((c) => sql`add column ${definition(c, false)}`),
    sql`, `,
  )}`.execute(db);
}

async function createLines(db: Kysely<any>, table: TableDef) {
  const own = columnsOf(table, LINES);
  await sql`create table ${sql.table(table.name)} (
    id bigserial primary key, own_id bigint, user_id bigint, state boolean not null default true,
    created_at timestamptz not null default now(), updated_at timestamptz not null default now(),
    department_id bigint not null,
    ${sql.join(
      own.map((c) =>
        c.name === table.parent!.column
          ? sql`${sql.id(c.name)} bigint not null references ${sql.table(table.parent!.table)} (id)`
          : definition(c, LINE_NOT_NULL.has(c.name)),
      ),
      sql`, `,
    )})`.execute(db);
  await sql`create index ${sql.id(`${table.name}_department_id_idx`)} on ${sql.table(table.name)} (department_id, id)`.execute(
    db,
  );
  await sql`create index ${sql.id(`${table.name}_parent_idx`)} on ${sql.table(table.name)} (bagli_efatura_id, sira_no)`.execute(
    db,
  );
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table fatura_on_ekleri (
    id bigserial primary key, own_id bigint, user_id bigint, state boolean not null default true,
    created_at timestamptz not null default now(), updated_at timestamptz not null default now(),
    department_id bigint not null,
    on_ek_kodu text not null, on_ek_yeri_id integer not null, varsayilan boolean not null default false,
    description text)`.execute(db);
  await sql`create index fatura_on_ekleri_department_id_idx on fatura_on_ekleri (department_id, id)`.execute(
    db,
  );
  // Companies of a database seeded before get the demo prefixes (a fresh one: the demo seed, after the migrations).
  await seedDemoPrefixes(db);

  for (const header of [e_fatura, e_arsiv_fatura]) await extendHeader(db, header);
  for (const lines of [e_fatura_mal_hizmet, e_arsiv_mal_hizmet]) await createLines(db, lines);
  // The demo e-invoices of a database seeded before become whole documents (a fresh one: the demo seed).
  await seedDemoEInvoices(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from archive where table_name in ('e_fatura_mal_hizmet', 'e_arsiv_mal_hizmet',
    'fatura_on_ekleri')`.execute(db);
  for (const lines of [e_arsiv_mal_hizmet, e_fatura_mal_hizmet])
    await db.schema.dropTable(lines.name).execute();
  for (const header of [e_arsiv_fatura, e_fatura]) {
    const added = columnsOf(header, [...HEADER, ...ONLY[header.name]]);
    await sql`alter table ${sql.table(header.name)} ${sql.join(
      added.map((c) => sql`drop column ${sql.id(c.name)}`),
      sql`, `,
    )}`.execute(db);
  }
  await db.schema.dropTable('fatura_on_ekleri').execute();
}
