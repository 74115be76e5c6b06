import type { ColumnMeta, ColumnSet, RelationValue } from '../../domain/api/contract';
import { allColumns, publicMeta } from '../catalog/columns';
import type { CatalogColumn, TableDef } from '../catalog/types';
import { kindOf } from './column.kind';
import { withLineTable } from './table.lines';
import { RAW_ID_SUFFIX } from './list.query';

// How records leave the server (docs/table-service.md, "Records"): booleans '1'/'0', dates YYYY-MM-DD,
// datetimes 'YYYY-MM-DD HH:mm:ss' (Turkish time), numerics as decimal strings, relations as display text
// plus `{col}__id` in lists and show (display values), `[{source, display}]` in edit.

type Row = Record<string, unknown>;

/** Columns a reader may see (never a password hash). */
export const readableColumns = (table: TableDef) => allColumns(table).filter((c) => !c.writeOnly);

/**
 * The columns of a show answer: the table's own columns a reader may see. The common fields the server fills
 * itself (id, own_id, user_id, state, created_at, updated_at, department_id) are left out, as Angaryos does,
 * unless the table declares one as its own column (bildirimler.state, yetki_ver.department_id).
 */
export const shownColumns = (table: TableDef) => table.columns.filter((c) => !c.writeOnly);

/** The columns of a create form or edit load: those of a show, then the write-only ones (a password field). */
export const formColumns = (table: TableDef) => [
  ...shownColumns(table),
  ...table.columns.filter((c) => c.writeOnly),
];

/** name → public metadata. */
export const metaMap = (columns: CatalogColumn[]): Record<string, ColumnMeta> =>
  Object.fromEntries(columns.map((c) => [c.name, publicMeta(c)]));

/** The contract's column_set (set 0 = every column of the table; the browser hides the invisible ones). */
export function columnSetOf(table: TableDef, columns: CatalogColumn[], id = 0): ColumnSet {
  return {
    id,
    name_basic: table.display_name,
    column_set_type: 'none',
    column_arrays: [
      {
        id: 0,
        name_basic: table.display_name,
        column_array_type: 'direct_data',
        columns: withLineTable(table, metaMap(columns)),
      },
    ],
  };
}

const bool01 = (v: unknown) => (v === null || v === undefined ? null : v === true || v === 't' ? '1' : '0');
const optionText = (c: CatalogColumn, v: unknown) =>
  v === null || v === undefined ? null : (c.options?.find((o) => o.id === String(v))?.text ?? String(v));

const relationValue = (row: Row, c: CatalogColumn): RelationValue[] | null => {
  const id = row[c.name + RAW_ID_SUFFIX];
  return id === null || id === undefined
    ? null
    : [{ source: id as number, display: String(row[c.name] ?? '') }];
};

type Encode = (row: Row, out: Row) => void;

/** `list`: display values (lists, deleted, history and show); `edit`: raw values for a form. */
type Mode = 'list' | 'edit';

function encoderOf(c: CatalogColumn, mode: Mode): Encode {
  const name = c.name;
  const rawId = name + RAW_ID_SUFFIX;
  switch (kindOf(c)) {
    case 'boolean':
      return (row, out) => void (out[name] = bool01(row[name]));
    case 'relation':
      return mode === 'list'
        ? (row, out) => {
            out[name] = row[name] ?? null;
            out[rawId] = row[rawId] ?? null;
          }
        : (row, out) => void (out[name] = relationValue(row, c));
    case 'static':
      if (mode === 'edit')
        return (row, out) =>
          void (out[name] = row[name] === null || row[name] === undefined ? null : String(row[name]));
      return (row, out) => {
        out[name] = optionText(c, row[name]);
        out[rawId] = row[name] ?? null;
      };
    default:
      return (row, out) => void (out[name] = row[name] ?? null);
  }
}

/**
 * A function that turns rows read through `selectionOf` into records as the answer shows them (built once
 * per answer: lists encode thousands of cells). `list` (lists and show): relations and static selects as
 * display text plus `{col}__id`; `edit`: relations as `[{source, display}]`, static selects as their id,
 * passwords empty. `extra` names more fields of the row to copy as they are (record_id, archived_at…).
 */
export function recordEncoder(columns: CatalogColumn[], mode: Mode, extra: string[] = []) {
  const encoders = columns.map((c) => encoderOf(c, mode));
  return (row: Row): Row => {
    const out: Row = { id: row.id };
    for (const k of extra) out[k] = row[k];
    for (const e of encoders) e(row, out);
    return out;
  };
}

/** One row as a record (see `recordEncoder`). */
export const encodeRecord = (row: Row, columns: CatalogColumn[], mode: Mode) =>
  recordEncoder(columns, mode)(row);
