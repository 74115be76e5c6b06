import { sql, type Kysely } from 'kysely';

/** front_test: named form data of admin mode's save-test, per company and table. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('front_test')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('own_id', 'bigint')
    .addColumn('user_id', 'bigint')
    .addColumn('state', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('department_id', 'bigint', (c) => c.notNull())
    .addColumn('tablo_ismi', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('test_json', 'jsonb')
    .addColumn('test_json_2', 'jsonb')
    .execute();
  await db.schema
    .createIndex('front_test_department_table_idx')
    .on('front_test')
    .columns(['department_id', 'tablo_ismi', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('front_test').execute();
}
