import { sql, type Kysely } from 'kysely';

// Issue 27 item 2 (docs/signup.md): registration with a confirmed e-mail, and invites.
// - kayit_basvurulari: a registration waiting for its e-mail to be confirmed (the form's values, the password already
//   hashed; only the SHA-256 of the link's token), used once, 24 hours;
// - kullanici_davetleri: an admin's invite of an e-mail address to the company (the token's SHA-256), used once,
//   7 days, revocable.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('kayit_basvurulari')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('firma_adi', 'text', (c) => c.notNull())
    .addColumn('vergi_no', 'text', (c) => c.notNull())
    .addColumn('musteri_paketi_id', 'integer', (c) => c.notNull().references('musteri_paketleri.id'))
    .addColumn('ad', 'text', (c) => c.notNull())
    .addColumn('soyad', 'text', (c) => c.notNull())
    .addColumn('telefon', 'text')
    .addColumn('password', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('department_id', 'bigint', (c) => c.references('departments.id').onDelete('set null'))
    .execute();
  await sql`create index kayit_basvurulari_expires on kayit_basvurulari (expires_at)`.execute(db);

  await db.schema
    .createTable('kullanici_davetleri')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('department_id', 'bigint', (c) => c.notNull().references('departments.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name_basic', 'text')
    .addColumn('surname', 'text')
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('davet_eden_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('accepted_user_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await sql`create index kullanici_davetleri_department on kullanici_davetleri (department_id, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('kullanici_davetleri').execute();
  await db.schema.dropTable('kayit_basvurulari').execute();
}
