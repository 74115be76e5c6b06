import { sql, type RawBuilder } from 'kysely';
import type { Filter } from '../../domain/api/contract';
import { calendarDate } from '../../domain/dates';
import type { CatalogColumn } from '../catalog/types';
import { AppError, Codes } from '../lib/errors';
import { kindOf, TIME_ZONE } from './column.kind';

// SQL fragments of the list verbs. Every identifier comes from the catalogue (sql.id on a column the caller
// was allowed to name); every value is a parameter. The row being read is always aliased `t`.

type Sql = RawBuilder<unknown>;

/** `t.<column>` */
export const ref = (name: string) => sql.id('t', name);

/** Suffix of the raw id beside a relation's display text in list and show records. */
export const RAW_ID_SUFFIX = '__id';

/** The joins and the select list that read `columns` with relations as display text plus `{col}__id`. */
export interface Selection {
  select: Sql[];
  joins: Sql[];
  /** Join alias per relation column, for sorting by the display text. */
  alias: Map<string, string>;
}

/** Reads every column for a list/show record: display text for relations, Turkish local time for datetimes. */
export function selectionOf(columns: CatalogColumn[]): Selection {
  const select: Sql[] = [];
  const joins: Sql[] = [];
  const alias = new Map<string, string>();
  columns.forEach((c, i) => {
    const kind = kindOf(c);
    if (kind === 'relation' && c.relation) {
      const a = `j${i}`;
      alias.set(c.name, a);
      joins.push(
        sql`left join ${sql.table(c.relation.table_name)} as ${sql.id(a)} on ${sql.id(a, c.relation.source_column_name)} = ${ref(c.name)}`,
      );
      select.push(sql`${sql.id(a, c.relation.display_column_name)} as ${sql.id(c.name)}`);
      select.push(sql`${ref(c.name)} as ${sql.id(c.name + RAW_ID_SUFFIX)}`);
    } else if (kind === 'datetime') {
      select.push(
        sql`to_char(${ref(c.name)} at time zone ${TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS') as ${sql.id(c.name)}`,
      );
    } else {
      select.push(sql`${ref(c.name)} as ${sql.id(c.name)}`);
    }
  });
  return { select, joins, alias };
}

/**
 * The ORDER BY term of one column: Turkish alphabetical order for text and relation display text.
 * `avoidIndexOrder`: the filters are served by a trigram index, so the rows are found through it and then
 * sorted. Left to itself the planner would walk the sort index and test every row against the filter, which
 * is ten times slower past the first pages (docs/table-service.md, "Performance"); `|| ''` keeps the same
 * order but no longer matches that index.
 */
export function sortTerm(
  c: CatalogColumn,
  ascending: boolean,
  selection: Selection,
  avoidIndexOrder = false,
): Sql {
  const kind = kindOf(c);
  const a = selection.alias.get(c.name);
  const dir = ascending ? sql`asc nulls last` : sql`desc nulls last`;
  if (kind === 'relation' && a && c.relation) {
    return sql`tr_sort_key(${sql.id(a, c.relation.display_column_name)}) collate "C" ${dir}`;
  }
  if (kind === 'text') {
    const key = c.sort_key_column ? ref(c.sort_key_column) : sql`tr_sort_key(${ref(c.name)})`;
    return avoidIndexOrder ? sql`(${key} || '') collate "C" ${dir}` : sql`${key} collate "C" ${dir}`;
  }
  return sql`${ref(c.name)} ${dir}`;
}

/** Trigram indexes serve LIKE patterns with at least three characters besides the wildcards. */
const TRIGRAM_MIN = 3;

/** True when the filter is a text match a trigram index can serve (contains, starts, ends, equals). */
export function usesTrigram(c: CatalogColumn, f: Filter): boolean {
  const type = Number(typeof f.type === 'string' ? f.type.trim() : f.type);
  if (kindOf(c) !== 'text' || ![1, 2, 3, 4].includes(type)) return false;
  const v = Array.isArray(f.filter) ? f.filter[0] : f.filter;
  return (typeof v === 'string' || typeof v === 'number') && [...String(v).trim()].length >= TRIGRAM_MIN;
}

const invalid = (c: CatalogColumn) => new AppError(Codes.filterValue, 400, { column: c.name });
const badType = (c: CatalogColumn) => new AppError(Codes.filterType, 400, { column: c.name });

