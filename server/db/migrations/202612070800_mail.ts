import { sql, type Kysely } from 'kysely';

// Issue 28 item 4 (docs/mail.md): the local mailbox — what Defter would have sent when no SMTP server is set
// (SMTP_URL empty), shown at /yerel-posta. In the database, not in a process's memory, so a mail written by one
// server process is on the page whichever process serves it.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('yerel_posta')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    // The company the mail is about (null: registration, before there is one).
    .addColumn('department_id', 'bigint', (c) => c.references('departments.id').onDelete('cascade'))
    .addColumn('kimden', 'text', (c) => c.notNull())
    .addColumn('kime', 'text', (c) => c.notNull())
    .addColumn('konu', 'text', (c) => c.notNull())
    .addColumn('metin', 'text', (c) => c.notNull())
    .addColumn('html', 'text')
    // What the mail is: kayit (registration), davet (invite), hatirlatma (reminder), paylasim (a shared invoice)…
    .addColumn('tur', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index yerel_posta_kime on yerel_posta (lower(kime), id desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('yerel_posta').execute();
}
