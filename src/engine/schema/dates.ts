// Calendar values of the form: shown DD.MM.YYYY (and HH:mm:ss), kept YYYY-MM-DD / YYYY-MM-DDTHH:mm:ss,
// "now" in the company's time zone (Türkiye), whatever the browser's zone.

import { addDays, localParts } from '../../../domain/rules';
import { day } from './day';

// One copy of "now in Türkiye" and of day arithmetic: the rule language's (the server runs it too). Typed dates
// are read and checked by dayjs in strict mode.
export { addDays };
/** Now as YYYY-MM-DD and HH:mm:ss in the company's time zone. */
export const nowParts = (at: Date = new Date()) => localParts(at);

/** True for a real calendar day (no 31 February). */
export function isCalendarDate(y: number, m: number, d: number): boolean {
  if (!(y >= 1 && y <= 9999 && m >= 1 && d >= 1)) return false;
  const text = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return day(text, 'YYYY-MM-DD', true).isValid();
}

/** 'YYYY-MM-DD' → 'DD.MM.YYYY' ('' for anything else). */
export function toDisplayDate(value: unknown): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value ?? ''));
  return m ? `${m[3]}.${m[2]}.${m[1]}` : '';
}

/** 'DD.MM.YYYY' → 'YYYY-MM-DD', or null when it is not a complete, real date. */
export function fromDisplayDate(text: string): string | null {
  const t = text.trim();
  if (!/^\d{2}\.\d{2}\.\d{4}$/.test(t) || t.endsWith('0000')) return null;
  const d = day(t, 'DD.MM.YYYY', true);
  return d.isValid() ? d.format('YYYY-MM-DD') : null;
}

/** True for HH:mm:ss with real hours, minutes and seconds. */
export const isTime = (text: string) => /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.test(text);

/** 'YYYY-MM-DDTHH:mm:ss' (or with a space) → 'DD.MM.YYYY HH:mm:ss' ('' for anything else). */
export function toDisplayDateTime(value: unknown): string {
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2})?/.exec(String(value ?? ''));
  return m ? `${toDisplayDate(m[1])} ${m[2]}${m[3] ?? ':00'}` : '';
}

/** 'DD.MM.YYYY HH:mm:ss' → 'YYYY-MM-DDTHH:mm:ss', or null when incomplete or impossible. */
export function fromDisplayDateTime(text: string): string | null {
  const [d, t] = text.trim().split(/\s+/);
  const date = fromDisplayDate(d ?? '');
  return date && t && isTime(t) ? `${date}T${t}` : null;
}

/** The form's date shortcuts (001 §5.1): days from today. */
export const DATE_SHORTCUTS = [
  { id: 'today', days: 0 },
  { id: 'yesterday', days: -1 },
  { id: 'tomorrow', days: 1 },
  { id: 'weekBefore', days: -7 },
  { id: 'weekAfter', days: 7 },
] as const;

/** Which shortcut. */
export type DateShortcut = (typeof DATE_SHORTCUTS)[number]['id'];

/** A shortcut's value: a date, or with `withTime` the date at the current time of day. */
export function shortcutValue(id: DateShortcut, withTime: boolean, at: Date = new Date()): string {
  const { date, time } = nowParts(at);
  const day = addDays(date, DATE_SHORTCUTS.find((s) => s.id === id)!.days);
  return withTime ? `${day}T${time}` : day;
}

/**
 * Checks a date or datetime against "not before now" / "not after now" (001 §5.1): a date compares with
 * today, a datetime with this second. Returns the broken limit, if any.
 */
export function brokenDateLimit(
  value: string,
  limit: { notBefore?: 'now'; notAfter?: 'now' },
  at: Date = new Date(),
): 'notBefore' | 'notAfter' | undefined {
  const { date, time } = nowParts(at);
  const hasTime = value.length > 10;
  const now = hasTime ? `${date}T${time}` : date;
  const v = value.replace(' ', 'T');
  if (limit.notBefore && v < now) return 'notBefore';
  if (limit.notAfter && v > now) return 'notAfter';
  return undefined;
}
