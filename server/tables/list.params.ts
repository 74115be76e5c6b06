import type { Filter } from '../../domain/api/contract';
import { AppError } from '../lib/errors';

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
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const bad = (message: string) => new AppError(message, 400);

/** `params` as a JSON string or an object (or the body itself when it carries the keys directly). */
export function paramsOf(body: Record<string, unknown>): Record<string, unknown> {
  let p: unknown = 'params' in body ? body.params : body;
  if (typeof p === 'string') {
    if (p.trim() === '') return {};
    try {
      p = JSON.parse(p);
    } catch {
      throw bad('Geçersiz istek: params JSON olarak okunamadı.');
    }
  }
  if (p === undefined || p === null) return {};
  if (!isObject(p)) throw bad('Geçersiz istek: params bir nesne olmalıdır.');
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
  throw bad(`"${column.slice(0, 64)}" için sıralama yönü geçersiz.`);
}

function sortsOf(v: unknown): [string, boolean][] {
  if (v === undefined || v === null || v === '') return [];
  if (typeof v === 'string') {
    try {
      return sortsOf(JSON.parse(v));
    } catch {
      throw bad('Geçersiz sıralama.');
    }
  }
  // `[{"col": true}, …]` as well as `{"col": true, …}`; `[]` is "no sort".
  const entries = Array.isArray(v)
    ? v.flatMap((item) => {
        if (!isObject(item)) throw bad('Geçersiz sıralama.');
        return Object.entries(item);
      })
    : isObject(v)
      ? Object.entries(v)
      : null;
  if (!entries) throw bad('Geçersiz sıralama.');
  return entries.map(([c, dir]) => [c, direction(dir, c)]);
}

function filtersOf(v: unknown): [string, Filter][] {
  if (v === undefined || v === null || v === '') return [];
  if (typeof v === 'string') {
    try {
      return filtersOf(JSON.parse(v));
    } catch {
      throw bad('Geçersiz filtre.');
    }
  }
  if (Array.isArray(v) && v.length === 0) return [];
  if (!isObject(v)) throw bad('Geçersiz filtre.');
  return Object.entries(v).map(([c, f]) => {
    if (!isObject(f) || f.type === undefined || f.type === null || f.type === '') {
      throw bad(`"${c.slice(0, 64)}" için filtre geçersiz.`);
    }
    return [c, f as unknown as Filter];
  });
}

/** Reads list params: page (default 1), limit (default 10, clamped), sorts, filters and the column array id. */
export function parseListQuery(params: Record<string, unknown>): ListQuery {
  const arrayId = params.column_array_id ?? params.column_array_id_query ?? params.column_set_id;
  return {
    page: positiveInt(params.page, 1, MAX_PAGE),
    limit: positiveInt(params.limit, DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT),
    sorts: sortsOf(params.sorts),
    filters: filtersOf(params.filters),
    columnArrayId: arrayId === undefined || arrayId === null || arrayId === '' ? null : String(arrayId),
  };
}
