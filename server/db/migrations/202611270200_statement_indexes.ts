import { sql, type Kysely } from 'kysely';

// The customer statement and the ageing (docs/reports.md) read each movement table by company, customer and date:
// one index of those three per table, so a statement of one customer among many reads only that customer's rows.

const TABLES: [string, string][] = [
  ['satis_fatura', 'fatura_tarihi'],
  ['kobi_satis_fatura', 'fatura_tarihi'],
  ['alis_fatura', 'fatura_tarihi'],
  ['kobi_alis_fatura', 'fatura_tarihi'],
  ['tahsilat_islem', 'islem_tarihi'],
  ['banka_gelen_havale_islemi', 'islem_tarihi'],
  ['odeme_islemi', 'islem_tarihi'],
  ['banka_giden_havale_islem', 'islem_tarihi'],
  ['musteri_cek', 'islem_tarihi'],
  ['musteri_senet', 'islem_tarihi'],
  ['firma_cek', 'islem_tarihi'],
  ['firma_senet', 'islem_tarihi'],
];

const nameOf = (table: string) => `${table}_cari_tarih_idx`;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, date] of TABLES)
    await sql`create index ${sql.id(nameOf(table))}
      on ${sql.table(table)} (department_id, cari_hesap_id, ${sql.ref(date)})`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table] of TABLES) await sql`drop index if exists ${sql.id(nameOf(table))}`.execute(db);
}
