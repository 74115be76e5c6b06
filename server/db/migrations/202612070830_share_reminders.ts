import { sql, type Kysely } from 'kysely';

// Issue 28 item 4 (docs/mail.md "Share links", "Reminders"):
// - paylasim_linkleri: the share links of invoices ("Paylaş"): signed tokens name a row here, which can be revoked;
// - odeme_islemleri gains the invoice a card payment through a link pays (tur 'fatura'), and the bank transaction it
//   posted; one bank transaction per provider payment id (a unique index: a repeated notification cannot post twice);
// - hatirlatma_ayarlari: a company's reminder schedule (days around the due date), the link's life and the bank
//   account card payments are collected into;
// - hatirlatma_gonderimleri: one row per invoice and step, so a step is never mailed twice;
// - the invoices' due date (vade_tarihi): the same column, trigger and index the dashboard's migration
//   (202612070700_invoice_due_date) adds, written so that either may come first.

const DUE_TABLES = ['satis_fatura', 'alis_fatura', 'kobi_satis_fatura', 'kobi_alis_fatura'];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function fatura_vade_tarihi() returns trigger language plpgsql as $$
      begin
        new.vade_tarihi := coalesce(new.vade_tarihi, new.fatura_tarihi);
        return new;
      end $$`.execute(db);
  for (const t of DUE_TABLES) {
    const table = sql.table(t);
    await sql`alter table ${table} add column if not exists vade_tarihi date`.execute(db);
    await sql`update ${table} set vade_tarihi = fatura_tarihi where vade_tarihi is null`.execute(db);
    await sql`drop trigger if exists ${sql.raw(`${t}_vade_tarihi`)} on ${table}`.execute(db);
    await sql`create trigger ${sql.raw(`${t}_vade_tarihi`)} before insert or update on ${table}
      for each row execute function fatura_vade_tarihi()`.execute(db);
    await sql`create index if not exists ${sql.raw(`${t}_acik_vade_idx`)} on ${table} (department_id, vade_tarihi)
      where kalan_odeme_tutari > 0`.execute(db);
  }

  await db.schema
    .createTable('paylasim_linkleri')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('department_id', 'bigint', (c) => c.notNull().references('departments.id').onDelete('cascade'))
    .addColumn('belge_tablosu', 'text', (c) => c.notNull())
    .addColumn('belge_id', 'bigint', (c) => c.notNull())
    // Random, in the signed token too: a link made again for the same row never matches an old token.
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_by', 'bigint', (c) => c.references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('acilma_sayisi', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('son_acilma', 'timestamptz')
    .execute();
  await sql`create index paylasim_linkleri_belge on paylasim_linkleri (department_id, belge_tablosu, belge_id)`.execute(
    db,
  );

  await sql`alter table odeme_islemleri
    add column fatura_tablosu text,
    add column fatura_id bigint,
    add column paylasim_id bigint references paylasim_linkleri(id) on delete set null,
    add column aciklama text,
    add column tahsilat_id bigint`.execute(db);
  // One collection per provider payment id (odeme_islemleri.id is the provider's merchant_oid).
  await sql`alter table banka_gelen_havale_islemi add column if not exists odeme_islem_id text`.execute(db);
  await sql`create unique index banka_gelen_havale_odeme_islem_uq on banka_gelen_havale_islemi (odeme_islem_id)
    where odeme_islem_id is not null`.execute(db);

  await db.schema
    .createTable('hatirlatma_ayarlari')
    .addColumn('department_id', 'bigint', (c) => c.primaryKey().references('departments.id').onDelete('cascade'))
    .addColumn('acik', 'boolean', (c) => c.notNull().defaultTo(false))
    // Days from the due date: −3 three days before, 0 on the day, 7 a week after.
    .addColumn('adimlar', 'jsonb', (c) => c.notNull().defaultTo(sql`'[-3, 0, 7]'::jsonb`))
    .addColumn('link_gun', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('banka_karti_id', 'bigint')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('hatirlatma_gonderimleri')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('department_id', 'bigint', (c) => c.notNull().references('departments.id').onDelete('cascade'))
    .addColumn('belge_tablosu', 'text', (c) => c.notNull())
    .addColumn('belge_id', 'bigint', (c) => c.notNull())
    .addColumn('adim', 'integer', (c) => c.notNull())
    .addColumn('vade_tarihi', 'date', (c) => c.notNull())
    // gonderiliyor (claimed), gonderildi, atlandi (a later step was due first), hata (the server said no).
    .addColumn('durum', 'text', (c) => c.notNull())
    .addColumn('kime', 'text')
    .addColumn('message_id', 'text')
    .addColumn('deneme', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hata', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addUniqueConstraint('hatirlatma_gonderimleri_adim_uq', ['belge_tablosu', 'belge_id', 'adim', 'vade_tarihi'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('hatirlatma_gonderimleri').execute();
  await db.schema.dropTable('hatirlatma_ayarlari').execute();
  await sql`drop index if exists banka_gelen_havale_odeme_islem_uq`.execute(db);
  await sql`alter table banka_gelen_havale_islemi drop column if exists odeme_islem_id`.execute(db);
  await sql`alter table odeme_islemleri drop column fatura_tablosu, drop column fatura_id, drop column paylasim_id,
    drop column aciklama, drop column tahsilat_id`.execute(db);
  await db.schema.dropTable('paylasim_linkleri').execute();
  // The invoices' due date stays: the dashboard's migration owns it too.
}
