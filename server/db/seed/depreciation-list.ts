import { sql } from 'kysely';
import { straightLineRate } from '../../../domain/assets';
import type { Db } from '../database';

// The Ministry of Finance's useful-life list (Amortismana Tabi İktisadi Kıymetler Listesi, VUK Genel Tebliği 333
// and its amendments 339, 365, 389, 399, 406, 418, 439, 458): the rows whose life and rate were checked against the
// published list, as global rows of `amortisman_listesi` (department_id NULL). A company adds the rest of the rows
// it uses as its own (docs/office.md). Run by migration 202611260400 on every database.

/** Sıra no, name, useful life in years (the rate is 100 / life, as printed in the list). */
const ROWS: [string, string, number][] = [
  ['1.1.1', 'Binalar (idare, ticarethane, depo, konut vb.): Beton, kargir, demir, çelik', 50],
  ['1.1.2', 'Binalar (idare, ticarethane, depo, konut vb.): Yarı kargir, yarı ahşap', 33],
  ['1.1.3', 'Binalar (idare, ticarethane, depo, konut vb.): Ahşap, kerpiç', 20],
  ['1.2.1', 'Fabrika, atölye, garaj, depo ve benzeri binalar: Beton, kargir, demir, çelik', 40],
  ['1.2.2', 'Fabrika, atölye, garaj, depo ve benzeri binalar: Yarı kargir', 25],
  ['', 'Binek otomobilleri', 5],
];

/** Inserts the list's global rows that are missing (by name). */
export async function seedDepreciationList(db: Db): Promise<void> {
  for (const [kod, name, years] of ROWS) {
    await sql`insert into amortisman_listesi (kod, name_basic, faydali_omur, normal_amortisman_oran)
      select ${kod || null}, ${name}, ${years}, ${straightLineRate(years)}::numeric
      where not exists (select 1 from amortisman_listesi where department_id is null and name_basic = ${name})`.execute(
      db,
    );
  }
  await sql`update amortisman_listesi set own_id = id where own_id is null`.execute(db);
}
