import type { ColumnMeta } from '../../domain/api/contract';
import type { CatalogColumn, TableDef } from './types';

// Builders for catalogue columns, so a table file reads like its form. Ids are `table_id * 1000 + n`:
// stable as long as nobody renumbers a column (the contract test checks they are unique).

type Extra = Partial<CatalogColumn>;

/** The numbering of one table's columns. */
export const columnIds = (tableId: number) => (n: number) => tableId * 1000 + n;

function base(id: number, name: string, display_name: string, extra: Extra): CatalogColumn {
  return {
    id,
    name,
    display_name,
    gui_type_name: 'string',
    db_type_name: 'string',
    relation: null,
    up_column_name: null,
    default: null,
    ...extra,
  };
}

/** A one-line text (text inputs hold at most 200 characters, spec 001 §5.1). */
export const text = (id: number, name: string, display_name: string, extra: Extra = {}) =>
  base(id, name, display_name, { max_length: 200, ...extra });

/** A text area (at most 1000 characters with a counter). */
export const longText = (id: number, name: string, display_name: string, extra: Extra = {}) =>
  base(id, name, display_name, { gui_type_name: 'text', db_type_name: 'text', max_length: 1000, ...extra });

/** A phone number, masked by country in the browser. */
export const phone = (id: number, name: string, display_name: string, extra: Extra = {}) =>
  base(id, name, display_name, { gui_type_name: 'phone', max_length: 30, ...extra });

/** A yes/no switch, sent as '1'/'0'. */
export const bool = (id: number, name: string, display_name: string, extra: Extra = {}) =>
  base(id, name, display_name, { gui_type_name: 'boolean', db_type_name: 'boolean', default: '0', ...extra });

/** A calendar date (YYYY-MM-DD). */
export const date = (id: number, name: string, display_name: string, extra: Extra = {}) =>
  base(id, name, display_name, { gui_type_name: 'date', db_type_name: 'date', ...extra });

/** A select pointing at `table` (its id; the display column shown). */
export const select = (
  id: number,
  name: string,
  display_name: string,
  table: string,
  extra: Extra = {},
  displayColumn = 'name_basic',
) =>
  base(id, name, display_name, {
    gui_type_name: 'select',
    db_type_name: 'integer',
    relation: { table_name: table, source_column_name: 'id', display_column_name: displayColumn },
    ...extra,
  });

/** A select over fixed options stored as an integer. */
export const staticSelect = (
  id: number,
  name: string,
  display_name: string,
  options: { id: string; text: string }[],
  extra: Extra = {},
) =>
  base(id, name, display_name, {
    gui_type_name: 'select:static',
    db_type_name: 'integer',
    options,
    ...extra,
  });

/**
 * Files (001 §5.1): the column keeps the JSON list of its stored files; a store/update sends the new files as
 * `col[]` and the kept ones as `col_old` (docs/table-service.md, "Files").
 */
export const files = (id: number, name: string, display_name: string, extra: Extra = {}) =>
  base(id, name, display_name, { gui_type_name: 'files', db_type_name: 'jsonb', ...extra });

/** A JSON value (settings), not shown in forms. */
export const json = (id: number, name: string, display_name: string, extra: Extra = {}) =>
  base(id, name, display_name, { gui_type_name: 'jsonb', db_type_name: 'jsonb', visible: false, ...extra });

/** The common fields of a company-scoped table: filled by the server, hidden from forms and lists. */
export function commonColumns(tableId: number): CatalogColumn[] {
  const n = columnIds(tableId);
  const hidden = { visible: false } as const;
  return [
    base(n(1), 'id', 'ID', {
      gui_type_name: 'numeric',
      db_type_name: 'integer',
      banned: true,
      visible: false,
    }),
    base(n(2), 'own_id', 'Kayıt No', { gui_type_name: 'numeric', db_type_name: 'integer', ...hidden }),
    base(n(3), 'user_id', 'Kullanıcı', { gui_type_name: 'numeric', db_type_name: 'integer', ...hidden }),
    base(n(4), 'state', 'Durum', {
      gui_type_name: 'boolean',
      db_type_name: 'boolean',
      banned: true,
      visible: false,
    }),
    base(n(5), 'created_at', 'Oluşturulma Zamanı', {
      gui_type_name: 'datetime',
      db_type_name: 'datetime',
      ...hidden,
    }),
    base(n(6), 'updated_at', 'Güncellenme Zamanı', {
      gui_type_name: 'datetime',
      db_type_name: 'datetime',
      ...hidden,
    }),
    base(n(7), 'department_id', 'Şirket', {
      gui_type_name: 'numeric',
      db_type_name: 'integer',
      banned: true,
      visible: false,
    }),
  ];
}

/** The id column of a global lookup table. */
export function idColumn(tableId: number): CatalogColumn {
  return base(columnIds(tableId)(1), 'id', 'ID', {
    gui_type_name: 'numeric',
    db_type_name: 'integer',
    banned: true,
    visible: false,
  });
}

/** Names the server fills itself; never taken from a request body. */
export const SYSTEM_COLUMNS: ReadonlySet<string> = new Set([
  'id',
  'own_id',
  'user_id',
  'state',
  'created_at',
  'updated_at',
  'department_id',
]);

/** Every column of a table: the implied common fields (or the id of a lookup) followed by its own columns. */
export function allColumns(table: TableDef): CatalogColumn[] {
  const tableId = table.table_id ?? 0;
  const implied = table.scope === 'global' ? [idColumn(tableId)] : commonColumns(tableId);
  const own = new Set(table.columns.map((c) => c.name));
  return [...implied.filter((c) => !own.has(c.name)), ...table.columns];
}

const SERVER_ONLY = [
  'check',
  'writeOnly',
  'readOnly',
  'refuse_change',
  'lowerCase',
  'up_filter_column',
  'sort_key_column',
  'listed',
  'default_flag',
  'global_rows_only',
  'relation_where',
] as const;

/** The column as the browser sees it: the contract's metadata without the server-only settings. */
export function publicMeta(column: CatalogColumn): ColumnMeta {
  const out: Record<string, unknown> = { ...column };
  for (const k of SERVER_ONLY) delete out[k];
  return out as unknown as ColumnMeta;
}

/** True when the display name ends with `*` (required). */
export const isRequired = (column: ColumnMeta) => /\*\s*$/.test(column.display_name);
