import type { ColumnMeta } from '../../../domain/api/contract';
import { MONTH_COLUMNS } from './field-data';

/** How the engine treats a column: its widget, its value encoding and its list filter. */
export type ColumnKind =
  | 'text'
  | 'textarea'
  | 'password'
  | 'phone'
  | 'numeric'
  | 'money'
  | 'boolean'
  | 'select'
  | 'date'
  | 'datetime'
  | 'time'
  | 'month'
  | 'multiselect'
  | 'sortable'
  | 'files'
  | 'jsonb'
  | 'plain';

/** The contract's filter families (api-contract.md, "Filters"). */
export type FilterKind = 'text' | 'number' | 'date' | 'boolean' | 'select';

const KINDS: Record<string, ColumnKind> = {
  string: 'text',
  text: 'textarea',
  password: 'password',
  phone: 'phone',
  numeric: 'numeric',
  money: 'money',
  boolean: 'boolean',
  'boolean:fastchange': 'boolean',
  select: 'select',
  'select:static': 'select',
  select_static: 'select',
  date: 'date',
  datetime: 'datetime',
  time: 'time',
  'plain text': 'plain',
  multiselect: 'multiselect',
  multiselectdragdrop: 'sortable',
  files: 'files',
  jsonb: 'jsonb',
  jsonviewer: 'jsonb',
  // Rich text stays a plain text area (with its counter) until the product needs formatting.
  richtext: 'textarea',
};

/** Columns the server fills itself; never shown in a form. */
export const SYSTEM_COLUMNS = new Set([
  'id',
  'own_id',
  'user_id',
  'created_at',
  'updated_at',
  'department_id',
]);

/** The engine's kind of a column, or undefined for a gui type the contract does not name. */
export function kindOf(column: ColumnMeta): ColumnKind | undefined {
  if (column.relation && !String(column.gui_type_name).startsWith('multiselect')) return 'select';
  const kind = Object.prototype.hasOwnProperty.call(KINDS, column.gui_type_name)
    ? KINDS[column.gui_type_name]
    : undefined;
  if (MONTH_COLUMNS.has(column.name) && (kind === 'numeric' || kind === 'text')) return 'month';
  return kind;
}

/** True when the display name ends with `*`. */
export const isRequired = (column: ColumnMeta) => /\*\s*$/.test(column.display_name);

/** Hidden columns: not visible, banned, or filled by the server. */
export const isHidden = (column: ColumnMeta) =>
  column.visible === false || column.banned === true || SYSTEM_COLUMNS.has(column.name);

/** Money columns: gui type money or the `money` format. */
export const isMoney = (column: ColumnMeta) => column.gui_type_name === 'money' || column.format === 'money';

/** The list filter family of a column. */
export function filterKindOf(column: ColumnMeta): FilterKind {
  const gui = String(column.gui_type_name);
  if (column.relation || gui.startsWith('select') || gui.startsWith('multiselect')) return 'select';
  if (gui.startsWith('boolean') || column.db_type_name === 'boolean') return 'boolean';
  if (['date', 'datetime'].includes(gui) || ['date', 'datetime'].includes(column.db_type_name)) return 'date';
  if (['numeric', 'money'].includes(gui) || ['numeric', 'integer'].includes(column.db_type_name))
    return 'number';
  return 'text';
}

/** The columns of the first column array of a column set, in the server's order. */
export function columnsOf(
  columnSet: { column_arrays?: { columns?: Record<string, ColumnMeta> }[] } | undefined,
) {
  return Object.values(columnSet?.column_arrays?.[0]?.columns ?? {});
}
