import { sql, type Kysely } from 'kysely';

/**
 * The fourth document kind of a cash or bank transaction (002 §4: tip_id 4, fixed operating expense): the
 * transactions point at a `sabit_isletme_giderleri` row (202611260400_office) with `sabit_isletme_giderleri_id`,
 * now that the table exists (docs/finance.md, "tip_id").
 */
const TRANSACTIONS = [
  'tahsilat_islem',
  'odeme_islemi',
  'banka_gelen_havale_islemi',
  'banka_giden_havale_islem',
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const t of TRANSACTIONS) {
    await sql`alter table ${sql.table(t)}
      add column sabit_isletme_giderleri_id bigint references sabit_isletme_giderleri (id)`.execute(db);
    await sql`create index ${sql.id(`${t}_sabit_isletme_giderleri_id_idx`)}
      on ${sql.table(t)} (sabit_isletme_giderleri_id)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of TRANSACTIONS)
    await sql`alter table ${sql.table(t)} drop column sabit_isletme_giderleri_id`.execute(db);
}
