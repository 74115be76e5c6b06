import { sql, type Kysely } from 'kysely';
import { numericType } from '../../catalog/document-columns';
import { e_irsaliye } from '../../catalog/e_irsaliye.table';
import { e_irsaliye_mal_hizmet } from '../../catalog/e_irsaliye_mal_hizmet.table';
import type { CatalogColumn, TableDef } from '../../catalog/types';
import { seedDemoEWaybills } from '../seed/demo-ewaybills';

// The e-İrsaliye (issue 13, the waybill part; docs/e-documents.md "e-İrsaliye"): every header field of 002 §3
// "E-waybill" on e_irsaliye (it held the calendar's four columns), its line table e_irsaliye_mal_hizmet, the
// incoming waybill's sender, lines, XML and reply on gelen_eirsaliye, the reply as the local integrator keeps it,
// and the numbers' uniqueness. Column types follow the catalogue.

/** The columns this migration adds to e_irsaliye, by name (frozen; their types come from the catalogue). */
const HEADER = [
  'cari_hesap_id',
  'tc',
  'adres_id',
  'firma_adres_id',
  'irsaliye_zamani',
  'irsaliye_tipi_id',
  'kopya_bilgisi_id',
  'sevk_tarihi',
  'sevk_zamani',
  'siparis_numarasi',
  'siparis_tarihi',
  'tasiyici_turu_id',
  'tasiyici_vkn',
  'tasiyici_unvan',
  'plaka',
  'sofor_bilgileri',
  'dorse_plaka',
  't_ulkeler_id',
  't_sehirler_id',
  't_ilceler_id',
  't_kasaba',
  't_mahalle_adi',
  't_sokak_adi',
  't_bina_adi',
  't_bina_no',
  't_kapi_no',
  't_posta_kodu',
  'description',
  'mal_hizmet_json',
  'unvan',
  'name_basic',
  'surname',
  'vergi_daireleri_id',
  'senaryo_id',
  'fatura_on_eki_id',
  'fatura_xslt_id',
  'matbu_irsaliye_numarasi',
  'matbu_irsaliye_tarihi',
  'toplam_tutar',
  'document_profile',
  'ent_fatura_durumu',
  'yanit_durumu',
  'yanit_mal_hizmet',
  'yanit_notlar',
  'yanit_tarihi',
];
const LINES = [
  'bagli_eirsaliye_id',
  'sira_no',
  'depo_kartlari_id',
  'stok_kartlari_id',
  'mal_hizmet',
  'miktar',
  'birim_id',
  'kunye_numarasi',
  'description',
  'birim_fiyat',
  'tutar',
];
const LINE_NOT_NULL = new Set(['sira_no', 'miktar', 'birim_id']);

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
      return 'integer';
    case 'date':
      return 'date';
    case 'time':
      return 'time';
    case 'jsonb':
      return 'jsonb';
    case 'datetime':
      return 'timestamptz';
    default:
      return 'text';
  }
}

function definition(c: CatalogColumn, notNull: boolean) {
  const parts = [sql.id(c.name), sql.raw(sqlType(c))];
  if (c.computed && c.db_type_name === 'numeric') parts.push(sql`not null default 0`);
  else if (c.name === 'mal_hizmet_json') parts.push(sql`not null default '[]'::jsonb`);
  else if (notNull) parts.push(sql`not null`);
  if (c.relation && c.relation.table_name !== 'xslt')
    parts.push(sql`references ${sql.table(c.relation.table_name)} (id)`);
  return sql.join(parts, sql` `);
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table e_irsaliye ${sql.join(
    columnsOf(e_irsaliye, HEADER).map((c) => sql`add column ${definition(c, false)}`),
    sql`, `,
  )}`.execute(db);
  const lines = e_irsaliye_mal_hizmet;
  await sql`create table e_irsaliye_mal_hizmet (
    id bigserial primary key, own_id bigint, user_id bigint, state boolean not null default true,
    created_at timestamptz not null default now(), updated_at timestamptz not null default now(),
    department_id bigint not null,
    ${sql.join(
      columnsOf(lines, LINES).map((c) =>
        c.name === 'bagli_eirsaliye_id'
          ? sql`bagli_eirsaliye_id bigint not null references e_irsaliye (id)`
          : definition(c, LINE_NOT_NULL.has(c.name)),
      ),
      sql`, `,
    )})`.execute(db);
  await sql`create index e_irsaliye_mal_hizmet_department_id_idx on e_irsaliye_mal_hizmet (department_id, id)`.execute(
    db,
  );
  await sql`create index e_irsaliye_mal_hizmet_parent_idx on e_irsaliye_mal_hizmet (bagli_eirsaliye_id, sira_no)`.execute(
    db,
  );
  // A sent waybill's number is unique in its company (the series gives each one once).
  await sql`create unique index e_irsaliye_numara_uq on e_irsaliye (department_id, irsaliye_numarasi)
    where irsaliye_numarasi is not null and e_fatura_durumu_id <> 1`.execute(db);

  await sql`alter table gelen_eirsaliye
    add column gonderen_vkn text,
    add column gonderen_unvan text,
    add column document_profile text,
    add column irsaliye_tipi text,
    add column sevk_tarihi date,
    add column irsaliye_satirlari jsonb,
    add column xml_icerik text,
    add column yanit_durumu text,
    add column yanit_mal_hizmet jsonb,
    add column yanit_numarasi text,
    add column yanit_ettn text,
    add column yanit_notlar text,
    add column yanit_tarihi timestamptz,
    add column yanit_xml text`.execute(db);
  await sql`create unique index gelen_eirsaliye_uuid_uq on gelen_eirsaliye (department_id, document_uuid)`.execute(
    db,
  );
  await sql`create unique index gelen_eirsaliye_yanit_uq on gelen_eirsaliye (department_id, yanit_numarasi)
    where yanit_numarasi is not null`.execute(db);
  // The local integrator keeps a waybill's reply (ReceiptAdvice) with the waybill it answers.
  await sql`alter table entegrator_belgeleri add column yanit_xml text, add column yanit_satirlari jsonb`.execute(
    db,
  );
  // A database seeded before gets its demo drafts now (a fresh one: the demo seed, after the migrations).
  await seedDemoEWaybills(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from archive where table_name = 'e_irsaliye_mal_hizmet'`.execute(db);
  await sql`alter table entegrator_belgeleri drop column yanit_xml, drop column yanit_satirlari`.execute(db);
  await sql`drop index if exists gelen_eirsaliye_yanit_uq`.execute(db);
  await sql`drop index if exists gelen_eirsaliye_uuid_uq`.execute(db);
  await sql`alter table gelen_eirsaliye
    drop column gonderen_vkn, drop column gonderen_unvan, drop column document_profile, drop column irsaliye_tipi,
    drop column sevk_tarihi, drop column irsaliye_satirlari, drop column xml_icerik, drop column yanit_durumu,
    drop column yanit_mal_hizmet, drop column yanit_numarasi, drop column yanit_ettn, drop column yanit_notlar,
    drop column yanit_tarihi, drop column yanit_xml`.execute(db);
  await sql`drop index if exists e_irsaliye_numara_uq`.execute(db);
  await db.schema.dropTable('e_irsaliye_mal_hizmet').execute();
  await sql`alter table e_irsaliye ${sql.join(
    HEADER.map((name) => sql`drop column ${sql.id(name)}`),
    sql`, `,
  )}`.execute(db);
}
