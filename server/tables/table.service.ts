import { sql, type RawBuilder } from 'kysely';
import type { Filter, ListData } from '../../domain/api/contract';
import type { Session } from '../app-env';
import { findTable } from '../catalog';
import type { CatalogColumn, TableDef } from '../catalog/types';
import type { Db } from '../db/database';
import { databaseFileStore, type FileStore } from '../files/file.store';
import { saveFiles } from '../files/files.field';
import { AppError, Codes, echo } from '../lib/errors';
import { kindOf } from './column.kind';
import { parseListQuery, type ListQuery } from './list.params';
import { filterCondition, selectionOf, sortTerm, usesTrigram } from './list.query';
import {
  columnSetOf,
  encodeRecord,
  formColumns,
  metaMap,
  readableColumns,
  recordEncoder,
  shownColumns,
} from './record.encode';
import { authorize, usableTable, type Verb } from './table.access';
import { removeLine, storeLine, updateLine } from './line-rows';
import { dbErrors } from './table.errors';
import { dropLines, foldLineErrors, rebuildLines, writeLines } from './table.lines';
import { numberConflicts, peekNumber, previewNumber, takeNumber } from './table.numbers';
import * as repo from './table.repository';
import { validateWrite, writableColumns } from './table.validate';
import { hooksOf } from './table.hooks';
import { updateLocked, writerOf } from './table.update';

type Row = Record<string, unknown>;

/** What every verb gets: the database and the caller (and the file store, the database's by default). */
export interface Caller {
  db: Db;
  session: Session;
  files?: FileStore;
}

/** A path id: a positive integer, else `fail.id` (like a missing record). */
export function parseId(raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw new AppError(Codes.failId, 400);
  const id = Number(raw);
  if (id < 1) throw new AppError(Codes.failId, 400);
  return id;
}

const failId = () => new AppError(Codes.failId, 400);

/**
 * A shared table's global row is read by everyone and written by no one: a write (or edit load) of one is a
 * missing permission, `no.auth`; an id that is neither the caller's nor global stays `fail.id`.
 */
async function refuseGlobalRow(db: Db, table: TableDef, id: number): Promise<void> {
  if (await repo.isGlobalRow(db, table, id)) throw new AppError(Codes.noAuth, 400);
}

/** Per-user tables (`perUser`, `userScope`): a source narrowed to the caller's own rows. */
function ownedBy(session: Session, table: TableDef, source: repo.Source): repo.Source {
  // A user's own rows across companies (yetki_ver) replace the company scope; switched-off rows stay hidden.
  if (table.userScope)
    return {
      from: source.from,
      where: [sql`t.${sql.id(table.userScope.column)} = ${session.userId}::bigint and t.state = true`],
    };
  if (!table.perUser) return source;
  return { ...source, where: [...source.where, sql`t.user_id = ${session.userId}::bigint`] };
}

/** The stored row, or undefined when a per-user table's row belongs to another user (like a missing row). */
function ownRow(session: Session, table: TableDef, row: Row | undefined): Row | undefined {
  return row && (!table.perUser || Number(row.user_id) === session.userId) ? row : undefined;
}

/** The table and the column set in effect after every permission check. */
function access(session: Session, tableName: string, verb: Verb, requestedSet: string | null) {
  const table = usableTable(session, tableName);
  return { table, set: authorize(session, table, verb, requestedSet) };
}

function requestedSetOf(params: Row): string | null {
  const v = params.column_set_id ?? params.column_array_id;
  return v === undefined || v === null || v === '' ? null : String(v);
}

const tableInfo = (t: TableDef) => ({ name: t.name, display_name: t.display_name });

/**
 * Sorts and filters only on columns of the permitted column array; names never reach SQL otherwise. Any other
 * name answers `fail.column.name` with the name.
 */
function columnFor(columns: Map<string, CatalogColumn>, name: string): CatalogColumn {
  const c = columns.get(name);
  if (c) return c;
  throw new AppError(Codes.columnName, 400, { column: echo(name) });
}

