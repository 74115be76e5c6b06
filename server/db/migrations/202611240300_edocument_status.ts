import { sql, type Kysely } from 'kysely';

/** The outgoing e-document tables whose lists split by status (002 §4; server/catalog/edocument-status.ts). */
const TABLES = ['e_fatura', 'e_arsiv_fatura', 'e_irsaliye'];

/** `e_fatura_durumu_id`: 1 draft (every saved document), 2 outgoing. Existing rows are drafts. */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES)
    await db.schema
      .alterTable(table)
      .addColumn('e_fatura_durumu_id', 'integer', (c) => c.notNull().defaultTo(sql`1`))
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [...TABLES].reverse())
    await db.schema.alterTable(table).dropColumn('e_fatura_durumu_id').execute();
}
