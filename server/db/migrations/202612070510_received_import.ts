import { sql, type Kysely } from 'kysely';

// Issue 26, items 1 and 2 (docs/e-documents.md, "Received documents"): a received document can be imported from its
// XML file. The Gelen rows keep the file's bytes as they came (`xml_dosya`, with its sha256) besides the text the
// viewer renders, where the document came from (`kaynak`: Entegratör / XML yükleme), when and what GİB's schematron
// found (`dogrulama_bulgulari`), and the purchase invoice / waybill it was transferred to. A supplier's item code
// remembered per supplier (`tedarikci_kalem_eslesmeleri`) matches the lines of its next document.

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['gelen_efatura', 'gelen_eirsaliye']) {
    await sql`alter table ${sql.table(table)}
      add column if not exists xml_dosya bytea,
      add column if not exists xml_sha256 text,
      add column if not exists kaynak text,
      add column if not exists dogrulama_bulgulari text,
      add column if not exists yukleme_tarihi timestamptz`.execute(db);
    await sql`update ${sql.table(table)} set kaynak = 'Entegratör' where kaynak is null and xml_icerik is not null`.execute(
      db,
    );
  }
  await sql`alter table gelen_efatura add column if not exists alis_fatura_id bigint`.execute(db);
  await sql`alter table gelen_eirsaliye add column if not exists alis_irsaliye_id bigint`.execute(db);
  // One received document becomes one purchase document.
  await sql`create unique index if not exists gelen_efatura_alis_uq on gelen_efatura (department_id, alis_fatura_id)
    where alis_fatura_id is not null`.execute(db);
  await sql`create unique index if not exists gelen_eirsaliye_alis_uq on gelen_eirsaliye (department_id, alis_irsaliye_id)
    where alis_irsaliye_id is not null`.execute(db);
  await db.schema
    .createTable('tedarikci_kalem_eslesmeleri')
    .ifNotExists()
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('department_id', 'bigint', (c) => c.notNull().references('departments.id'))
    .addColumn('cari_hesap_id', 'bigint', (c) => c.notNull())
    .addColumn('satici_kodu', 'text', (c) => c.notNull())
    .addColumn('stok_kartlari_id', 'bigint')
    .addColumn('hizmet_ve_masraf_kartlari_id', 'bigint')
    .addColumn('user_id', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('tedarikci_kalem_eslesmeleri_key', ['department_id', 'cari_hesap_id', 'satici_kodu'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tedarikci_kalem_eslesmeleri').ifExists().execute();
  await sql`drop index if exists gelen_eirsaliye_alis_uq`.execute(db);
  await sql`drop index if exists gelen_efatura_alis_uq`.execute(db);
  await sql`alter table gelen_eirsaliye drop column if exists alis_irsaliye_id`.execute(db);
  await sql`alter table gelen_efatura drop column if exists alis_fatura_id`.execute(db);
  for (const table of ['gelen_efatura', 'gelen_eirsaliye'])
    await sql`alter table ${sql.table(table)} drop column if exists xml_dosya, drop column if exists xml_sha256,
      drop column if exists kaynak, drop column if exists dogrulama_bulgulari,
      drop column if exists yukleme_tarihi`.execute(db);
}