/**
 * What a list of a table reads and answers whatever the request asks: its columns (a document's lines JSON stays out
 * of lists: its lines are listed from the line table), the select list with its joins, the columns' public metadata
 * and the record encoder. Made once per table and `extra` fields, not on every request (issue 29 item 3): the
 * catalogue does not change while the server runs (a test fixture may add a table, never change one).
 */
interface ListShape {
  columns: CatalogColumn[];
  byName: Map<string, CatalogColumn>;
  selection: ReturnType<typeof selectionOf>;
  meta: ReturnType<typeof metaMap>;
  encode: (row: Row) => Row;
}
const listShapes = new WeakMap<TableDef, Map<string, ListShape>>();

function listShapeOf(table: TableDef, extra: string[]): ListShape {
  let byExtra = listShapes.get(table);
  if (!byExtra) listShapes.set(table, (byExtra = new Map()));
  const key = extra.join(',');
  const known = byExtra.get(key);
  if (known) return known;
  const columns = readableColumns(table).filter((c) => c.listed !== false);
  const shape: ListShape = {
    columns,
    byName: new Map(columns.map((c) => [c.name, c])),
    selection: selectionOf(columns),
    meta: Object.freeze(metaMap(columns)),
    encode: recordEncoder(columns, 'list', extra),
  };
  byExtra.set(key, shape);
  return shape;
}

/** Runs a list query over a source: one page, the total count and the metadata. */
async function runList(
  db: Db,
  table: TableDef,
  source: repo.Source,
  q: ListQuery,
  extra: string[] = [],
): Promise<ListData> {
  const { byName, selection, meta, encode } = listShapeOf(table, extra);
  const where = q.filters
    .map(([name, f]: [string, Filter]) => filterCondition(columnFor(byName, name), f))
    .filter((c): c is RawBuilder<unknown> => c !== null);
  const indexed = q.filters.some(([name, f]) => usesTrigram(byName.get(name)!, f));
  // A list without sorts takes the table's own order (the chart of accounts by code), else the newest first.
  const sorts = q.sorts.length ? q.sorts : (table.default_sorts ?? []);
  const orderBy = sorts.map(([name, asc]) => sortTerm(columnFor(byName, name), asc, selection, indexed));
  if (!sorts.some(([name]) => name === 'id')) orderBy.push(sql`t.id desc`);
  const offset = (q.page - 1) * q.limit;
  const joinFirst = sorts.some(([name]) => selection.alias.has(name));
  const totals = totalsOf(byName, q);
  // Page and count (and the sums) run side by side (pool connections on PostgreSQL; PGlite queues them).
  const [rows, count, sums] = await Promise.all([
    repo.selectPage(db, {
      source,
      selection,
      extra: extra.map((name) => sql.ref(`t.${name}`)),
      where,
      orderBy,
      limit: q.limit,
      offset,
      joinFirst,
    }),
    repo.countRows(db, { source, where }),
    totals ? repo.sumRows(db, { source, where, ...totals }) : undefined,
  ]);
  return {
    records: rows.map(encode),
    all_records_count: count,
    pages: Math.ceil(count / q.limit),
    columns: meta,
    query_columns: meta,
    table_info: tableInfo(table),
    ...(sums ? { totals: sums } : {}),
  };
}

/**
 * The columns a list sums (`totals`) and the one that splits the sums (`totals_by`): columns of the listed
 * array only (else `fail.column.name`); a summed column must hold numbers, a split column must be a plain value
 * (a relation, an option, a number, a text…), else `fail.totals` naming it. Undefined when no totals are asked.
 */
function totalsOf(byName: Map<string, CatalogColumn>, q: ListQuery) {
  if (!q.totals.length) return undefined;
  const columns = q.totals.map((name) => {
    const c = columnFor(byName, name);
    if (kindOf(c) !== 'number') throw new AppError(Codes.totals, 400, { column: echo(name) });
    return c.name;
  });
  let by: string | null = null;
  if (q.totalsBy !== null) {
    const c = columnFor(byName, q.totalsBy);
    if (['json', 'multi'].includes(kindOf(c)))
      throw new AppError(Codes.totals, 400, { column: echo(c.name) });
    by = c.name;
  }
  return { columns, by };
}

