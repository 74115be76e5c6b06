import { sql, type Kysely } from 'kysely';

// Conversions (001 §2.3, docs/conversions.md): each line of an invoice or waybill made from an order keeps the
// order's id and the order line's id; each line of an invoice made from a waybill keeps the waybill's id and the
// waybill line's id. No foreign keys: an order's line rows are rewritten (new ids) when its lines change, and the
// order hooks re-point the links themselves (server/documents/order-links.ts).

const LINKS: [table: string, columns: string[]][] = [
  ['satis_fatura_hizmet', ['siparis_id', 'siparis_hizmet_id', 'irsaliye_id', 'irsaliye_hizmet_id']],
  ['alis_fatura_hizmet', ['siparis_id', 'siparis_hizmet_id', 'irsaliye_id', 'irsaliye_hizmet_id']],
  ['satis_irsaliye_hizmet', ['siparis_id', 'siparis_hizmet_id']],
  ['alis_irsaliye_hizmet', ['siparis_id', 'siparis_hizmet_id']],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of LINKS) {
    for (const c of columns)
      await sql`alter table ${sql.table(table)} add column ${sql.id(c)} bigint`.execute(db);
    // The sums per order line (and per waybill line) read these.
    for (const c of columns.filter((c) => c.endsWith('_hizmet_id')))
      await sql`create index ${sql.id(`${table}_${c}_idx`)} on ${sql.table(table)} (${sql.id(c)})
        where ${sql.id(c)} is not null`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of LINKS)
    for (const c of columns) await sql`alter table ${sql.table(table)} drop column ${sql.id(c)}`.execute(db);
}