const isEmptyValue = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** A one-element array counts as a scalar; a longer one is not a scalar. */
function scalar(c: CatalogColumn, v: unknown): string | number | boolean {
  const x = Array.isArray(v) ? (v.length === 1 ? v[0] : undefined) : v;
  if (typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean') return x;
  throw invalid(c);
}

function decimal(c: CatalogColumn, v: unknown): string {
  const s = String(scalar(c, v))
    .trim()
    .replace(/^(-?\d+),(\d+)$/, '$1.$2');
  if (!/^-?\d{1,20}(\.\d{1,20})?$/.test(s)) throw invalid(c);
  return s;
}

function boolValue(c: CatalogColumn, v: unknown): boolean {
  const s = String(scalar(c, v)).trim().toLowerCase();
  if (['1', 'true'].includes(s)) return true;
  if (['0', 'false'].includes(s)) return false;
  throw invalid(c);
}

function ids(c: CatalogColumn, v: unknown): string[] {
  const list = Array.isArray(v) ? v : typeof v === 'string' && v.includes(',') ? v.split(',') : [v];
  const out = list.map((x) => {
    const id = typeof x === 'object' && x !== null && 'source' in x ? (x as { source: unknown }).source : x;
    const s = String(id).trim();
    if (!/^\d{1,18}$/.test(s)) throw invalid(c);
    return String(BigInt(s));
  });
  return [...new Set(out)];
}

const DATETIME_RE = /^(\d{4})-(\d{1,2})-(\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** A calendar date (YYYY-MM-DD, zero padding optional) as YYYY-MM-DD, or null when not a real date. */
export function normalDate(s: string): string | null {
  return calendarDate(s);
}

/** A date and time as 'YYYY-MM-DD HH:mm:ss', or null. */
export function normalDateTime(s: string): string | null {
  const m = DATETIME_RE.exec(s.trim());
  if (!m) return null;
  const date = normalDate(`${m[1]}-${m[2]}-${m[3]}`);
  const [h, mi, se] = [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
  if (!date || h > 23 || mi > 59 || se > 59) return null;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date} ${p(h)}:${p(mi)}:${p(se)}`;
}

/** A time of day as 'HH:mm:ss', or null. */
export function normalTime(s: string): string | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(s.trim());
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59 || Number(m[3] ?? 0) > 59) return null;
  return `${m[1].padStart(2, '0')}:${m[2]}:${m[3] ?? '00'}`;
}

/** LIKE pattern characters in a user's value are literal. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/**
 * The longest text a filter compares (the longest text column holds 1,000 characters, so a longer value matches
 * nothing): a bigger one is refused rather than sent to LIKE and the trigram index.
 */
export const MAX_FILTER_TEXT = 1000;

function textCondition(c: CatalogColumn, type: number, value: unknown): Sql | null {
  const s = String(scalar(c, value));
  if (s === '') return null;
  if (s.length > MAX_FILTER_TEXT) throw invalid(c);
  const col = sql`tr_lower(${ref(c.name)})`;
  const v = escapeLike(s);
  switch (type) {
    case 1:
      return sql`${col} like tr_lower(${`%${v}%`})`;
    case 2:
      return sql`${col} like tr_lower(${`${v}%`})`;
    case 3:
      return sql`${col} like tr_lower(${`%${v}`})`;
    case 4:
      return sql`${col} = tr_lower(${s})`;
    case 5:
      return sql`(${ref(c.name)} is null or ${col} not like tr_lower(${`%${v}%`}))`;
    default:
      throw badType(c);
  }
}

function numberCondition(c: CatalogColumn, type: number, value: unknown): Sql {
  const v = sql`${decimal(c, value)}::numeric`;
  const col = ref(c.name);
  switch (type) {
    case 1:
      return sql`${col} = ${v}`;
    case 2:
      return sql`${col} is distinct from ${v}`;
    case 3:
      return sql`${col} < ${v}`;
    case 4:
      return sql`${col} > ${v}`;
    default:
      throw badType(c);
  }
}

/** Date and datetime filters; a date-only value on a datetime column compares the Turkish calendar day. */
function dateCondition(c: CatalogColumn, type: number, value: unknown, value2: unknown): Sql {
  const kind = kindOf(c);
  const operand = (v: unknown): { left: Sql; right: Sql } => {
    const s = String(scalar(c, v));
    if (kind === 'time') {
      const t = normalTime(s);
      if (!t) throw invalid(c);
      return { left: ref(c.name), right: sql`${t}::time` };
    }
    const d = normalDate(s);
    if (d) {
      const left = kind === 'datetime' ? sql`(${ref(c.name)} at time zone ${TIME_ZONE})::date` : ref(c.name);
      return { left, right: sql`${d}::date` };
    }
    const dt = kind === 'datetime' ? normalDateTime(s) : null;
    if (!dt) throw invalid(c);
    return { left: ref(c.name), right: sql`(${dt}::timestamp at time zone ${TIME_ZONE})` };
  };
  const a = operand(value);
  switch (type) {
    case 1:
      return sql`${a.left} = ${a.right}`;
    case 2:
      return sql`${a.left} < ${a.right}`;
    case 3:
      return sql`${a.left} > ${a.right}`;
    case 4: {
      if (isEmptyValue(value2)) return sql`${a.left} >= ${a.right}`;
      const b = operand(value2);
      return sql`${a.left} >= ${a.right} and ${b.left} <= ${b.right}`;
    }
    default:
      throw badType(c);
  }
}

// Lists of ids and options travel as ONE array parameter: a list of 70,000 ids as as many parameters passed
// PostgreSQL's limit of 65,535 bind parameters (a 500).
function relationCondition(c: CatalogColumn, type: number, value: unknown): Sql {
  const list = ids(c, value);
  const kind = kindOf(c);
  if (kind === 'multi') {
    if (type === 1) {
      return sql`exists (select 1 from jsonb_array_elements_text(${ref(c.name)}) e where e.value = any(${list}::text[]))`;
    }
    if (type === 2) return sql`${ref(c.name)} @> ${JSON.stringify(list.map(Number))}::jsonb`;
    throw badType(c);
  }
  if (type === 1) return sql`${ref(c.name)} = any(${list}::bigint[])`;
  // "All of the ids" on a single-valued column holds only when they are one id.
  if (type === 2) return list.length === 1 ? sql`${ref(c.name)} = ${list[0]}::bigint` : sql`false`;
  throw badType(c);
}

function staticCondition(c: CatalogColumn, type: number, value: unknown): Sql {
  if (type !== 1) throw badType(c);
  const values = [...new Set((Array.isArray(value) ? value : [value]).map((v) => String(v)))];
  if (!values.every((v) => c.options?.some((o) => o.id === v))) throw invalid(c);
  return sql`${ref(c.name)}::text = any(${values}::text[])`;
}

/** The WHERE condition of one filter, or null when the filter has no value (a cleared filter field). */
export function filterCondition(c: CatalogColumn, f: Filter): Sql | null {
  const type = Number(typeof f.type === 'string' ? f.type.trim() : f.type);
  if (!Number.isInteger(type)) throw badType(c);
  const kind = kindOf(c);
  const col = ref(c.name);
  if (type === 100 || type === 101) {
    const empty =
      kind === 'text'
        ? sql`(${col} is null or ${col} = '')`
        : kind === 'multi' || kind === 'json'
          ? sql`(${col} is null or ${col} in ('[]'::jsonb, '{}'::jsonb, 'null'::jsonb))`
          : sql`${col} is null`;
    return type === 100 ? empty : sql`not ${empty}`;
  }
  if (isEmptyValue(f.filter)) return null;
  switch (kind) {
    case 'text':
      return textCondition(c, type, f.filter);
    case 'number':
      return numberCondition(c, type, f.filter);
    case 'date':
    case 'datetime':
    case 'time':
      return dateCondition(c, type, f.filter, f.filter2);
    case 'boolean':
      if (type !== 1) throw badType(c);
      return sql`${col} = ${boolValue(c, f.filter)}`;
    case 'relation':
    case 'multi':
      return relationCondition(c, type, f.filter);
    case 'static':
      return staticCondition(c, type, f.filter);
    default:
      throw badType(c);
  }
}

/** `cond1 and cond2 …`, or `true` when there is none. */
export function allOf(conditions: Sql[]): Sql {
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}
