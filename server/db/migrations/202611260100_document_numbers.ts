import { sql, type Kysely } from 'kysely';
import { numberIndexName, numberIndexSql } from '../../tables/table.numbers';

// Document numbers (issue 11 item 10, docs/document-numbers.md): the per-company series and the unique number
// index of every numbered table on main at the time (invoices, small-business invoices, quotes). The tables of
// later migrations create their own index with `numberIndexSql`.

const NUMBERED: { table: string; column: string; unique_per?: string[] }[] = [
  { table: 'satis_fatura', column: 'fatura_numarasi' },
  { table: 'alis_fatura', column: 'fatura_numarasi', unique_per: ['cari_hesap_id'] },
  { table: 'kobi_satis_fatura', column: 'fatura_numarasi' },
  { table: 'kobi_alis_fatura', column: 'fatura_numarasi', unique_per: ['cari_hesap_id'] },
  { table: 'teklifler', column: 'teklif_no' },
];

/**
 * A number kept twice in one company before the index existed: every copy but the oldest gets its id appended
 * (`-123`), archived like any update, so that the index can be made and nothing is lost.
 */
export async function separateDuplicates(
  db: Kysely<any>,
  n: { table: string; column: string; unique_per?: string[] },
) {
  const keys = ['department_id', ...(n.unique_per ?? []), n.column].map((c) => sql.ref(c));
  const dup = sql`select id from (select id, row_number() over (partition by ${sql.join(keys)} order by id) as k
    from ${sql.table(n.table)} where ${sql.ref(n.column)} is not null) x where k > 1`;
  await sql`insert into archive (table_name, record_id, department_id, action, data, user_id)
    select ${n.table}, t.id, t.department_id, 'update', to_jsonb(t), t.user_id
    from ${sql.table(n.table)} t where t.id in (${dup})`.execute(db);
  await sql`update ${sql.table(n.table)} set ${sql.ref(n.column)} = ${sql.ref(n.column)} || '-' || id::text
    where id in (${dup})`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('belge_serileri')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('department_id', 'bigint', (c) => c.notNull().references('departments.id'))
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('last_no', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('belge_serileri_key', ['department_id', 'table_name', 'prefix', 'year'])
    .execute();
  for (const n of NUMBERED) {
    await separateDuplicates(db, n);
    await numberIndexSql(n.table, n).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const n of NUMBERED)
    await sql`drop index if exists ${sql.id(numberIndexName(n.table, n.column))}`.execute(db);
  await db.schema.dropTable('belge_serileri').execute();
}
