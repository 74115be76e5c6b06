import { read, type Sources } from './rule.conditions';
import type { ValueSource } from './types';

/** What value sources read besides the data: the clock, the time zone, the signed-in user and company. */
export interface RuleContext {
  /** Now; absent = the real clock. */
  now?: Date;
  /** IANA zone of "today"; Defter's companies are in Türkiye. */
  timeZone?: string;
  /** Columns of the signed-in user's row (users). */
  user?: Record<string, unknown>;
  /** Columns of the signed-in user's company row (departments). */
  company?: Record<string, unknown>;
}

/** The company's default time zone. */
export const DEFAULT_TIME_ZONE = 'Europe/Istanbul';

const DAY_MS = 86_400_000;

// One formatter per time zone, made once: building an Intl.DateTimeFormat costs about a millisecond (the form
// evaluates rules on every keystroke, the server on every save).
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar parts of an instant in a time zone: YYYY-MM-DD and HH:mm:ss. */
export function localParts(at: Date, timeZone = DEFAULT_TIME_ZONE): { date: string; time: string } {
  const parts = Object.fromEntries(
    zoneFormat(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

/** Adds whole days to a YYYY-MM-DD date (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The value a source gives now (undefined when a user/company/field source has none). */
export function resolveValue(source: ValueSource, src: Sources, ctx: RuleContext = {}): unknown {
  if (!isObject(source)) return source;
  if ('static' in source) return source.static;
  if ('field' in source) return read(src, source.field, source.of);
  if ('user' in source) return ctx.user?.[source.user] ?? undefined;
  if ('company' in source) return ctx.company?.[source.company] ?? undefined;
  const { date, time } = localParts(ctx.now ?? new Date(), ctx.timeZone);
  if ('date' in source) {
    const shift = { yesterday: -1, today: 0, tomorrow: 1 }[source.date];
    return addDays(date, shift);
  }
  if (source.now === 'date') return date;
  if (source.now === 'time') return time;
  return `${date}T${time}`;
}
