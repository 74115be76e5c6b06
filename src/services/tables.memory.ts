/**
 * The in-memory table client for tests and stories: the same TableClient interface as httpTables, with
 * the contract's semantics (paging, sorts, filter types, relations and static options as display text +
 * `{col}__id` in lists and on show, relations as `[{source, display}]` on edit load, Turkish validation texts,
 * '***' search, dependent selects).
 * Every call is logged in `calls`, so a test can check exactly what the server would receive.
 */
import Decimal from 'decimal.js';
import {
  rawIdKey,
  type ColumnMeta,
  type Filter,
  type ListData,
  type ListParams,
  type SelectResult,
} from '../../domain/api/contract';
import { labelOf, validation } from '../../domain/messages';
import { ApiError } from './http';
import type { FileReply } from './http';
import type { FieldValues, FormLoad, MediaType, SelectQuery, TableClient, TableRecord } from './tables';

/** One table of the memory database. */
export interface MemoryTable {
  display_name: string;
  /** Column shown when another table points at this one. */
  display_column: string;
  columns: ColumnMeta[];
  records: TableRecord[];
}

/** A logged call: the method, the table and the arguments after the table name. */
export interface MemoryCall {
  method: keyof TableClient;
  table: string;
  args: unknown[];
}

/** The memory client plus its test handles. */
export interface MemoryTables extends TableClient {
  calls: MemoryCall[];
  db: Record<string, MemoryTable>;
  /** Makes the next call of `method` reject with `error` (e.g. `new ApiError('fail.id', 400)`). */
  failNext(method: keyof TableClient, error: Error): void;
  /** Makes the next store/update answer `{message:'error', errors}` (server-only checks such as uniqueness). */
  rejectNextSave(errors: Record<string, string[]>): void;
}

/** Options: `delay` (ms) makes every answer asynchronous like a network. */
export interface MemoryOptions {
  delay?: number;
  /** Text of the single disabled option of a dependent select whose parent is empty. */
  chooseParentText?: (parent: ColumnMeta | undefined) => string;
  /** The files of e-document records (downloadMedia); absent: the client has no `media`. */
  media?: (table: string, id: string | number, mediaType: MediaType) => FileReply;
  /** A table's own calls (sendInvoice, inbox/answerInvoice); absent: the client has no `action`. */
  action?: (table: string, path: string, body: Record<string, unknown>) => Record<string, unknown>;
}

/** Common fields the server fills itself: in lists, never in the column set of a form or a show. */
const SERVER_FIELDS = new Set(['id', 'own_id', 'user_id', 'created_at', 'updated_at', 'department_id']);
const trLower = (v: unknown) => String(v ?? '').toLocaleLowerCase('tr-TR');
const isEmpty = (v: unknown) => v === null || v === undefined || v === '';
const scalar = (v: unknown) => (Array.isArray(v) && v.length === 1 ? v[0] : v);
const isNumberKind = (c: ColumnMeta) => ['integer', 'numeric'].includes(c.db_type_name) && !c.relation;
const isDateKind = (c: ColumnMeta) => ['date', 'datetime', 'time'].includes(c.db_type_name);
const isMulti = (c: ColumnMeta) => c.gui_type_name.startsWith('multiselect');
/** A multiselect's stored ids (an array, or the JSON text the form sends). */
const idList = (v: unknown): unknown[] => {
  if (Array.isArray(v)) return v;
  try {
    const parsed: unknown = typeof v === 'string' && v ? JSON.parse(v) : [];
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
};

function compareValues(c: ColumnMeta | undefined, a: unknown, b: unknown): number {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) ? (isEmpty(b) ? 0 : -1) : 1;
  if (!c || isNumberKind(c) || c.name === 'id') return new Decimal(String(a)).comparedTo(String(b));
  return String(a).localeCompare(String(b), 'tr');
}

function matches(c: ColumnMeta, raw: unknown, display: unknown, f: Filter): boolean {
  const type = Number(f.type);
  if (type === 100) return isEmpty(raw);
  if (type === 101) return !isEmpty(raw);
  const value = scalar(f.filter);
  if (c.relation || c.gui_type_name.startsWith('select')) {
    const ids = (Array.isArray(f.filter) ? f.filter : [f.filter]).map(String);
    return ids.includes(String(raw));
  }
  if (c.db_type_name === 'boolean')
    return ['1', 'true', 1, true].includes(raw as never) === ['1', 'true', 1, true].includes(value as never);
  if (isNumberKind(c) || isDateKind(c)) {
    if (isEmpty(raw)) return false;
    const cmp = isDateKind(c)
      ? String(raw).localeCompare(String(value))
      : new Decimal(String(raw)).comparedTo(String(value));
    if (isDateKind(c) && type === 4) return cmp >= 0 && String(raw) <= String(scalar(f.filter2));
    if (isDateKind(c)) return [cmp === 0, cmp < 0, cmp > 0][type - 1] ?? false;
    return [cmp === 0, cmp !== 0, cmp < 0, cmp > 0][type - 1] ?? false;
  }
  const hay = trLower(display);
  const needle = trLower(value);
  return (
    [
      hay.includes(needle),
      hay.startsWith(needle),
      hay.endsWith(needle),
      hay === needle,
      !hay.includes(needle),
    ][type - 1] ?? false
  );
}

