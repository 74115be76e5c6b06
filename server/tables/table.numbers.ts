import { sql } from 'kysely';
import {
  formatNumber,
  gibNumberProblem,
  MAX_SEQUENCE,
  parseNumber,
  type NumberFormat,
} from '../../domain/documents/document-number';
import { labelOf } from '../../domain/messages';
import { allColumns } from '../catalog/columns';
import type { NumberSeriesDef, TableDef } from '../catalog/types';
import type { Db } from '../db/database';
import { TIME_ZONE } from './column.kind';

// Document numbers (docs/document-numbers.md), driven by the catalogue's `number`: a per-company series in
// `belge_serileri` fills an empty number on store (shown on the create form before), a typed number is checked
// (GİB's form on invoices) and must be free in the company (and `unique_per`); the unique index of the number
// (`numberIndexSql`) holds under concurrent saves, and its violation comes back as the same field error.
// It never names a table.

type Row = Record<string, unknown>;
type FieldErrors = Record<string, string[]>;

/** The name of a table's unique number index (its violation is the number's field error). */
export const numberIndexName = (table: string, column: string) => `${table}_${column}_uq`;

/** The unique index of a numbered table's number, for its migration: per company (and `unique_per`). */
export function numberIndexSql(table: string, number: Pick<NumberSeriesDef, 'column' | 'unique_per'>) {
  const columns = ['department_id', ...(number.unique_per ?? []), number.column];
  return sql`create unique index if not exists ${sql.id(numberIndexName(table, number.column))}
    on ${sql.table(table)} (${sql.join(columns.map((c) => sql.id(c)))})`;
}

