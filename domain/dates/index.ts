// Calendar dates as both sides read them (issue 22 item 5): a date a client sends is a day of the Gregorian
// calendar or nothing. `Date.parse('2026-02-30')` is 2 March and PostgreSQL refuses `'2026-02-30'::date` with an
// error, so a text that only looks like a date must never get past the reader into a query.

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const TR = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** Whether year-month-day is a day of the calendar (29 February only in a leap year). */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A date text `YYYY-MM-DD` (zero padding of month and day optional) as `YYYY-MM-DD` when it names a day of the
 * calendar; null otherwise (`2026-02-30`, `2025-02-29`, `2026-13-01`, anything else). `turkish` also reads the
 * Turkish form `GG.AA.YYYY`.
 */
export function calendarDate(text: string, opts: { turkish?: boolean } = {}): string | null {
  const s = text.trim();
  let y: number, m: number, d: number;
  const iso = ISO.exec(s);
  const tr = !iso && opts.turkish ? TR.exec(s) : null;
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (tr) [y, m, d] = [Number(tr[3]), Number(tr[2]), Number(tr[1])];
  else return null;
  return isCalendarDay(y, m, d) ? `${pad(y, 4)}-${pad(m)}-${pad(d)}` : null;
}