/** list: one page of the caller's records with filters and sorts. */
export async function list(c: Caller, tableName: string, params: Row): Promise<ListData> {
  const q = parseListQuery(params);
  const { table } = access(c.session, tableName, 'list', q.columnArrayId);
  return runList(c.db, table, ownedBy(c.session, table, repo.liveSource(table, c.session.departmentId)), q);
}

/** One record read for show/edit (`columns` as `selectionOf` reads them), or fail.id. */
async function readOne(
  db: Db,
  table: TableDef,
  id: number,
  session: Session,
  columns: CatalogColumn[],
): Promise<Row> {
  const selection = selectionOf(columns);
  const source = ownedBy(session, table, repo.liveSource(table, session.departmentId));
  const rows = await repo.selectPage(db, {
    source,
    selection,
    where: [sql`t.id = ${id}::bigint`],
    orderBy: [sql`t.id`],
    limit: 1,
    offset: 0,
  });
  if (!rows.length) throw failId();
  return rows[0];
}

/**
 * show: the record with display values, as a list gives them (relations and static selects as text, their id in
 * `{col}__id`), the id and the columns of its set. Every user may show their own company's row of a table marked
 * `showOwnCompany` (departments), whatever their permissions and role.
 */
export async function show(c: Caller, tableName: string, rawId: string, params: Row) {
  const id = parseId(rawId);
  const own = findTable(tableName);
  const { table, set } =
    own?.showOwnCompany && id === c.session.departmentId
      ? { table: own, set: '0' }
      : access(c.session, tableName, 'show', requestedSetOf(params));
  const columns = shownColumns(table);
  const row = await readOne(c.db, table, id, c.session, columns);
  return {
    record: encodeRecord(row, columns, 'list'),
    column_set: columnSetOf(table, columns, Number(set) || 0),
    table_info: tableInfo(table),
  };
}

/** edit load: raw values for the form, relations as `[{source, display}]`, passwords empty. */
export async function editLoad(c: Caller, tableName: string, rawId: string, params: Row) {
  const id = parseId(rawId);
  const { table, set } = access(c.session, tableName, 'edit', requestedSetOf(params));
  await refuseGlobalRow(c.db, table, id);
  const row = await readOne(c.db, table, id, c.session, shownColumns(table));
  const record = encodeRecord(row, shownColumns(table), 'edit');
  for (const col of table.columns) if (col.writeOnly) record[col.name] = '';
  return {
    record,
    column_set: columnSetOf(table, formColumns(table), Number(set) || 0),
    table_info: tableInfo(table),
  };
}

/** The caller's default row for a select with `default_flag` (a company's default address), if any. */
async function flaggedDefault(c: Caller, col: CatalogColumn) {
  const target = col.relation ? findTable(col.relation.table_name) : undefined;
  if (!target || !col.default_flag) return undefined;
  return repo.defaultRow(
    c.db,
    target,
    c.session.departmentId,
    col.default_flag,
    col.relation!.display_column_name,
  );
}

/** create form: the column set and a record of defaults (relations as `[{source, display}]`). */
export async function createForm(c: Caller, tableName: string, params: Row) {
  const { table, set } = access(c.session, tableName, 'create', requestedSetOf(params));
  const record: Row = {};
  for (const col of writableColumns(table)) {
    const d = col.default ?? null;
    const flagged = col.default_flag && !col.up_column_name ? await flaggedDefault(c, col) : undefined;
    if (flagged) record[col.name] = [{ source: flagged.id, display: flagged.display }];
    else if (kindOf(col) === 'relation' && d !== null && col.relation) {
      const target = findTable(col.relation.table_name);
      const rows = target
        ? await repo.existingRows(c.db, target, [Number(d)], c.session.departmentId, [
            col.relation.display_column_name,
          ])
        : [];
      record[col.name] = rows.length
        ? [{ source: Number(d), display: String(rows[0][col.relation.display_column_name] ?? '') }]
        : null;
    } else if (kindOf(col) === 'boolean')
      record[col.name] = d === null ? '0' : String(d) === '1' || d === true ? '1' : '0';
    else record[col.name] = col.writeOnly ? '' : d === null ? null : String(d);
  }
  // The number the series would give now, shown before the save (docs/document-numbers.md).
  const number = await peekNumber(c.db, table, c.session.departmentId);
  if (number && table.number) record[table.number.column] = number;
  return {
    record,
    column_set: columnSetOf(table, formColumns(table), Number(set) || 0),
    table_info: tableInfo(table),
  };
}

