// Display formats of the tr-TR locale. Intl formats decimal STRINGS exactly (no float on the way).

const money = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });
const number = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 4 });
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** '1234.5' → '₺1.234,50' (two decimals, Turkish grouping); anything else unchanged. */
export function formatMoney(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const s = String(value);
  return DECIMAL.test(s) ? money.format(s as unknown as number) : s;
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
