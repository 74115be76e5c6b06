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

/** [table, number column, date column, UUID column, has unvan] of the calendar's six sources (spec 000 §3). */
const DOCUMENTS: [string, string, string, string, boolean][] = [
  ['e_fatura', 'e_fatura_numarasi', 'fatura_tarihi', 'ettn', true],
  ['gelen_efatura', 'document_id', 'document_issue_date', 'document_uuid', false],
  ['e_arsiv_fatura', 'e_fatura_numarasi', 'fatura_tarihi', 'ettn', true],
  ['e_irsaliye', 'irsaliye_numarasi', 'irsaliye_tarihi', 'ettn', false],
  ['gelen_eirsaliye', 'document_id', 'document_issue_date', 'document_uuid', false],
  ['serbest_meslek_makbuzu', 'makbuz_numarasi', 'duzenleme_tarihi', 'ettn', true],
];

/**
 * The six e-document tables the calendar reads, with the columns it needs (number, date, UUID); the
 * e-document issues add the rest of their fields.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, number, date, uuid, unvan] of DOCUMENTS) {
    let t = commonFields(db.schema.createTable(table))
      .addColumn(number, 'text')
      .addColumn(date, 'date', (c) => c.notNull())
      .addColumn(uuid, 'text', (c) => c.notNull());
    if (unvan) t = t.addColumn('unvan', 'text');
    await t.execute();
    await db.schema
      .createIndex(`${table}_department_id_idx`)
      .on(table)
      .columns(['department_id', 'id'])
      .execute();
    // The calendar asks one month of one company at a time.
    await db.schema
      .createIndex(`${table}_department_date_idx`)
      .on(table)
      .columns(['department_id', date])
      .execute();
    await db.schema.createIndex(`${table}_uuid_idx`).on(table).column(uuid).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table] of [...DOCUMENTS].reverse()) await db.schema.dropTable(table).execute();
}