/**
 * store: validates and inserts; `{message:'error', errors}` (HTTP 200) when a field is wrong. Checks, hooks and
 * writes run in one transaction on its connection (`trx` everywhere: PGlite has one connection, so a query on
 * the outer handle inside it would wait for ever).
 */
export async function store(
  c: Caller,
  tableName: string,
  body: Row,
  /**
   * `within`: more work in the store's own transaction, after the record and its hooks are written (a received
   * e-document linked to the purchase invoice made of it); throwing rolls the whole store back.
   */
  opts: { within?(trx: Db, id: number): Promise<void> } = {},
) {
  const { table } = access(c.session, tableName, 'store', requestedSetOf(body));
  if (table.parent) return storeLine(c, table, body);
  const ctx = { departmentId: c.session.departmentId, userId: c.session.userId, tokenId: c.session.tokenId };
  // Code of the server that is already in a transaction (a recurring invoice's run, docs/mail.md) stores in it:
  // its own writes and this record commit or roll back together.
  const inTransaction = <T>(fn: (trx: Db) => Promise<T>): Promise<T> =>
    c.db.isTransaction ? fn(c.db) : c.db.transaction().execute(fn);
  return dbErrors('write', () =>
    numberConflicts(table, () =>
      inTransaction(async (trx) => {
        // An empty number gets the series' next one: previewed for the checks, taken (locked) once they passed.
        const numbered = await previewNumber(trx, table, body, ctx.departmentId);
        const { values, errors } = await validateWrite(trx, table, numbered.body, {
          ...ctx,
          freshNumber: numbered.filled,
        });
        if (Object.keys(errors).length)
          return { message: 'error' as const, ...foldLineErrors(table, errors) };
        if (numbered.filled && table.number)
          values[table.number.column] = await takeNumber(trx, table, values, ctx.departmentId);
        const toWrite = (await hooksOf(table)?.beforeWrite?.(values, { db: trx, table, ...ctx })) ?? values;
        // The id first: the new files name their record (docs/table-service.md, "Files").
        const id = await repo.nextId(trx, table);
        const row = await saveFiles(trx, c.files ?? databaseFileStore, table, id, toWrite, ctx);
        await repo.insertRow(trx, table, row, { ...ctx, id });
        await writeLines(trx, table, id, row, ctx);
        await repo.keepFlagSingle(trx, table, id, ctx);
        const warnings: string[] = [];
        await hooksOf(table)?.afterWrite?.(row, {
          db: trx,
          table,
          ...ctx,
          id,
          warn: (m) => warnings.push(m),
        });
        await opts.within?.(trx, id);
        return { message: 'success' as const, id, ...(warnings.length ? { warnings } : {}) };
      }),
    ),
  );
}

/**
 * update: archives the old row and writes the fields the body names; fields left out stay as they are. The row
 * is read and locked (`for update`) inside the write's transaction, and every check and hook runs there on
 * that locked row: a concurrent update of the same record waits, then works from what this one stored
 * (docs/table-service.md, "Concurrent writes").
 */
export async function update(c: Caller, tableName: string, rawId: string, body: Row) {
  const id = parseId(rawId);
  const { table } = access(c.session, tableName, 'update', requestedSetOf(body));
  if (table.parent) return updateLine(c, table, id, body);
  const departmentId = c.session.departmentId;
  return dbErrors('write', () =>
    numberConflicts(table, () =>
      c.db.transaction().execute(async (trx) => {
        const old = ownRow(c.session, table, await repo.findStoredRow(trx, table, id, departmentId, true));
        if (!old) {
          await refuseGlobalRow(trx, table, id);
          throw failId();
        }
        const warnings: string[] = [];
        const errors = await updateLocked(trx, { ...writerOf(c), warnings }, table, id, old, body);
        if (errors) return { message: 'error' as const, ...foldLineErrors(table, errors) };
        return { message: 'success' as const, id, ...(warnings.length ? { warnings } : {}) };
      }),
    ),
  );
}

