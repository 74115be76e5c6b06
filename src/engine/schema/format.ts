// Display formats of the tr-TR locale. Intl formats decimal STRINGS exactly (no float on the way).

import { CURRENCY_CODES } from '../../../domain/money';

const number = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 4 });
const DECIMAL = /^-?\d+(\.\d+)?$/;
const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * The ISO code whose symbol an amount is shown with: the para_birimi_id of its record (002 §9 ids), TL when the
 * record has none or an unknown one (issue 12 item 5: never ₺ on a dollar amount, docs/currencies.md).
 */
export function currencyOf(paraBirimiId: unknown): string {
  if (paraBirimiId === undefined || paraBirimiId === null || paraBirimiId === '') return 'TRY';
  return CURRENCY_CODES[Number(paraBirimiId)] ?? 'TRY';
}

/**
 * Amounts that are in TL whatever the record's currency: the TL equivalents (Dövizli Tutar, TL Karşılığı) and a
 * cheque's or note's Kalan Tutar (its TL equivalent less what was paid).
 */
export const TL_AMOUNT_COLUMNS: ReadonlySet<string> = new Set(['dovizli_tutar', 'kalan_tutar']);

/**
 * The ISO code of an amount column of a record: TL for the TL equivalents, else the record's currency — read
 * from `para_birimi_id__id` (lists and show answers give the relation's text in `para_birimi_id`) or from
 * `para_birimi_id` itself (form values).
 */
export function amountCurrency(column: string, record: Record<string, unknown> | undefined): string {
  if (TL_AMOUNT_COLUMNS.has(column) || !record) return 'TRY';
  return currencyOf(record.para_birimi_id__id ?? record.para_birimi_id);
}

/** The symbol of an ISO code as tr-TR writes it: ₺, $, €, £, ¥, CHF. */
export function currencySymbol(code: string): string {
  return moneyFormat(code)
    .formatToParts(0)
    .find((p) => p.type === 'currency')!.value;
}

function moneyFormat(code: string): Intl.NumberFormat {
  let f = moneyFormats.get(code);
  if (!f) {
    f = new Intl.NumberFormat('tr-TR', {
      style: 'currency',
      currency: code,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(code, f);
  }
  return f;
}

/** '1234.5' → '₺1.234,50' (two decimals, Turkish grouping; '$1.234,50' for USD); anything else unchanged. */
export function formatMoney(value: unknown, currency = 'TRY'): string {
  if (value === null || value === undefined || value === '') return '';
  const s = String(value);
  return DECIMAL.test(s) ? moneyFormat(currency).format(s as unknown as number) : s;
}

/** '1234.5678' → '1.234,5678' (up to 4 decimals, grouping on). */
export function formatNumber(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const s = String(value);
  return DECIMAL.test(s) ? number.format(s as unknown as number) : s;
}

/** 'YYYY-MM-DD…' → 'DD.MM.YYYY', with ' HH:mm' when the value carries a time. */
export function formatDate(value: unknown, withTime = false): string {
  if (value === null || value === undefined || value === '') return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(String(value));
  if (!m) return String(value);
  const date = `${m[3]}.${m[2]}.${m[1]}`;
  return withTime && m[4] ? `${date} ${m[4]}:${m[5]}` : date;
}

const amountFormats = new Map<number, Intl.NumberFormat>();

/** '1234.5' → '1.234,50' for a money input at rest (2 to `maxFraction` decimals, no symbol). */
export function formatAmount(value: unknown, maxFraction = 4): string {
  if (value === null || value === undefined || value === '') return '';
  const s = String(value);
  if (!DECIMAL.test(s)) return s;
  // One formatter per scale: creating an Intl.NumberFormat costs far more than formatting with it (the line
  // grid and the totals panel format dozens of amounts per keystroke).
  let f = amountFormats.get(maxFraction);
  if (!f) {
    f = new Intl.NumberFormat('tr-TR', {
      minimumFractionDigits: Math.min(2, maxFraction),
      maximumFractionDigits: maxFraction,
    });
    amountFormats.set(maxFraction, f);
  }
  return f.format(s as unknown as number);
}