/** An in-memory TableClient over `db` (mutated in place). */
export function createMemoryTables(db: Record<string, MemoryTable>, opts: MemoryOptions = {}): MemoryTables {
  const calls: MemoryCall[] = [];
  const failures = new Map<string, Error>();
  let nextSaveErrors: Record<string, string[]> | null = null;
  const archive: { id: number; table: string; record: TableRecord }[] = [];

  const tableOf = (name: string) => {
    const t = db[name];
    if (!t) throw new ApiError('no.auth', 400);
    return t;
  };
  const visible = (t: MemoryTable) => t.columns.filter((c) => c.visible !== false && !c.banned);
  const columnMap = (cols: ColumnMeta[]) => Object.fromEntries(cols.map((c) => [c.name, c]));
  const displayOf = (c: ColumnMeta, raw: unknown) => {
    if (!c.relation || isEmpty(raw)) {
      const opt = c.options?.find((o) => String(o.id) === String(raw));
      return opt ? opt.text : raw;
    }
    const target = db[c.relation.table_name];
    const row = target?.records.find((r) => String(r[c.relation!.source_column_name]) === String(raw));
    return row ? row[c.relation.display_column_name] : raw;
  };
  /** A row with display values (lists and show): relations and static options as text plus `{col}__id`. */
  const displayRecord = (r: TableRecord, cols: ColumnMeta[]): TableRecord => {
    const row: TableRecord = { id: r.id };
    for (const c of cols) {
      const coded = Boolean((c.relation && !isMulti(c)) || c.options?.length);
      row[c.name] = coded ? (isEmpty(r[c.name]) ? null : displayOf(c, r[c.name])) : (r[c.name] ?? null);
      if (coded) row[rawIdKey(c.name)] = r[c.name] ?? null;
    }
    return row;
  };
  // The column set of show, edit load and create form: without the fields the server fills itself, like the server's.
  const columnSet = (t: MemoryTable) => ({
    id: 0,
    name_basic: '',
    column_set_type: 'none' as const,
    column_arrays: [
      {
        id: 0,
        name_basic: '',
        column_array_type: 'direct_data' as const,
        columns: columnMap(t.columns.filter((c) => !SERVER_FIELDS.has(c.name))),
      },
    ],
  });
  const info = (name: string) => ({ name, display_name: tableOf(name).display_name });

  async function run<T>(
    method: keyof TableClient,
    table: string,
    args: unknown[],
    body: () => T,
  ): Promise<T> {
    calls.push({ method, table, args });
    if (opts.delay) await new Promise((r) => setTimeout(r, opts.delay));
    else await Promise.resolve();
    const failure = failures.get(method);
    if (failure) {
      failures.delete(method);
      throw failure;
    }
    return body();
  }

  function listOf(name: string, rows: TableRecord[], params: ListParams): ListData {
    const t = tableOf(name);
    const cols = visible(t);
    const byName = columnMap(t.columns);
    let out = rows.filter((r) =>
      Object.entries(params.filters ?? {}).every(([col, f]) => {
        const c = byName[col];
        if (!c) throw new ApiError('no.auth', 400);
        return matches(c, r[col], displayOf(c, r[col]), f);
      }),
    );
    const sorts = Array.isArray(params.sorts) || !params.sorts ? {} : params.sorts;
    const order = Object.keys(sorts).length ? Object.entries(sorts) : [['id', false] as const];
    out = [...out].sort((a, b) => {
      for (const [col, asc] of order) {
        const c = byName[col];
        const cmp = compareValues(c, c ? displayOf(c, a[col]) : a[col], c ? displayOf(c, b[col]) : b[col]);
        if (cmp) return asc ? cmp : -cmp;
      }
      return 0;
    });
    const limit = Math.max(1, Number(params.limit ?? 25));
    const page = Math.max(1, Number(params.page ?? 1));
    const records = out.slice((page - 1) * limit, page * limit).map((r) => displayRecord(r, cols));
    return {
      records,
      all_records_count: out.length,
      pages: Math.ceil(out.length / limit),
      columns: columnMap(cols),
      query_columns: columnMap(cols),
      table_info: info(name),
      ...(params.totals?.length ? { totals: totalsOf(out, params.totals, params.totals_by) } : {}),
    };
  }

  /** The server's list totals (docs/table-service.md, "Totals"): exact sums of the filtered rows, split by `by`. */
  function totalsOf(rows: TableRecord[], columns: string[], by?: string): NonNullable<ListData['totals']> {
    const groups = new Map<string | null, TableRecord[]>();
    if (!by) groups.set(null, rows);
    for (const r of by ? rows : []) {
      const v = r[by!];
      const key = v === undefined || v === null || v === '' ? null : String(v);
      groups.set(key, [...(groups.get(key) ?? []), r]);
    }
    return [...groups.entries()]
      .sort(([a], [b]) => (a === null ? -1 : b === null ? 1 : Number(a) - Number(b) || a.localeCompare(b)))
      .map(([key, list]) => ({
        by: key,
        count: list.length,
        sums: Object.fromEntries(
          columns.map((c) => [
            c,
            list
              .reduce((acc, r) => acc.plus(String(r[c] ?? '') === '' ? 0 : String(r[c])), new Decimal(0))
              .toString(),
          ]),
        ),
      }));
  }

  function validate(t: MemoryTable, fields: FieldValues, creating: boolean): Record<string, string[]> {
    const errors: Record<string, string[]> = {};
    const add = (col: string, text: string) => (errors[col] ??= []).push(text);
    for (const c of visible(t)) {
      const present = c.name in fields;
      const field = fields[c.name];
      const v = typeof field === 'string' ? field : '';
      if (c.display_name.trim().endsWith('*') && (creating || present) && v === '')
        add(c.name, validation.required(c.display_name));
      if (v === '') continue;
      if (c.max_length && v.length > c.max_length)
        add(c.name, validation.maxLength(c.display_name, c.max_length));
      if (c.min_length && v.length < c.min_length)
        add(c.name, validation.minLength(c.display_name, c.min_length));
      if (isNumberKind(c) && !/^-?\d+(\.\d+)?$/.test(v)) add(c.name, validation.invalid(c.display_name));
      const ids = isMulti(c) ? idList(v).map(String) : [v];
      if (
        c.relation &&
        !ids.every((id) => db[c.relation!.table_name]?.records.some((r) => String(r.id) === id))
      )
        add(c.name, validation.invalidChoice(c.display_name));
    }
    if (nextSaveErrors) {
      Object.assign(errors, nextSaveErrors);
      nextSaveErrors = null;
    }
    return errors;
  }

  function save(name: string, fields: FieldValues, id?: string | number) {
    const t = tableOf(name);
    const existing = id === undefined ? undefined : t.records.find((r) => String(r.id) === String(id));
    if (id !== undefined && !existing) throw new ApiError('fail.id', 400);
    const errors = validate(t, fields, !existing);
    if (Object.keys(errors).length) return { message: 'error' as const, errors };
    const values: TableRecord = {};
    for (const c of visible(t)) {
      const added = fields[`${c.name}[]`];
      if (c.gui_type_name === 'files' && `${c.name}_old` in fields)
        values[c.name] = [
          ...idList(fields[`${c.name}_old`]),
          ...(Array.isArray(added) ? added : []).map((f) => ({
            disk: 'memory',
            file_name: f instanceof File ? f.name : 'dosya',
          })),
        ];
      else if (c.name in fields && isMulti(c))
        values[c.name] = fields[c.name] === '' ? null : idList(fields[c.name]);
      else if (c.name in fields) values[c.name] = fields[c.name] === '' ? null : fields[c.name];
    }
    if (existing) {
      archive.push({ id: archive.length + 1, table: name, record: { ...existing } });
      Object.assign(existing, values);
      return { message: 'success' as const, id: Number(existing.id) };
    }
    const newId = t.records.reduce((m, r) => Math.max(m, Number(r.id)), 0) + 1;
    t.records.push({ id: newId, ...values });
    return { message: 'success' as const, id: newId };
  }

  function formLoad(name: string, record: TableRecord): FormLoad {
    return { column_set: columnSet(tableOf(name)), record, table_info: info(name) };
  }

  function findRecord(name: string, id: string | number) {
    const r = tableOf(name).records.find((x) => String(x.id) === String(id));
    if (!r) throw new ApiError('fail.id', 400);
    return r;
  }

  function selectData(name: string, column: string, q: SelectQuery): SelectResult {
    const t = tableOf(name);
    const c = t.columns.find((x) => x.name === column);
    if (!c) throw new ApiError('no.auth', 400);
    if (c.up_column_name && isEmpty(q.upColumnData)) {
      const parent = t.columns.find((x) => x.name === c.up_column_name);
      const text =
        opts.chooseParentText?.(parent) ?? `Lütfen önce ${labelOf(parent?.display_name ?? '')} seçiniz.`;
      return { results: [{ id: '', text, disabled: true }], pagination: { more: false } };
    }
    let options: { id: number | string; text: string }[];
    if (c.relation) {
      const target = tableOf(c.relation.table_name);
      options = target.records
        .filter((r) => !c.up_column_name || String(r[c.up_column_name]) === String(q.upColumnData))
        .map((r) => ({
          id: r[c.relation!.source_column_name] as number,
          text: String(r[c.relation!.display_column_name]),
        }));
    } else options = c.options ?? [];
    const needle = q.search === '***' ? '' : trLower(q.search);
    const found = options.filter((o) => trLower(o.text).includes(needle));
    const limit = Math.max(1, q.limit);
    const page = Math.max(1, q.page);
    return {
      results: found.slice((page - 1) * limit, page * limit),
      pagination: { more: page * limit < found.length },
    };
  }

  return {
    calls,
    db,
    failNext: (method, error) => void failures.set(method, error),
    rejectNextSave: (errors) => void (nextSaveErrors = errors),
    list: (t, params) => run('list', t, [params], () => listOf(t, tableOf(t).records, params)),
    show: (t, id, set) =>
      run('show', t, [id, set], () => {
        const r = findRecord(t, id);
        // A fixture's fields beyond its columns (a country's phone mask) ride along as they are.
        return formLoad(t, { ...r, ...displayRecord(r, tableOf(t).columns) });
      }),
    create: (t, set) =>
      run('create', t, [set], () =>
        formLoad(t, Object.fromEntries(tableOf(t).columns.map((c) => [c.name, c.default ?? null]))),
      ),
    edit: (t, id, set) =>
      run('edit', t, [id, set], () => {
        const r = findRecord(t, id);
        const record: TableRecord = { ...r };
        for (const c of tableOf(t).columns)
          if (c.relation && isMulti(c))
            record[c.name] = idList(r[c.name]).map((id) => ({
              source: id,
              display: String(displayOf(c, id)),
            }));
          else if (c.relation && !isEmpty(r[c.name]))
            record[c.name] = [{ source: r[c.name], display: String(displayOf(c, r[c.name])) }];
        return formLoad(t, record);
      }),
    store: (t, fields) => run('store', t, [fields], () => save(t, fields)),
    update: (t, id, fields) => run('update', t, [id, fields], () => save(t, fields, id)),
    delete: (t, id) =>
      run('delete', t, [id], () => {
        const table = tableOf(t);
        const r = findRecord(t, id);
        archive.push({ id: archive.length + 1, table: t, record: { ...r } });
        table.records = table.records.filter((x) => x !== r);
        return { message: 'success' };
      }),
    deleted: (t, params) =>
      run('deleted', t, [params], () => {
        const ids = new Set(tableOf(t).records.map((r) => String(r.id)));
        const rows = archive.filter((a) => a.table === t && !ids.has(String(a.record.id)));
        return listOf(
          t,
          rows.map((a) => ({ ...a.record, id: a.id })),
          params,
        );
      }),
    archive: (t, id, params) =>
      run('archive', t, [id, params], () =>
        listOf(
          t,
          archive
            .filter((a) => a.table === t && String(a.record.id) === String(id))
            .map((a) => ({ ...a.record, id: a.id })),
          params,
        ),
      ),
    restore: (t, archiveId) =>
      run('restore', t, [archiveId], () => {
        const a = archive.find((x) => x.table === t && String(x.id) === String(archiveId));
        if (!a) throw new ApiError('fail.id', 400);
        const table = tableOf(t);
        table.records = [
          ...table.records.filter((r) => String(r.id) !== String(a.record.id)),
          { ...a.record },
        ];
        return { message: 'success' };
      }),
    selectData: (t, col, q) => run('selectData', t, [col, q], () => selectData(t, col, q)),
    ...(opts.media
      ? {
          media: (t: string, id: string | number, type: MediaType) =>
            run('media', t, [id, type], () => opts.media!(t, id, type)),
        }
      : {}),
    ...(opts.action
      ? {
          action: (t: string, path: string, body: Record<string, unknown>) =>
            run('action', t, [path, body], () => opts.action!(t, path, body)),
        }
      : {}),
  };
}