export { updateLocked, writerOf, type LineRowWriter, type Writer } from './table.update';

/** delete: archives the row, then deletes it. */
export async function remove(c: Caller, tableName: string, rawId: string) {
  const id = parseId(rawId);
  const { table } = access(c.session, tableName, 'delete', null);
  if (table.parent) return removeLine(c, table, id);
  const departmentId = c.session.departmentId;
  await dbErrors('delete', () =>
    c.db.transaction().execute(async (trx) => {
      const old = ownRow(c.session, table, await repo.findStoredRow(trx, table, id, departmentId, true));
      if (!old) {
        await refuseGlobalRow(trx, table, id);
        throw failId();
      }
      const hookCtx = { db: trx, table, departmentId, userId: c.session.userId, id, old };
      await hooksOf(table)?.beforeDelete?.(hookCtx);
      await repo.archiveStoredRow(trx, {
        table,
        id,
        departmentId,
        action: 'delete',
        userId: c.session.userId,
      });
      await dropLines(trx, table, id, { departmentId, userId: c.session.userId });
      await repo.dropChildren(trx, table, id, { departmentId, userId: c.session.userId });
      await repo.deleteRow(trx, table, id, departmentId);
    }),
  );
  return { message: 'success' as const };
}

/** deleted: the newest archived copy of each deleted record that is still gone (id = archive id). */
export async function deleted(c: Caller, tableName: string, params: Row): Promise<ListData> {
  const q = parseListQuery(params);
  const { table } = access(c.session, tableName, 'deleted', q.columnArrayId);
  const source = ownedBy(
    c.session,
    table,
    repo.archiveSource(table, c.session.departmentId, { deletedOnly: true }),
  );
  return runList(c.db, table, source, q, ['record_id', 'archived_at']);
}

/**
 * history: the earlier versions of one record (id = archive id); fail.id when the company has no such record.
 * A shared table's global row has none (nobody writes it): an empty list.
 */
export async function history(c: Caller, tableName: string, rawId: string, params: Row): Promise<ListData> {
  const id = parseId(rawId);
  const q = parseListQuery(params);
  const { table } = access(c.session, tableName, 'archive', q.columnArrayId);
  const departmentId = c.session.departmentId;
  const known =
    ownRow(c.session, table, await repo.findStoredRow(c.db, table, id, departmentId)) !== undefined ||
    (await repo.hasArchive(c.db, table.name, id, departmentId)) ||
    (await repo.isGlobalRow(c.db, table, id));
  if (!known) throw failId();
  const source = ownedBy(c.session, table, repo.archiveSource(table, departmentId, { recordId: id }));
  return runList(c.db, table, source, q, ['record_id', 'archived_at', 'archive_action']);
}

/**
 * restore: brings an archived version back under its old id. A deleted record is inserted again; a live one
 * is archived first (action 'restore') and then overwritten.
 */
export async function restore(c: Caller, tableName: string, rawArchiveId: string) {
  const archiveId = parseId(rawArchiveId);
  const { table } = access(c.session, tableName, 'restore', null);
  const departmentId = c.session.departmentId;
  const userId = c.session.userId;
  const recordId = await dbErrors('restore', () =>
    c.db.transaction().execute(async (trx) => {
      const a = await repo.findArchiveRow(trx, table.name, archiveId, departmentId);
      if (!a || (table.perUser && Number(a.owner_id) !== userId)) throw failId();
      const live = (await repo.findStoredRow(trx, table, a.record_id, departmentId, true)) !== undefined;
      if (live)
        await repo.archiveStoredRow(trx, { table, id: a.record_id, departmentId, action: 'restore', userId });
      await repo.restoreArchiveRow(trx, {
        table,
        archiveId,
        recordId: a.record_id,
        departmentId,
        userId,
        live,
      });
      await rebuildLines(trx, table, Number(a.record_id), { departmentId, userId });
      await repo.keepFlagSingle(trx, table, Number(a.record_id), { departmentId, userId });
      await hooksOf(table)?.afterRestore?.({ db: trx, table, departmentId, userId, id: Number(a.record_id) });
      return Number(a.record_id);
    }),
  );
  return { message: 'success' as const, id: recordId };
}