/** Today's year in Türkiye. */
const thisYear = () =>
  Number(new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric' }).format(new Date()));

/** The year of a date value (`2026-03-02`, a Date), else undefined. */
function yearOf(v: unknown): number | undefined {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? undefined : v.getUTCFullYear();
  const m = typeof v === 'string' ? /^(\d{4})-\d{2}-\d{2}/.exec(v) : null;
  return m ? Number(m[1]) : undefined;
}

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The regular expression (PostgreSQL's) of a series' numbers of one prefix and year, capturing the sequence. */
function seriesPattern(format: NumberFormat, prefix: string, year: number) {
  // Prefixes are [A-Z0-9] (checked when chosen), so they need no escaping.
  return format === 'gib' ? `^${prefix}${year}([0-9]{9})$` : `^${prefix}-${year}-([0-9]{4,9})$`;
}

/** A prefix a series may take from a stored number: letters and digits only (`A-1` is a hand-typed number). */
const usablePrefix = (format: NumberFormat, p: string) =>
  format === 'gib' ? /^[A-Z0-9]{3}$/.test(p) : /^[A-Z0-9]{1,10}$/.test(p);

/**
 * The company's prefix of a table's series: the one it last used (`belge_serileri`), else the prefix of its newest
 * number in the series' shape (the demo invoices' `DTC`), else the catalogue's.
 */
async function prefixOf(db: Db, table: TableDef, number: NumberSeriesDef, departmentId: number) {
  const used = await sql<{ prefix: string }>`select prefix from belge_serileri
    where department_id = ${departmentId} and table_name = ${table.name}
    order by updated_at desc, id desc limit 1`.execute(db);
  if (used.rows[0]) return used.rows[0].prefix;
  const shape = number.format === 'gib' ? '^[A-Z0-9]{3}[0-9]{13}$' : '^[A-Z0-9]{1,10}-[0-9]{4}-[0-9]{4,9}$';
  const newest = await sql<{ n: string }>`select ${sql.ref(number.column)} as n from ${sql.table(table.name)}
    where department_id = ${departmentId} and ${sql.ref(number.column)} ~ ${shape}
    order by id desc limit 1`.execute(db);
  const parsed = newest.rows[0] ? parseNumber(number.format, newest.rows[0].n) : null;
  return parsed && usablePrefix(number.format, parsed.prefix) ? parsed.prefix : number.prefix;
}

/** The highest sequence the company's numbers of this prefix and year hold (typed ones too), 0 when none. */
async function highestStored(
  db: Db,
  table: TableDef,
  number: NumberSeriesDef,
  departmentId: number,
  prefix: string,
  year: number,
) {
  const pattern = seriesPattern(number.format, prefix, year);
  const r = await sql<{
    m: string | null;
  }>`select max(((regexp_match(${sql.ref(number.column)}, ${pattern}))[1])::bigint) as m
    from ${sql.table(table.name)} where department_id = ${departmentId} and ${sql.ref(number.column)} ~ ${pattern}`.execute(
    db,
  );
  return Number(r.rows[0]?.m ?? 0);
}

/** The series' last sequence for the prefix and year (0 when the series has not started). */
async function lastIssued(db: Db, table: TableDef, departmentId: number, prefix: string, year: number) {
  const r = await sql<{
    last_no: string;
  }>`select last_no from belge_serileri where department_id = ${departmentId}
    and table_name = ${table.name} and prefix = ${prefix} and year = ${year}`.execute(db);
  return Number(r.rows[0]?.last_no ?? 0);
}

/** Whether a table's number is filled by its series. */
const autoNumbered = (table: TableDef): table is TableDef & { number: NumberSeriesDef } =>
  Boolean(table.number && table.number.auto !== false && table.number.format !== 'free');

/**
 * The number the next store of the company would get (the create form shows it before the save): after both the
 * series' last number and the highest one stored. Undefined when the table has no series or it is full.
 */
export async function peekNumber(db: Db, table: TableDef, departmentId: number, year = thisYear()) {
  if (!autoNumbered(table)) return undefined;
  const prefix = await prefixOf(db, table, table.number, departmentId);
  const next =
    Math.max(
      await lastIssued(db, table, departmentId, prefix, year),
      await highestStored(db, table, table.number, departmentId, prefix, year),
    ) + 1;
  return next > MAX_SEQUENCE ? undefined : formatNumber(table.number.format, prefix, year, next);
}

/**
 * A store that leaves the number empty: the body with the number the series would give now (so the checks see
 * a number), and `filled` true. `takeNumber` replaces it with the one really taken once the checks passed.
 */
export async function previewNumber(db: Db, table: TableDef, body: Row, departmentId: number) {
  if (!autoNumbered(table) || !isEmpty(body[table.number.column])) return { body, filled: false };
  const year = yearOf(table.number.date_column ? body[table.number.date_column] : undefined) ?? thisYear();
  const n = await peekNumber(db, table, departmentId, year);
  return n ? { body: { ...body, [table.number.column]: n }, filled: true } : { body, filled: false };
}

/**
 * Takes the next number of the company's series inside the store's transaction: the series row is locked (insert
 * … on conflict do update), so concurrent stores of the company wait for each other and each gets its own number.
 */
export async function takeNumber(
  db: Db,
  table: TableDef,
  values: Row,
  departmentId: number,
): Promise<string> {
  if (!autoNumbered(table)) throw new Error(`${table.name} has no number series`);
  const number = table.number;
  const year = yearOf(number.date_column ? values[number.date_column] : undefined) ?? thisYear();
  const prefix = await prefixOf(db, table, number, departmentId);
  const locked = await sql<{
    last_no: string;
  }>`insert into belge_serileri (department_id, table_name, prefix, year, last_no)
    values (${departmentId}, ${table.name}, ${prefix}, ${year}, 0)
    on conflict (department_id, table_name, prefix, year) do update set updated_at = now()
    returning last_no`.execute(db);
  const next =
    Math.max(
      Number(locked.rows[0].last_no),
      await highestStored(db, table, number, departmentId, prefix, year),
    ) + 1;
  await sql`update belge_serileri set last_no = ${next}, updated_at = now() where department_id = ${departmentId}
    and table_name = ${table.name} and prefix = ${prefix} and year = ${year}`.execute(db);
  return formatNumber(number.format, prefix, year, next);
}

/** The field error of a number another record of the company (and `unique_per`) already has. */
export function duplicateNumberMessage(table: TableDef): string {
  const number = table.number!;
  if (number.duplicate_message) return number.duplicate_message;
  const column = allColumns(table).find((c) => c.name === number.column);
  const label = labelOf(column?.display_name ?? number.column).toLocaleLowerCase('tr-TR');
  return number.unique_per?.length
    ? `Bu ${label} aynı cari hesabın başka bir kaydında kullanılıyor.`
    : `Bu ${label} başka bir kayıtta kullanılıyor. Boş bırakırsanız sıradaki numara verilir.`;
}

/**
 * The checks of a number a store or update writes (`values` coerced; `old` the stored row): GİB's form and the
 * date's year on `gib` series, and no other record of the company (and `unique_per`) with it. `fresh`: the number
 * was just taken from the series (no need to look it up).
 */
export async function checkNumber(
  db: Db,
  table: TableDef,
  values: Row,
  ctx: { departmentId: number; id?: number; old?: Row },
  errors: FieldErrors,
  fresh = false,
): Promise<void> {
  const number = table.number;
  if (!number || errors[number.column]) return;
  const final = (c: string) => (c in values ? values[c] : ctx.old?.[c]);
  const touched = [number.column, number.date_column, ...(number.unique_per ?? [])].some(
    (c) => c && c in values,
  );
  const value = final(number.column);
  if (!touched || isEmpty(value)) return;
  const column = allColumns(table).find((c) => c.name === number.column);
  if (number.format === 'gib') {
    const year = number.date_column ? yearOf(final(number.date_column)) : undefined;
    const problem = gibNumberProblem(String(value), labelOf(column?.display_name ?? number.column), year);
    if (problem) {
      // Only the date changed: the error goes where the user changed something.
      const key = number.column in values || !number.date_column ? number.column : number.date_column;
      (errors[key] ??= []).push(problem);
      return;
    }
  }
  if (fresh || !(number.column in values || (number.unique_per ?? []).some((c) => c in values))) return;
  const per = (number.unique_per ?? []).map(
    (c) => sql`and ${sql.ref(c)} is not distinct from ${final(c) ?? null}`,
  );
  const taken = await sql`select 1 from ${sql.table(table.name)} where department_id = ${ctx.departmentId}
    and ${sql.ref(number.column)} = ${String(value)} ${sql.join(per, sql` `)}
    and id <> ${ctx.id ?? 0}::bigint limit 1`.execute(db);
  if (taken.rows.length) (errors[number.column] ??= []).push(duplicateNumberMessage(table));
}

/**
 * Runs a store or update and answers a violation of the table's unique number index (a concurrent save kept the
 * number first) as the number's field error, like the check before the write would have.
 */
export async function numberConflicts<T>(
  table: TableDef,
  run: () => Promise<T>,
): Promise<T | { message: 'error'; errors: FieldErrors }> {
  try {
    return await run();
  } catch (err) {
    const number = table.number;
    const e = err as { code?: unknown; constraint?: unknown; message?: unknown };
    const index = number ? numberIndexName(table.name, number.column) : '';
    if (
      number &&
      typeof err === 'object' &&
      err !== null &&
      String(e.code) === '23505' &&
      (e.constraint === index || String(e.message ?? '').includes(index))
    )
      return { message: 'error', errors: { [number.column]: [duplicateNumberMessage(table)] } };
    throw err;
  }
}
