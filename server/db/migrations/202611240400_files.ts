import { sql, type Kysely } from 'kysely';

/**
 * dosyalar: the bytes of every file stored through a files column (docs/table-service.md, "Files"), kept in
 * the database so that PGlite and PostgreSQL work alike, with no directory of their own, and a record's
 * archived and restored versions still find their files. Rows are never deleted by the table service. Also
 * the stock card's pictures (`stok_kartlari.images`, 001 §3).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dosyalar')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('department_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint')
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('column_name', 'text', (c) => c.notNull())
    .addColumn('record_id', 'bigint', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size >= 0`))
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('dosyalar_department_id_idx')
    .on('dosyalar')
    .columns(['department_id', 'id'])
    .execute();
  await db.schema
    .createIndex('dosyalar_record_idx')
    .on('dosyalar')
    .columns(['department_id', 'table_name', 'record_id'])
    .execute();
  await db.schema.alterTable('stok_kartlari').addColumn('images', 'jsonb').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stok_kartlari').dropColumn('images').execute();
  await db.schema.dropTable('dosyalar').execute();
}
