import { sql, type RawBuilder } from 'kysely';
import { D, toFixedString, type Dec } from '../../domain/money';

// Small SQL and figure helpers shared by the reports (docs/reports.md).

/**
 * A money column of a document in TL: itself for a TL document, else × `döviz_kuru` rounded to 2 decimals per
 * document (the way `dovizli_tutar` is made), so a TL report of TL documents is their exact sum.
 */
export function tl(column: string, alias = 't'): RawBuilder<unknown> {
  const c = sql.ref(`${alias}.${column}`);
  return sql`(case when coalesce(${sql.ref(`${alias}.para_birimi_id`)}, 1) = 1 then ${c}
    else round(${c} * coalesce(${sql.ref(`${alias}.döviz_kuru`)}, 1), 2) end)`;
}

/** A decimal string (or null) as a Dec; null and '' are 0. */
export const dec = (v: unknown): Dec => D(v === null || v === undefined || v === '' ? '0' : String(v));

/** A Dec as a money string at 2 decimals. */
export const money = (v: Dec): string => toFixedString(v, 2);

const MONTHS = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
];

/** `2026-11` → 'Kasım 2026'. */
export function monthLabel(ym: string): string {
  return `${MONTHS[Number(ym.slice(5, 7)) - 1]} ${ym.slice(0, 4)}`;
}

/** The months `YYYY-MM` from `from`'s month to `to`'s, in order. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  const end = to.slice(0, 7);
  for (;;) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    if (ym > end) break;
    out.push(ym);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

/** Zero as a Dec. */
export const ZERO_DEC = D('0');
