import type { ColumnMeta, LineError, LineTableMeta, SaveResult } from '../../../domain/api/contract';
import { labelOf } from '../../../domain/messages';
import type { FieldValues, TableClient } from '../../services/tables';
import { parseLines, rowValues, wireLine } from '../lines/line-wire';

// The line-by-line save of a document (002 §4: "Other line-based tables save lines one at a time after the
// header; a failed line is marked in error and blocks the redirect"), chosen by a page definition's
// `lines.mode: 'rows'` (docs/line-tables.md, "Row by row"). The header is stored or updated without its lines
// and totals (the server computes those from the stored lines), then each line is written to the line table:
// `update` of the row at the same position when it changed since it was last saved, `store` at the end for a
// new one, `delete` of the rows past the last line. The first failed line stops the save: its errors come back
// as the lines column's `line_errors`, so the grid marks its cells, and the form stays.

type Line = Record<string, unknown>;

/** The lines column of a form: the header column whose metadata carries its line table. */
export const linesColumnOf = (columns: ColumnMeta[]) => columns.find((c) => c.line_table);

/** A wire line as its own store/update fields (multipart: every value a string, lists as JSON). */
function lineFields(line: Line): FieldValues {
  const out: FieldValues = { column_set_id: '0' };
  for (const [k, v] of Object.entries(line))
    out[k] = v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
  return out;
}

/** The lines of a loaded header as the grid will send them unchanged (what the server holds, per position). */
export function savedLines(value: unknown, meta: LineTableMeta): string[] {
  return parseLines(value).map((line) => JSON.stringify(wireLine(rowValues(line, meta), meta)));
}

/** "2. satır, Miktar: Bu alan zorunludur." — the server's summary of a line error, for the toast. */
function summary(index: number, column: string, message: string, meta: LineTableMeta): string {
  const c = meta.columns[column];
  const label = c ? labelOf(c.display_name) : '';
  if (!label || message.startsWith(label)) return `${index + 1}. satır: ${message}`;
  return `${index + 1}. satır, ${label}: ${message}`;
}

export interface RowSaveState {
  /** The header id once stored (a failed line leaves the header stored: the next save updates it). */
  id?: string;
  /** Per position, the wire line (JSON) the server holds, as far as this form knows. */
  saved: string[];
}

export type RowSaveResult =
  | { message: 'success'; id: number }
  | {
      message: 'error';
      /** Header field errors (by header column) and toasts. */
      errors: Record<string, string[]>;
      line_errors?: Record<string, LineError[]>;
      toasts: string[];
    };

/**
 * Saves a document line by line. `fields` are the form's encoded fields (the lines column holds the JSON of
 * the grid's lines); `state` carries what earlier saves of this form stored (updated in place).
 */
export async function saveLineByLine(
  tables: TableClient,
  table: string,
  fields: FieldValues,
  columns: ColumnMeta[],
  state: RowSaveState,
): Promise<RowSaveResult> {
  const json = linesColumnOf(columns)!;
  const meta = json.line_table!;
  // The header without its lines and without the totals the lines make (the server fills them from its lines).
  const header: FieldValues = {};
  for (const [k, v] of Object.entries(fields)) {
    const c = columns.find((col) => col.name === k);
    if (k !== json.name && !c?.computed) header[k] = v;
  }
  const first: SaveResult = state.id
    ? await tables.update(table, state.id, header)
    : await tables.store(table, header);
  if (first.message !== 'success') {
    const toasts = Object.values(first.errors)
      .map((list) => list[0])
      .filter(Boolean);
    return { message: 'error', errors: first.errors, toasts };
  }
  state.id = String(first.id);
  const headerId = first.id;

  // The line rows the header has now, in order (position = sira_no).
  const rows = (
    await tables.list(meta.table_name, {
      page: 1,
      limit: 10_000,
      sorts: { [meta.order_column]: true },
      filters: { [meta.parent_column]: { type: 1, filter: [headerId] } },
    })
  ).records.map((r) => String((r as Line).id));
  // Rows this form did not write or load (another user's lines) are taken as unknown: rewritten.
  state.saved = state.saved.slice(0, rows.length);

  const lines = parseLines(fields[json.name]);
  for (const [i, line] of lines.entries()) {
    const text = JSON.stringify(line);
    if (i < rows.length && state.saved[i] === text) continue;
    const body = { ...lineFields(line), [meta.parent_column]: String(headerId) };
    const r =
      i < rows.length
        ? await tables.update(meta.table_name, rows[i], body)
        : await tables.store(meta.table_name, body);
    if (r.message !== 'success') {
      const cells: Record<string, string[]> = {};
      const header: Record<string, string[]> = {};
      for (const [col, list] of Object.entries(r.errors))
        (meta.columns[col] && col !== meta.parent_column ? cells : header)[col] = list;
      const toasts = [
        ...Object.entries(cells).map(([col, list]) => summary(i, col, list[0], meta)),
        ...Object.values(header).map((list) => list[0]),
      ].filter(Boolean);
      return {
        message: 'error',
        errors: { ...header, [json.name]: toasts.slice(0, 1) },
        line_errors: { [json.name]: [{ index: i, errors: cells }] },
        toasts,
      };
    }
    state.saved[i] = text;
    if (i >= rows.length) rows.push(String(r.id));
  }
  // Lines the user removed: the rows past the last line, from the end.
  for (let j = rows.length - 1; j >= lines.length; j--) {
    const r = await tables.delete(meta.table_name, rows[j]);
    if (r.message !== 'success') return { message: 'error', errors: {}, toasts: [r.message] };
  }
  state.saved = state.saved.slice(0, lines.length);
  return { message: 'success', id: headerId };
}
