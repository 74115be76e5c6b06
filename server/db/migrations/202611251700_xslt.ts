import { sql, type Kysely } from 'kysely';

/**
 * The e-document XSLT templates (002 §3 `xslt`: `xslt_dosya`, `varsayilan`, `xslt_tur_id`; pages /ayarlar/xslt) and
 * the compiled form of every template file (`xslt_derlemeleri`, docs/e-documents.md, "User XSLT templates"): the
 * SEF SaxonJS runs, keyed by the file's sha256 and the compiler's version, so that a template is compiled once
 * (GİB's general.xslt takes about 10 s of CPU) and every server process finds it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('xslt')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('own_id', 'bigint')
    .addColumn('user_id', 'bigint')
    .addColumn('state', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('department_id', 'bigint', (c) => c.notNull())
    .addColumn('name_basic', 'text', (c) => c.notNull())
    .addColumn('xslt_tur_id', 'integer', (c) => c.notNull().check(sql`xslt_tur_id between 1 and 4`))
    .addColumn('varsayilan', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('xslt_dosya', 'jsonb', (c) => c.notNull())
    .addColumn('description', 'text')
    .execute();
  await sql`create index xslt_department_id_idx on xslt (department_id, id)`.execute(db);
  // The default template of a type is looked up on every render.
  await sql`create index xslt_default_idx on xslt (department_id, xslt_tur_id) where varsayilan`.execute(db);

  await db.schema
    .createTable('xslt_derlemeleri')
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('derleyici', 'text', (c) => c.notNull())
    .addColumn('sef', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('xslt_derlemeleri_pkey', ['sha256', 'derleyici'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('xslt_derlemeleri').execute();
  await db.schema.dropTable('xslt').execute();
}
