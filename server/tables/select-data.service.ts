import { sql } from 'kysely';
import type { SelectResult } from '../../domain/api/contract';
import { labelOf } from '../../domain/messages';
import { findTable } from '../catalog';
import { allColumns } from '../catalog/columns';
import type { CatalogColumn, TableDef } from '../catalog/types';
import { AppError, Codes, echo } from '../lib/errors';
import { kindOf } from './column.kind';
import { allOf, MAX_FILTER_TEXT } from './list.query';
import { mayUse, usableTable } from './table.access';
import { readScope } from './table.repository';
import type { Caller } from './table.service';
import { isBlank, relationId } from './values.coerce';

/** Largest page of options; the spec's form builder asks 1,000,000 and gets this many. */
export const MAX_SELECT_LIMIT = 5000;
const DEFAULT_SELECT_LIMIT = 100;

/** getSelectColumnData parameters after liberal parsing. */
export interface SelectQuery {
  /** '' = everything ('***' in the contract). */
  search: string;
  page: number;
  limit: number;
  upColumnData: unknown;
}

const int = (v: unknown, fallback: number, max: number) => {
  const n = Number(typeof v === 'string' ? v.trim() : v);
  return Number.isFinite(n) && n >= 1 ? Math.min(max, Math.floor(n)) : fallback;
};

/**
 * Reads search ('***' = all; longer than `MAX_FILTER_TEXT`: `fail.search`), page (default 1), limit (clamped) and
 * the parent's value, from body or query.
 */
export function parseSelectQuery(input: Record<string, unknown>): SelectQuery {
  const raw = input.search ?? input.q ?? '';
  const search = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
  if (search.length > MAX_FILTER_TEXT) throw new AppError(Codes.search, 400);
  return {
    search: search === '***' ? '' : search,
    page: int(input.page, 1, 1_000_000),
    limit: int(input.limit, DEFAULT_SELECT_LIMIT, MAX_SELECT_LIMIT),
    upColumnData: input.upColumnData,
  };
}

/** The one disabled option of a dependent select whose parent is empty. */
export const chooseParentText = (parent: CatalogColumn | undefined) =>
  `Lütfen önce ${labelOf(parent?.display_name ?? '')} seçiniz.`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

function page<T>(items: T[], q: SelectQuery): { items: T[]; more: boolean } {
  const start = (q.page - 1) * q.limit;
  return { items: items.slice(start, start + q.limit), more: items.length > start + q.limit };
}

async function relationOptions(
  c: Caller,
  column: CatalogColumn,
  target: TableDef,
  q: SelectQuery,
  parent: number | null,
) {
  const display = column.relation!.display_column_name;
  const where = [];
  const scope = readScope(target, c.session.departmentId, column.global_rows_only);
  if (scope) where.push(scope);
  if (parent !== null)
    where.push(sql`t.${sql.id(column.up_filter_column ?? column.up_column_name!)} = ${parent}::bigint`);
  for (const [name, value] of Object.entries(column.relation_where ?? {}))
    where.push(sql`t.${sql.id(name)}::text = ${String(value)}`);
  if (q.search) {
    const pattern = `%${escapeLike(q.search)}%`;
    const searched = [display, ...(target.search_columns ?? [])].filter((n) =>
      allColumns(target).some((x) => x.name === n),
    );
    where.push(
      sql`(${sql.join(
        searched.map((n) => sql`tr_lower(t.${sql.id(n)}::text) like tr_lower(${pattern})`),
        sql` or `,
      )})`,
    );
  }
  const first = target.select_first ?? [];
  const pinned = first.length
    ? sql`case ${sql.join(
        first.map((id, i) => sql`when t.id = ${id} then ${i}`),
        sql` `,
      )} else ${first.length} end, `
    : sql``;
  const when = target.select_first_when;
  const preferred =
    when && target.columns.some((col) => col.name === when.column)
      ? sql`(t.${sql.id(when.column)} is distinct from ${when.value}), `
      : sql``;
  const r = await sql<{ id: number; text: string | null }>`
    select t.id, t.${sql.id(display)}::text as text from ${sql.table(target.name)} as t
    where ${allOf(where)}
    order by ${pinned}${preferred}tr_sort_key(t.${sql.id(display)}::text) collate "C", t.id
    limit ${q.limit + 1} offset ${(q.page - 1) * q.limit}`.execute(c.db);
  const rows = r.rows.slice(0, q.limit);
  return {
    results: rows.map((row) => ({ id: Number(row.id), text: row.text ?? '' })),
    pagination: { more: r.rows.length > q.limit },
  };
}

/**
 * getSelectColumnData: the options of a select column of `tableName` — rows of the related table (the
 * caller's company only, for company tables) or the column's fixed options — searched Turkish
 * case-insensitively, paged, and limited by the parent's value for dependent selects.
 */
export async function selectData(
  c: Caller,
  tableName: string,
  columnName: string,
  input: Record<string, unknown>,
): Promise<SelectResult> {
  const table = usableTable(c.session, tableName);
  if (!(['create', 'update', 'list'] as const).some((verb) => mayUse(c.session, table, verb))) {
    throw new AppError(Codes.noAuth, 400);
  }
  const column = allColumns(table).find((x) => x.name === columnName);
  const kind = column ? kindOf(column) : null;
  const target = column?.relation ? findTable(column.relation.table_name) : undefined;
  if (!column || !(kind === 'static' || ((kind === 'relation' || kind === 'multi') && target))) {
    throw new AppError(Codes.columnName, 400, { column: echo(columnName) });
  }
  const q = parseSelectQuery(input);
  let parent: number | null = null;
  if (column.up_column_name) {
    parent = isBlank(q.upColumnData) ? null : relationId(q.upColumnData);
    if (parent === null) {
      const parentColumn = allColumns(table).find((x) => x.name === column.up_column_name);
      return {
        results: [{ id: '', text: chooseParentText(parentColumn), disabled: true }],
        pagination: { more: false },
      };
    }
  }
  if (kind === 'static') {
    const needle = q.search.toLocaleLowerCase('tr-TR');
    const found = (column.options ?? []).filter((o) => o.text.toLocaleLowerCase('tr-TR').includes(needle));
    const p = page(found, q);
    return { results: p.items, pagination: { more: p.more } };
  }
  return relationOptions(c, column, target!, q, parent);
}
