// The shapes of docs/api-contract.md that both the browser and the server speak.
import type { ValueKind } from '../masks';

/** Every gui type of the contract. */
export const GUI_TYPES = [
  'string',
  'text',
  'numeric',
  'money',
  'phone',
  'password',
  'date',
  'time',
  'datetime',
  'boolean',
  'boolean:fastchange',
  'select',
  'select:static',
  'select_static',
  'multiselect',
  'multiselectdragdrop',
  'files',
  'plain text',
  'jsonb',
  'jsonviewer',
  'richtext',
] as const;
export type GuiType = (typeof GUI_TYPES)[number];

/** How a value is stored: decides filters, validation and encoding. */
export type DbType =
  'string' | 'text' | 'integer' | 'numeric' | 'boolean' | 'date' | 'time' | 'datetime' | 'jsonb';

export interface Relation {
  table_name: string;
  source_column_name: string;
  display_column_name: string;
}

/** One column as the server describes it (column_set.column_arrays[].columns[name]). */
export interface ColumnMeta {
  /** Stable numeric id. */
  id: number;
  name: string;
  /** A trailing `*` marks a required column. */
  display_name: string;
  gui_type_name: GuiType;
  db_type_name: DbType;
  relation: Relation | null;
  up_column_name: string | null;
  default: string | number | boolean | null;
  max_length?: number | null;
  min_length?: number | null;
  /** Smallest / largest numeric value. */
  min?: number | null;
  max?: number | null;
  /** Decimal places of a numeric or money column. */
  scale?: number | null;
  /**
   * Defter: digits in all of a numeric or money column, which the database stores as numeric(precision, scale);
   * a value beyond it is refused (domain/money `fitsNumeric`).
   */
  precision?: number | null;
  /** Options of select:static / select_static columns. */
  options?: { id: string; text: string }[] | null;
  /** Hidden from lists and forms (common fields such as department_id). */
  visible?: boolean;
  banned?: boolean;
  /** Money columns: `money` (shown with ₺). */
  format?: string | null;
  /**
   * Defter: filled by the server's calculation (line amounts, document totals; docs/line-tables.md). Left out
   * of a store, the server computes it; sent, it must equal what the server computes.
   */
  computed?: boolean;
  /** Defter: on the lines column of a document (`mal_hizmet_json`) in create/edit/show answers, its line table. */
  line_table?: LineTableMeta | null;
  /**
   * Defter: what the column holds when the spec gives that a mask, limit or hint (a TC / VKN, an IBAN, a document
   * number…; domain/masks `VALUE_KINDS`). Browser masks and hints and the server's mask checks follow it, never the
   * column's name.
   */
  value_kind?: ValueKind | null;
}

/** Defter: the line table of a document's lines column (docs/line-tables.md). */
export interface LineTableMeta {
  /** The table the lines are listed from (`satis_fatura_hizmet`). */
  table_name: string;
  /** Its column holding the header's id (`satis_fatura_id`); filter the list on it. */
  parent_column: string;
  /** Its column holding the line's 1-based position (`sira_no`). */
  order_column: string;
  /** The line columns (parent and order columns included, flagged read-only by `computed`/hidden). */
  columns: Record<string, ColumnMeta>;
}

/** Defter: the errors of one line sent in a document's lines column; `index` is its 0-based position. */
export interface LineError {
  index: number;
  errors: Record<string, string[]>;
}

export interface ColumnArray {
  id: number;
  name_basic: string;
  column_array_type: 'direct_data';
  columns: Record<string, ColumnMeta>;
}

export interface ColumnSet {
  id: number;
  name_basic: string;
  column_set_type: 'none';
  column_arrays: ColumnArray[];
}

export interface TableInfo {
  name: string;
  display_name: string;
}

/** The envelope of every reply but getSelectColumnData. */
export interface Envelope<T> {
  status: 'success' | 'error';
  code: number;
  data: T;
}

/** Filter `type` by column kind (see the contract's table); 100 empty, 101 not empty. */
export interface Filter {
  type: number | string;
  guiType?: string;
  filter?: unknown;
  filter2?: unknown;
}

export interface ListParams {
  page?: number;
  limit?: number;
  column_array_id?: number | string;
  column_array_id_query?: number | string;
  sorts?: Record<string, boolean> | [];
  filters?: Record<string, Filter>;
  /** Defter: number columns to sum over every record the filters leave (the answer's `totals`). */
  totals?: string[];
  /** Defter: the column whose values split the sums (a currency): one `totals` entry per value. */
  totals_by?: string;
}

export interface ListData<R = Record<string, unknown>> {
  records: R[];
  all_records_count: number;
  pages: number;
  columns: Record<string, ColumnMeta>;
  query_columns: Record<string, ColumnMeta>;
  table_info: TableInfo;
  /**
   * The sums of the `totals` columns over every record the filters leave (all pages), as decimal strings; one
   * entry per value of the `totals_by` column (`by`: that value as text, null for the rows without one), or a
   * single entry with `by` null when no `totals_by` was sent. Present only when `totals` were asked.
   */
  totals?: ListTotal[];
}

/** One line of a list's totals: the value of the `totals_by` column, its row count and the sums. */
export interface ListTotal {
  by: string | null;
  count: number;
  sums: Record<string, string>;
}

/**
 * Where a record with display values (list, deleted, history, show) keeps the raw id of a relation or static
 * select beside its display text: `{col}__id`.
 */
export const rawIdKey = (column: string) => `${column}__id`;

/** A relation value on edit load and in a create form's defaults. */
export interface RelationValue {
  source: number | string;
  display: string;
}

export interface SelectResult {
  results: { id: number | string; text: string; disabled?: boolean }[];
  pagination: { more: boolean };
}

/**
 * store / update reply. Defter: `line_errors` (lines column name → the lines with errors) comes with the
 * errors of lines sent in a document's lines column; `errors[column]` then holds one summary per error.
 */
export type SaveResult =
  | {
      message: 'success';
      id: number;
      /** Warnings of a save that stands (a sale beyond the stock on hand, docs/stock.md): the form shows them. */
      warnings?: string[];
    }
  | { message: 'error'; errors: Record<string, string[]>; line_errors?: Record<string, LineError[]> };
