import { sql, type Kysely } from 'kysely';

/**
 * e-Arşiv internet sales (docs/e-documents.md, "e-Arşiv internet sales"): e_arsiv_fatura gets the web address, the
 * payment (type, date, intermediary) and the carrier (VKN / TCKN, name, province, district, dispatch date) that an
 * invoice with gonderim_sekli_id 3 (İnternet Satışı) carries. `if not exists`: safe to run again.
 */
const COLUMNS: [string, string][] = [
  ['internet_web_adresi', 'text'],
  ['internet_odeme_sekli_id', 'integer'],
  ['internet_odeme_tarihi', 'date'],
  ['internet_odeme_aracisi', 'text'],
  ['internet_tasiyici_vkn', 'text'],
  ['internet_tasiyici_unvan', 'text'],
  ['internet_tasiyici_il', 'text'],
  ['internet_tasiyici_ilce', 'text'],
  ['internet_gonderim_tarihi', 'date'],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, type] of COLUMNS)
    await sql`alter table e_arsiv_fatura add column if not exists ${sql.raw(name)} ${sql.raw(type)}`.execute(
      db,
    );
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of COLUMNS)
    await sql`alter table e_arsiv_fatura drop column if exists ${sql.raw(name)}`.execute(db);
}
