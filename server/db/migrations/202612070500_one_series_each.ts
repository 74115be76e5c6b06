import { sql, type Kysely } from 'kysely';

// Issue 26, item 6 — one number series each (docs/document-numbers.md, "One series each"). A draft e-document has no
// number: the series gives it when the document is sent. Drafts stored before (the demo calendar's rows carried
// numbers such as ARS2026000000001, the number of a sent e-Arşiv) lose the number they never had, archived first like
// any update.

const DRAFT_NUMBERS: [table: string, column: string][] = [
  ['e_fatura', 'e_fatura_numarasi'],
  ['e_arsiv_fatura', 'e_fatura_numarasi'],
  ['e_irsaliye', 'irsaliye_numarasi'],
  ['serbest_meslek_makbuzu', 'makbuz_numarasi'],
  ['e_mustahsil_makbuzu', 'makbuz_numarasi'],
];

const has = async (db: Kysely<any>, table: string, column: string) =>
  (
    await sql<{ n: number }>`select count(*)::int as n from information_schema.columns
      where table_name = ${table} and column_name = ${column}`.execute(db)
  ).rows[0].n > 0;

/** Clears the numbers drafts carry (archived first); idempotent. */
export async function clearDraftNumbers(db: Kysely<any>): Promise<void> {
  for (const [table, column] of DRAFT_NUMBERS) {
    // Guard (docs/operations.md): only on a schema that has the columns.
    if (!(await has(db, table, column)) || !(await has(db, table, 'e_fatura_durumu_id'))) continue;
    const drafts = sql`select id from ${sql.table(table)}
      where coalesce(e_fatura_durumu_id, 1) = 1 and ${sql.ref(column)} is not null`;
    await sql`insert into archive (table_name, record_id, department_id, action, data, user_id)
      select ${table}, t.id, t.department_id, 'update', to_jsonb(t), t.user_id
      from ${sql.table(table)} t where t.id in (${drafts})`.execute(db);
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = null, updated_at = now()
      where id in (${drafts})`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await clearDraftNumbers(db);
}

export async function down(): Promise<void> {
  // The numbers were never the drafts' own (the archive keeps them).
}
