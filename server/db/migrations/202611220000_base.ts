import { sql, type Kysely } from 'kysely';

// tr_lower: Turkish lower case that does not depend on the server's locale (PGlite runs in C locale,
// where lower() leaves İ, I, Ç, Ş, Ğ, Ö, Ü as they are). Text filters compare tr_lower(column) with
// tr_lower(value), and trigram indexes are built on it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    create or replace function tr_lower(t text) returns text
    language sql immutable strict parallel safe as $$
      select lower(translate(t, 'IİÇŞĞÖÜÂÎÛ', 'ıiçşğöüâîû'))
    $$`.execute(db);

  // Every update and delete copies the old row here first; restore reads it back.
  await db.schema
    .createTable('archive')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('record_id', 'bigint', (c) => c.notNull())
    .addColumn('department_id', 'bigint')
    .addColumn('action', 'text', (c) => c.notNull()) // 'update' | 'delete' | 'restore'
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('user_id', 'bigint')
    .addColumn('archived_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('archive_record_idx')
    .on('archive')
    .columns(['table_name', 'record_id', 'department_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('archive').execute();
  await sql`drop function if exists tr_lower(text)`.execute(db);
}
