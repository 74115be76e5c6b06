import type {
  ColDef,
  SuppressKeyboardEventParams,
  ValueFormatterParams,
  ValueSetterParams,
} from 'ag-grid-community';
import type { DocumentLineResult } from '../../../domain/documents';
import { texts } from '../texts';
import { formatAmount, formatNumber } from '../schema/format';
import type { FieldOptions } from '../schema/translate';
import { LineCell, type LineCellParams } from './LineCell/LineCell';
import { LineCellEditor, type LineEditorParams } from './LineCellEditor/LineCellEditor';
import type { LineStore } from './line-store';
import { taxSummary } from './tax-rules';
import type { LineColumn, LineRow } from '../../../domain/pages/lines.types';

/** A line column with the widget translate() chose for it. */
export interface GridColumnInput {
  column: LineColumn;
  widget: string;
  options: FieldOptions;
}

/** What the column definitions call back into. */
export interface GridColumnHandlers {
  store: LineStore;
  readOnly: boolean;
  /** A cell was committed (the grid's value setter). */
  onCommit: (rowId: string, column: string, value: unknown) => void;
  onTaxes: (rowId: string) => void;
}

/** The other-taxes column (a list edited in the add-tax dialog, not in the cell). */
export const TAXES_COLUMN = 'diger_vergiler';
/** Discount columns are 150 px wide (002 §9). */
const DISCOUNT_WIDTH = 150;
/**
 * Each kind's width and narrowest width: LineTable fits the columns to the grid's width (sizeColumnsToFit) down to
 * the narrowest, below which the grid scrolls. The typed-first columns of an invoice fit a 1440 px screen
 * (issue 16); the rest come on demand.
 */
const SIZES: Partial<Record<FieldOptions['kind'], { width: number; minWidth: number }>> = {
  select: { width: 180, minWidth: 100 },
  numeric: { width: 110, minWidth: 80 },
  money: { width: 130, minWidth: 100 },
  boolean: { width: 100, minWidth: 80 },
  text: { width: 200, minWidth: 140 },
  jsonb: { width: 220, minWidth: 150 },
};
const AMOUNT_SIZE = { width: 130, minWidth: 100 };
const OTHER_SIZE = { width: 140, minWidth: 100 };

const LIST_KEYS = new Set(['Enter', 'Escape', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);

/** While a select editor's list is open, its keys (Enter chooses, Esc closes the list) are the select's. */
function suppressForOpenList(p: SuppressKeyboardEventParams): boolean {
  if (!p.editing || !LIST_KEYS.has(p.event.key)) return false;
  const target = p.event.target as HTMLElement | null;
  return target?.getAttribute?.('aria-expanded') === 'true';
}

/** Key presses the grid left to the line table (the grid had not started handling them). */
export const ownKeyEvents = new WeakSet<Event>();

/**
 * Takes a key the line table handles itself away from the grid (true = the grid ignores it). Decided before
 * the grid acts on the key, so Esc that cancels an edit does not also leave the grid.
 */
export function claimOwnKey(p: SuppressKeyboardEventParams, column: string, kind?: string): boolean {
  if (!isOwnKey(p.event, column, p.editing, kind)) return false;
  ownKeyEvents.add(p.event);
  return true;
}

/** Keys the line grid handles itself on a focused cell at rest (LineTable's onCellKeyDown). */
export function isOwnKey(e: KeyboardEvent, column: string, editing: boolean, kind?: string): boolean {
  if (editing) return false;
  if (e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) return true;
  if (e.ctrlKey && e.key === 'Delete') return true;
  if (e.key === 'Escape') return true;
  if (column === TAXES_COLUMN && (e.key === 'Enter' || e.key === 'F2' || e.key === ' ')) return true;
  return kind === 'boolean' && e.key === ' ';
}

function formatterOf(input: GridColumnInput, store: LineStore) {
  const { column, options } = input;
  const name = column.name;
  return (p: ValueFormatterParams<LineRow>): string => {
    const v = p.value;
    if (v === undefined || v === null || v === '') return '';
    if (column.computed) return formatAmount(v, 2);
    switch (options.kind) {
      case 'select':
        return (
          store.textOf(name, v) ?? options.staticOptions?.find((o) => String(o.id) === String(v))?.text ?? ''
        );
      case 'boolean': {
        const labels = options.toggle ?? { on: texts.yes, off: texts.no };
        return String(v) === '1' ? labels.on : labels.off;
      }
      case 'money':
        return formatAmount(v, Math.min(options.scale ?? 2, 4));
      case 'numeric':
        return options.money ? formatAmount(v, Math.min(options.scale ?? 2, 4)) : formatNumber(v);
      case 'jsonb':
        return taxSummary(v);
      default:
        return String(v);
    }
  };
}

/** The AG Grid column of one line column: value, text, editor (the engine's widget), width, errors. */
export function lineColumnDef(input: GridColumnInput, h: GridColumnHandlers): ColDef<LineRow> {
  const { column, options, widget } = input;
  const { store } = h;
  const name = column.name;
  const isTaxes = name === TAXES_COLUMN;
  const editorParams: LineEditorParams = { store, widget, options, required: column.required };
  const cellParams: LineCellParams = { store, ...(isTaxes && !h.readOnly ? { onTaxes: h.onTaxes } : {}) };
  const base: ColDef<LineRow> = {
    colId: name,
    field: name,
    headerName: column.required ? `${column.label} *` : column.label,
    headerTooltip: column.label,
    ...(name.startsWith('iskonto')
      ? { width: DISCOUNT_WIDTH, suppressSizeToFit: true }
      : column.computed
        ? AMOUNT_SIZE
        : (SIZES[options.kind] ?? OTHER_SIZE)),
    sortable: false,
    cellRenderer: LineCell,
    cellRendererParams: cellParams,
    valueFormatter: formatterOf(input, store),
    cellClassRules: {
      'df-line-cell--error': (p) => !!p.data && !!store.cellError(p.data.__id, name),
      'df-line-cell--disabled': (p) => !!p.data && !!store.cellState(p.data.__id, name).disabled,
      'df-line-cell--number': () => column.computed || options.kind === 'numeric' || options.kind === 'money',
    },
  };
  if (column.computed) {
    return {
      ...base,
      editable: false,
      valueGetter: (p) =>
        p.data
          ? (store.result(p.data.__id)?.[name as keyof DocumentLineResult] as string | undefined)
          : undefined,
    };
  }
  return {
    ...base,
    editable: (p) => !h.readOnly && !isTaxes && !!p.data && !store.cellState(p.data.__id, name).disabled,
    cellEditor: LineCellEditor,
    cellEditorParams: editorParams,
    cellEditorPopup: options.kind === 'select',
    cellEditorPopupPosition: 'over',
    suppressKeyboardEvent: (p) => suppressForOpenList(p) || claimOwnKey(p, name, options.kind),
    valueSetter: (p: ValueSetterParams<LineRow>) => {
      if (!p.data) return false;
      const next = p.newValue === undefined || p.newValue === null ? '' : p.newValue;
      if (String(next) === String(p.oldValue ?? '')) return false;
      h.onCommit(p.data.__id, name, next);
      return true;
    },
  };
}
