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

/**
 * The shell's data (docs/shell-data.md): notifications and favourites (rows of one user: user_id), global
 * announcements, and the browser's error log.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // state = unread. start_time: a notification shows once its time has come.
  await commonFields(db.schema.createTable('bildirimler'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('start_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('bildirim_json', 'text')
    .execute();
  await db.schema
    .createIndex('bildirimler_owner_idx')
    .on('bildirimler')
    .columns(['department_id', 'user_id', 'start_time'])
    .execute();

  // name holds the user id as text (spec 000 §3); description the JSON map of the shortcuts.
  await commonFields(db.schema.createTable('favoriler'))
    .addColumn('name', 'text')
    .addColumn('description', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema
    .createIndex('favoriler_owner_idx')
    .on('favoriler')
    .columns(['department_id', 'user_id'])
    .execute();

  // Announcements of Defter to every company (a global table: read by all, written by no one through the API).
  await db.schema
    .createTable('duyurular')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('announcement', 'text', (c) => c.notNull())
    .addColumn('duyuru_tipleri_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // The browser's error reports. token_id names the session token (never the token itself).
  await db.schema
    .createTable('hata_kayitlari')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('department_id', 'bigint')
    .addColumn('user_id', 'bigint')
    .addColumn('token_id', 'bigint')
    .addColumn('link', 'text')
    .addColumn('table_name', 'text')
    .addColumn('message', 'text')
    .addColumn('user_info', 'jsonb')
    .addColumn('payload', 'text')
    .addColumn('response_preview', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('hata_kayitlari_user_idx')
    .on('hata_kayitlari')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['hata_kayitlari', 'duyurular', 'favoriler', 'bildirimler']) {
    await db.schema.dropTable(t).execute();
  }
}
