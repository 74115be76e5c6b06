import type { Filter } from '../../domain/api/contract';
import { AppError, Codes, echo } from '../lib/errors';
import { readJson } from '../lib/json.read';

/** The largest page a list answers; bigger limits are clamped, not refused (the spec's browser asks 100000 for lines). */
export const MAX_LIST_LIMIT = 10_000;
export const DEFAULT_LIST_LIMIT = 10;
const MAX_PAGE = 1_000_000;

/** List parameters after the liberal parsing of the contract ("Be liberal in what you accept"). */
export interface ListQuery {
  page: number;
  limit: number;
  /** [column, ascending] in the caller's order; empty = id descending. */
  sorts: [string, boolean][];
  filters: [string, Filter][];
  /** column_array_id / column_array_id_query / column_set_id as sent, or null. */
  columnArrayId: string | null;
  /** Number columns whose sums over the filtered set the answer carries (`totals`); empty = none asked. */
  totals: string[];
  /** The column whose values split the sums (`totals_by`, a currency), or null for one sum per column. */
  totalsBy: string | null;
}

/** At most this many columns are summed in one list (a list shows a dozen). */
export const MAX_TOTAL_COLUMNS = 20;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const bad = (code: string, column?: string) =>
  new AppError(code, 400, column === undefined ? undefined : { column: echo(column) });

/** A JSON string of the params: its value, or 400 with `code` (too deep or a NUL: their own codes). */
function parsed(text: string, code: string): unknown {
  const read = readJson(text);
  if (read.ok) return read.value;
  throw bad(read.code === Codes.json ? code : read.code);
}

/** `params` as a JSON string or an object (or the body itself when it carries the keys directly). */
export function paramsOf(body: Record<string, unknown>): Record<string, unknown> {
  let p: unknown = 'params' in body ? body.params : body;
  if (typeof p === 'string') {
    if (p.trim() === '') return {};
    p = parsed(p, Codes.params);
  }
  if (p === undefined || p === null) return {};
  if (!isObject(p)) throw bad(Codes.params);
  return p;
}

function positiveInt(v: unknown, fallback: number, max: number): number {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : typeof v === 'number' ? v : NaN;
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(1, Math.floor(n)));
}

function direction(v: unknown, column: string): boolean {
  if (typeof v === 'boolean') return v;
  const s = String(v).trim().toLowerCase();
  if (['true', '1', 'asc'].includes(s)) return true;
  if (['false', '0', 'desc'].includes(s)) return false;
  throw bad(Codes.sort, column);
}

function sortsOf(v: unknown): [string, boolean][] {
  if (v === undefined || v === null || v === '') return [];
  if (typeof v === 'string') return sortsOf(parsed(v, Codes.sort));
  // `[{"col": true}, …]` as well as `{"col": true, …}`; `[]` is "no sort".
  const entries = Array.isArray(v)
    ? v.flatMap((item) => {
        if (!isObject(item)) throw bad(Codes.sort);
        return Object.entries(item);
      })
    : isObject(v)
      ? Object.entries(v)
      : null;
  if (!entries) throw bad(Codes.sort);
  // A column sorts once (its first direction): a list of a million repeats is not a million ORDER BY terms.
  const seen = new Set<string>();
  return entries.flatMap(([c, dir]): [string, boolean][] => {
    const d = direction(dir, c);
    if (seen.has(c)) return [];
    seen.add(c);
    return [[c, d]];
  });
}

function filtersOf(v: unknown): [string, Filter][] {
  if (v === undefined || v === null || v === '') return [];
  if (typeof v === 'string') return filtersOf(parsed(v, Codes.filter));
  if (Array.isArray(v) && v.length === 0) return [];
  if (!isObject(v)) throw bad(Codes.filter);
  return Object.entries(v).map(([c, f]) => {
    if (!isObject(f) || f.type === undefined || f.type === null || f.type === '') {
      throw bad(Codes.filter, c);
    }
    return [c, f as unknown as Filter];
  });
}

/** `totals`: a list of column names (or its JSON text); repeats dropped. */
function totalsOf(v: unknown): string[] {
  if (v === undefined || v === null || v === '') return [];
  if (typeof v === 'string') return totalsOf(parsed(v, Codes.totals));
  if (!Array.isArray(v) || v.some((c) => typeof c !== 'string' || c === '')) throw bad(Codes.totals);
  const names = [...new Set(v as string[])];
  if (names.length > MAX_TOTAL_COLUMNS) throw bad(Codes.totals);
  return names;
}

function totalsByOf(v: unknown): string | null {
  if (v === undefined || v === null || v === '') return null;
  if (typeof v !== 'string') throw bad(Codes.totals);
  return v;
}

/**
 * Reads list params: page (default 1), limit (default 10, clamped), sorts, filters, the column array id and the
 * columns to sum (`totals`, `totals_by`).
 */
export function parseListQuery(params: Record<string, unknown>): ListQuery {
  const arrayId = params.column_array_id ?? params.column_array_id_query ?? params.column_set_id;
  return {
    page: positiveInt(params.page, 1, MAX_PAGE),
    limit: positiveInt(params.limit, DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT),
    sorts: sortsOf(params.sorts),
    filters: filtersOf(params.filters),
    columnArrayId: arrayId === undefined || arrayId === null || arrayId === '' ? null : String(arrayId),
    totals: totalsOf(params.totals),
    totalsBy: totalsByOf(params.totals_by),
  };
}
