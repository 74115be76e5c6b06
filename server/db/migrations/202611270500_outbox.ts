import { sql, type Kysely } from 'kysely';
import { seedEInvoiceUsers } from '../seed/demo-einvoice-users';

// Issue 13 items 5–6 (docs/e-documents.md, "Integrator", "Sending", "Inbox and answers"):
// - efatura_kullanicilari: GİB's registered e-invoice users as the local integrator knows them (VKN / TCKN, title,
//   alias); global like GİB's list, seeded with the demo companies and their company customers;
// - entegrator_belgeleri: what the local integrator has accepted (one row per ETTN: a second send of one ETTN is
//   answered with the first receipt), with the receiver's answer;
// - giden_kutusu: the outbox, one send job per document, claimed with a lease by a worker;
// - gelen_efatura: the incoming invoice's sender, scenario, amounts, XML and the answer.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('efatura_kullanicilari')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('vkn_tckn', 'text', (c) => c.notNull().unique())
    .addColumn('unvan', 'text', (c) => c.notNull())
    .addColumn('etiket', 'text', (c) => c.notNull())
    .addColumn('kayit_tarihi', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('entegrator_belgeleri')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('ettn', 'uuid', (c) => c.notNull().unique())
    .addColumn('belge_turu', 'text', (c) => c.notNull())
    .addColumn('belge_no', 'text', (c) => c.notNull())
    .addColumn('gonderen_vkn', 'text', (c) => c.notNull())
    .addColumn('alici_vkn', 'text')
    .addColumn('durum', 'text', (c) => c.notNull())
    .addColumn('xml', 'text', (c) => c.notNull())
    .addColumn('alindi_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // How many more times the same ETTN was sent (and answered with the first receipt).
    .addColumn('tekrar_sayisi', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('yanit_kodu', 'text')
    .addColumn('yanit_aciklama', 'text')
    .addColumn('yanit_at', 'timestamptz')
    .execute();
  await sql`create index entegrator_belgeleri_alici on entegrator_belgeleri (alici_vkn, id)`.execute(db);

  await db.schema
    .createTable('giden_kutusu')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('department_id', 'bigint', (c) => c.notNull().references('departments.id'))
    .addColumn('belge_tablosu', 'text', (c) => c.notNull())
    .addColumn('belge_id', 'bigint', (c) => c.notNull())
    .addColumn('ettn', 'uuid', (c) => c.notNull().unique())
    .addColumn('belge_no', 'text', (c) => c.notNull())
    .addColumn('alici_vkn', 'text')
    .addColumn('xml', 'text', (c) => c.notNull())
    // bekliyor (waiting or retrying), gonderildi (the integrator accepted it), hata (refused for good).
    .addColumn('durum', 'text', (c) => c.notNull().defaultTo('bekliyor'))
    .addColumn('deneme_sayisi', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sonraki_deneme', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('entegrator_durumu', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await sql`create index giden_kutusu_due on giden_kutusu (sonraki_deneme, id) where durum = 'bekliyor'`.execute(
    db,
  );

  await sql`alter table gelen_efatura
    add column gonderen_vkn text,
    add column gonderen_unvan text,
    add column document_profile text,
    add column fatura_tipi text,
    add column odenecek_tutar numeric(18, 2),
    add column para_birimi text,
    add column xml_icerik text,
    add column response_code text,
    add column response_explanation text,
    add column yanit_tarihi timestamptz`.execute(db);
  await sql`create unique index gelen_efatura_uuid_uq on gelen_efatura (department_id, document_uuid)`.execute(
    db,
  );
  // A sent e-invoice's number is unique in its company (the series gives each one once).
  for (const table of ['e_fatura', 'e_arsiv_fatura'])
    await sql`create unique index ${sql.raw(`${table}_numara_uq`)} on ${sql.table(table)} (department_id, e_fatura_numarasi)
      where e_fatura_numarasi is not null and e_fatura_durumu_id <> 1`.execute(db);

  // A database that already has the demo companies (seeded before this migration) gets its registered users now.
  await seedEInvoiceUsers(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['e_fatura', 'e_arsiv_fatura'])
    await sql`drop index if exists ${sql.raw(`${table}_numara_uq`)}`.execute(db);
  await sql`drop index if exists gelen_efatura_uuid_uq`.execute(db);
  await sql`alter table gelen_efatura
    drop column gonderen_vkn, drop column gonderen_unvan, drop column document_profile, drop column fatura_tipi,
    drop column odenecek_tutar, drop column para_birimi, drop column xml_icerik, drop column response_code,
    drop column response_explanation, drop column yanit_tarihi`.execute(db);
  await db.schema.dropTable('giden_kutusu').execute();
  await db.schema.dropTable('entegrator_belgeleri').execute();
  await db.schema.dropTable('efatura_kullanicilari').execute();
}
