import { calendarDate } from '../../domain/dates';
import { AppError, Codes } from '../lib/errors';

// The params of a report call (docs/reports.md, "Params"): a period as two dates or a month, and ids. A value that
// is none answers 400 `fail.report.params` with the Turkish message per field in `errors`, never a 500.

/** The labels of the params, as the report page shows them. */
export const PARAM_LABELS: Record<string, string> = {
  donem_baslangic_tarihi: 'Dönem Başlangıç Tarihi',
  donem_bitis_tarihi: 'Dönem Bitiş Tarihi',
  ay: 'Ay',
  cari_hesap_id: 'Cari Hesap',
};

/** A refused param: `errors` as the store/update validation writes them (`{column: [message]}`). */
export function paramError(column: string, message: string): AppError {
  return new AppError(Codes.reportParams, 400, { column, errors: { [column]: [message] } });
}

/**
 * The day a param's value names (`YYYY-MM-DD`, the date part of a longer ISO text, or `GG.AA.YYYY`) when it is a
 * day of the calendar between 1900 and 2199, else null. The one reader of every date a report or a route takes
 * from its params: `2026-02-30` is refused here, never handed to a query (where PostgreSQL answers an error).
 */
export function dayOf(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const s = v.trim();
  const day = calendarDate(/^\d{4}-/.test(s) ? s.slice(0, 10) : s, { turkish: true });
  if (!day) return null;
  const y = Number(day.slice(0, 4));
  return y >= 1900 && y <= 2199 ? day : null;
}

const empty = (v: unknown) => v === undefined || v === null || v === '';

/**
 * A date param (`YYYY-MM-DD`; the date part of a longer ISO text is taken; `GG.AA.YYYY` too), or `fallback` when
 * empty (`null`: none). A value that is no day of the calendar is 400 `fail.report.params` with a Turkish message.
 */
export function dateParam(params: Record<string, unknown>, name: string, fallback?: string): string;
export function dateParam(params: Record<string, unknown>, name: string, fallback: null): string | null;
export function dateParam(
  params: Record<string, unknown>,
  name: string,
  fallback?: string | null,
): string | null {
  const v = params[name];
  const label = PARAM_LABELS[name] ?? name;
  if (empty(v)) {
    if (fallback !== undefined) return fallback;
    throw paramError(name, `${label} alanı zorunludur.`);
  }
  const day = dayOf(v);
  if (!day) throw paramError(name, `${label} geçerli bir tarih olmalıdır.`);
  return day;
}

/** A record id param (a positive whole number). */
export function idParam(params: Record<string, unknown>, name: string): number {
  const v = params[name];
  const label = PARAM_LABELS[name] ?? name;
  if (empty(v)) throw paramError(name, `${label} alanı zorunludur.`);
  const n =
    typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,15}$/.test(v.trim()) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw paramError(name, `${label} geçerli bir kayıt olmalıdır.`);
  return n;
}

/** The last day of a month, `YYYY-MM-DD`. */
export function monthEnd(year: number, month: number): string {
  const d = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Today in Türkiye (UTC+3), `YYYY-MM-DD`. */
export function todayTr(now = new Date()): string {
  return new Date(now.getTime() + 3 * 3600_000).toISOString().slice(0, 10);
}

/**
 * The period of a report: `ay` (`YYYY-MM`, or a month number 1–12 of the year of `donem_baslangic_tarihi`, else of
 * this year) wins; otherwise `donem_baslangic_tarihi` … `donem_bitis_tarihi`, both required, the first not after
 * the second.
 */
export function periodParam(params: Record<string, unknown>): { from: string; to: string } {
  const ay = params.ay;
  if (!empty(ay)) {
    const text = String(ay).trim();
    let year: number;
    let month: number;
    const ym = /^(\d{4})-(\d{1,2})$/.exec(text);
    if (ym) {
      year = Number(ym[1]);
      month = Number(ym[2]);
    } else if (/^\d{1,2}$/.test(text)) {
      month = Number(text);
      const start = dayOf(params.donem_baslangic_tarihi);
      year = Number((start ?? todayTr()).slice(0, 4));
    } else throw paramError('ay', 'Ay 1 ile 12 arasında bir ay olmalıdır.');
    if (month < 1 || month > 12 || year < 1900 || year > 2199)
      throw paramError('ay', 'Ay 1 ile 12 arasında bir ay olmalıdır.');
    return { from: `${year}-${String(month).padStart(2, '0')}-01`, to: monthEnd(year, month) };
  }
  const from = dateParam(params, 'donem_baslangic_tarihi');
  const to = dateParam(params, 'donem_bitis_tarihi');
  if (to < from)
    throw paramError('donem_bitis_tarihi', 'Dönem Bitiş Tarihi, Dönem Başlangıç Tarihi’nden önce olamaz.');
  return { from, to };
}
