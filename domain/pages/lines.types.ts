import type { ColumnMeta, LineError, LineTableMeta } from '../api/contract';
import type { DocumentTotals, LineCalculatorKind } from '../documents';
import type { Rule } from '../rules';

/**
 * The `lines` part of a page definition (plain data): how the document's line grid and totals panel work.
 * The lines column itself is the header column whose metadata carries `line_table` (docs/line-tables.md).
 */
export interface LinesDefinition {
  /** Line columns shown in the grid, in order; absent = every shown input column plus the line amounts. */
  columns?: string[];
  /**
   * The columns a user types in first (issue 16): the grid shows these, the rest of `columns` on demand (the
   * "Sütunlar" chooser, kept per user and line table). Absent = every column. A column the rules require or show
   * on a line, or one with an error, is shown whatever the choice.
   */
  typedFirst?: string[];
  /** Header column → the calculateDocument total it holds (`toplam_kdv: 'hesaplanan_kdv'` on quotes). */
  totals: Record<string, keyof DocumentTotals>;
  /** Header columns the totals panel shows, in order (002 §2: goods/service, KDV, taxed, payable). */
  panel: string[];
  /**
   * The confirmed override of 002 §8: after the warning (Onayla) `column` is '1' and only the `editable`
   * totals may be typed; every other total stays computed.
   */
  override?: { column: string; editable: string[] };
  /** Decimals of every amount (002 §9: 2 for invoices, quotes and orders). */
  scale?: number;
  /**
   * The calculator the grid and the totals run (domain/documents): `document` (calculateDocument, default), or a
   * receipt's — `freelanceReceipt` (e-SMM), `producerReceipt` (e-MM) —, whose line and total names are their own.
   */
  calculator?: LineCalculatorKind;
  /** Header columns read by the calculation; absent ones are taken as empty. */
  header?: { type?: string; currency?: string; rate?: string };
  /**
   * How the form saves its lines (002 §4; docs/line-tables.md "Row by row"): `json` (default) inside the header's
   * lines column, in one request; `rows` the header first, then each line on its own through the line table, a
   * failed line marked in the grid and the form kept (no redirect).
   */
  mode?: 'json' | 'rows';
  /** Defter's helper for keyed entry: which line column gets the focus on a new line (the first editable one). */
  firstColumn?: string;
}

/** What the lines column's widget receives through `ui:options` (schema/translate.ts puts it there). */
export interface LineFieldOptions {
  lineTable: LineTableMeta;
  lines?: LinesDefinition;
  /** The page's rules with `scope: 'line'` (run once per row; `of: 'header'` reads the header). */
  lineRules: Rule[];
}

/** One row of the grid: the line's values (decimal strings, ids, '1'/'0', the other-tax list) and a stable key. */
export interface LineRow {
  /** The grid's row id; never sent. */
  __id: string;
  [column: string]: unknown;
}

/** A line column as the grid uses it. */
export interface LineColumn {
  name: string;
  meta: ColumnMeta;
  label: string;
  required: boolean;
  /** Filled by the calculator (read-only in the grid). */
  computed: boolean;
}

/** The server's line errors of one lines column. */
export type LineErrors = LineError[];
