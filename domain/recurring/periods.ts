// The dates of a recurring invoice's periods (issue 28 item 3; docs/mail.md "Recurring invoices"). Pure: dates are
// `YYYY-MM-DD` strings of the Turkish calendar day, never a Date in some time zone.

import { calendarDate } from '../dates';

/** How often: every `aralik` weeks or months. */
export type Periyot = 'haftalik' | 'aylik';

export interface RecurrencePlan {
  periyot: Periyot;
  /** Every n weeks / months (1 = every week / month, 3 = quarterly). */
  aralik: number;
  /** Monthly: the day of the month (1–31; a shorter month takes its last day); null = the start date's day. */
  ayin_gunu: number | null;
  /** The first period's date. */
  baslangic_tarihi: string;
  /** The last day a period may fall on (inclusive), or null. */
  bitis_tarihi: string | null;
  /** How many periods in all, or null. */
  adet: number | null;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const parse = (d: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(d);
  if (!m) throw new Error(`not a date: ${d}`);
  return { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) };
};
/** Days in a month (1–12) of a year. */
export const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const fmt = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

/** `date` plus `days` days. */
export function addDays(date: string, days: number): string {
  const { y, m, d } = parse(date);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return fmt(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** Whole days from `a` to `b` (b − a). */
export function daysBetween(a: string, b: string): number {
  const x = parse(a);
  const y = parse(b);
  return Math.round((Date.UTC(y.y, y.m - 1, y.d) - Date.UTC(x.y, x.m - 1, x.d)) / 86_400_000);
}

/**
 * The date of period `k` (0 = the first): weekly, the start plus 7·n·k days; monthly, the start's month plus n·k
 * months on the plan's day, a shorter month taking its last day (31 Ocak → 28 Şubat → 31 Mart: each month is
 * counted from the start, so a short month does not pull the later ones back). Null past the end or the count.
 */
export function periodDate(plan: RecurrencePlan, k: number): string | null {
  if (k < 0 || (plan.adet !== null && k >= plan.adet)) return null;
  const start = parse(plan.baslangic_tarihi);
  let date: string;
  if (plan.periyot === 'haftalik') date = addDays(plan.baslangic_tarihi, 7 * plan.aralik * k);
  else {
    const months = start.m - 1 + plan.aralik * k;
    const y = start.y + Math.floor(months / 12);
    const m = (months % 12) + 1;
    const day = Math.min(plan.ayin_gunu ?? start.d, daysInMonth(y, m));
    date = fmt(y, m, day);
  }
  return plan.bitis_tarihi !== null && date > plan.bitis_tarihi ? null : date;
}

/** Checks a plan's settings; Turkish field errors (empty when right). */
export function planErrors(p: Partial<RecurrencePlan>): Record<string, string> {
  const e: Record<string, string> = {};
  if (p.periyot !== 'haftalik' && p.periyot !== 'aylik')
    e.periyot = 'Periyot haftalık ya da aylık olmalıdır.';
  if (!Number.isInteger(p.aralik) || p.aralik! < 1 || p.aralik! > 12)
    e.aralik = 'Tekrar aralığı 1 ile 12 arasında bir tam sayı olmalıdır.';
  if (p.ayin_gunu !== null && p.ayin_gunu !== undefined) {
    if (p.periyot !== 'aylik') e.ayin_gunu = 'Ayın günü yalnızca aylık tekrarda seçilir.';
    else if (!Number.isInteger(p.ayin_gunu) || p.ayin_gunu < 1 || p.ayin_gunu > 31)
      e.ayin_gunu = 'Ayın günü 1 ile 31 arasında olmalıdır.';
  }
  const isDate = (d: unknown) =>
    typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d) && calendarDate(d) !== null;
  if (!isDate(p.baslangic_tarihi)) e.baslangic_tarihi = 'Başlangıç Tarihi alanı zorunludur.';
  if (p.bitis_tarihi !== null && p.bitis_tarihi !== undefined) {
    if (!isDate(p.bitis_tarihi)) e.bitis_tarihi = 'Bitiş Tarihi alanı geçerli değil.';
    else if (isDate(p.baslangic_tarihi) && p.bitis_tarihi < p.baslangic_tarihi!)
      e.bitis_tarihi = 'Bitiş tarihi başlangıç tarihinden önce olamaz.';
  }
  if (p.adet !== null && p.adet !== undefined && (!Number.isInteger(p.adet) || p.adet < 1 || p.adet > 600))
    e.adet = 'Tekrar sayısı 1 ile 600 arasında olmalıdır.';
  if (p.adet != null && p.bitis_tarihi != null)
    e.adet = 'Bitiş tarihi ya da tekrar sayısından yalnızca biri seçilir.';
  return e;
}
