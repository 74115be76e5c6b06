import { sql, type Kysely } from 'kysely';

/**
 * The e-invoice forms share the sales invoice's header columns (server/catalog/e-invoice-columns.ts), and the sales
 * invoice gained a saved note (`kayitli_notlar_id`, 202611260400_office): e_fatura and e_arsiv_fatura get it too, so
 * that the catalogue and the database agree (a saved note's text fills the description, docs/office.md).
 */
const TABLES = ['e_fatura', 'e_arsiv_fatura'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES)
    await sql`alter table ${sql.table(table)} add column kayitli_notlar_id bigint references kayitli_notlar (id)`.execute(
      db,
    );
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES)
    await sql`alter table ${sql.table(table)} drop column kayitli_notlar_id`.execute(db);
}
