import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  ColumnAutoSizeModule,
  CustomEditorModule,
  LocaleModule,
  RenderApiModule,
  RowApiModule,
  RowDragModule,
  ScrollApiModule,
  ValidationModule,
  type CellFocusedEvent,
  type CellKeyDownEvent,
  type ColDef,
  type GridApi,
  type GridReadyEvent,
  type Module,
  type RowDragEndEvent,
  type SuppressKeyboardEventParams,
  type TabToNextCellParams,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { ui } from '../../../../domain/messages';
import {
  claimOwnKey,
  lineColumnDef,
  ownKeyEvents,
  TAXES_COLUMN,
  type GridColumnInput,
} from '../line-grid.columns';
import type { LineStore, RowsChanged } from '../line-store';
import { linesTexts } from '../texts';
import type { LineRow } from '../../../../domain/pages/lines.types';
import { RemoveLineButton } from './RemoveLineButton';
import { lineGridTheme } from '../../grid/gridTheme';

// Only the modules the line grid uses; ValidationModule explains a missing one in development only.
const modules: Module[] = [
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  ColumnAutoSizeModule,
  CustomEditorModule,
  LocaleModule,
  RenderApiModule,
  RowApiModule,
  RowDragModule,
  ScrollApiModule,
  ...(import.meta.env?.DEV ? [ValidationModule] : []),
];

const ROW_HEIGHT = 42;
/** Room for a header of two lines (narrow columns wrap their names rather than cut them). */
const HEADER_HEIGHT = 52;
/** The grid shows this many lines before it scrolls (it renders only the lines in view). */
const VISIBLE_LINES = 12;
// Grid options as constants: a new object on a render would make AG Grid rebuild its columns (and close an editor).
const defaultColDef: ColDef<LineRow> = { cellDataType: false, wrapHeaderText: true };
const localeText = { noRowsToShow: ui.noData, loadingOoo: ui.loading };
const popupParent = typeof document === 'undefined' ? undefined : document.body;

/** Props of the line grid. */
export interface LineTableProps {
  store: LineStore;
  columns: GridColumnInput[];
  readOnly?: boolean;
  /** The grid's accessible name (the lines column's label). */
  label: string;
  /** A cell was committed: the page changes the store (rules, fills) and the form data. */
  onCommit: (rowId: string, column: string, value: unknown) => void;
  /** Lines were added, removed or moved. */
  onLinesChanged: () => void;
  onTaxes: (rowId: string) => void;
  /** Where Esc on a cell at rest sends the focus (the element after the grid). */
  exitRef: RefObject<HTMLElement | null>;
  /** Receives the grid API (the page focuses new lines with it). */
  onApi?: (api: GridApi<LineRow> | null) => void;
  /** The columns the user's choice shows (column-choice.ts); absent = every column. */
  chosen?: readonly string[];
  /** Columns some line rule can hide: shown while a line has them (a withholding code on a Tevkifat invoice). */
  conditional?: ReadonlySet<string>;
}

const sameOrder = (api: GridApi<LineRow>, rows: readonly LineRow[]) => {
  if (api.getDisplayedRowCount() !== rows.length) return false;
  for (let i = 0; i < rows.length; i++) if (api.getDisplayedRowAtIndex(i)?.id !== rows[i].__id) return false;
  return true;
};

/** Starts editing the first editable cell of a line (a new line: spreadsheet-style entry goes on). */
export function editLine(api: GridApi<LineRow>, index: number, columns: readonly string[], tries = 10) {
  if (api.isDestroyed() || api.getEditingCells().some((c) => c.rowIndex === index)) return;
  const node = api.getDisplayedRowAtIndex(index);
  if (!node) return;
  const first =
    columns.find((c) => {
      const col = api.getColumn(c);
      return col?.isVisible() && col.isCellEditable(node);
    }) ?? columns[0];
  api.ensureIndexVisible(index);
  api.setFocusedCell(index, first);
  api.startEditingCell({ rowIndex: index, colKey: first });
  // A line added a moment ago may not be drawn yet: look again on the next frames until its editor is open.
  if (tries > 0) setTimeout(() => editLine(api, index, columns, tries - 1), 16);
}

/**
 * The document's lines in AG Grid: columns from the line metadata, the engine's widgets as cell editors,
 * spreadsheet keys (Tab / Shift+Tab across cells, Enter down, Esc cancels, Tab on the last cell adds a line,
 * Alt+↑/↓ and drag to reorder, Ctrl+Delete removes), errors on their cells. Only the lines in view render.
 */
export function LineTable(props: LineTableProps) {
  const {
    store,
    columns,
    readOnly = false,
    label,
    onCommit,
    onLinesChanged,
    onTaxes,
    exitRef,
    onApi,
    chosen,
    conditional = NONE,
  } = props;
  const apiRef = useRef<GridApi<LineRow> | null>(null);
  const [count, setCount] = useState(store.rows.length);
  // Bumped when the lines change (not while a cell is typed in): the hidden columns follow the lines' rules.
  const [version, setVersion] = useState(0);
  const chosenKey = chosen ? chosen.join('|') : null;
  const hidden = useMemo(
    () => hiddenKey(store, columns, chosenKey === null ? null : new Set(chosenKey.split('|')), conditional),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version stands for the store's lines
    [store, columns, chosenKey, conditional, version],
  );
  const latest = useRef({ onCommit, onLinesChanged, onTaxes });
  latest.current = { onCommit, onLinesChanged, onTaxes };
  const inputNames = useMemo(
    () =>
      columns.filter((c) => !c.column.computed && c.column.name !== TAXES_COLUMN).map((c) => c.column.name),
    [columns],
  );
  const computedNames = useMemo(
    () => columns.filter((c) => c.column.computed).map((c) => c.column.name),
    [columns],
  );
  const allNames = useMemo(() => columns.map((c) => c.column.name), [columns]);

  const columnDefs = useMemo<ColDef<LineRow>[]>(() => {
    const hiddenSet = new Set(hidden ? hidden.split('|') : []);
    const handlers = {
      store,
      readOnly,
      onCommit: (id: string, col: string, v: unknown) => latest.current.onCommit(id, col, v),
      onTaxes: (id: string) => latest.current.onTaxes(id),
    };
    return [
      {
        colId: '__row',
        headerName: linesTexts.rowNumber,
        width: 64,
        suppressSizeToFit: true,
        pinned: 'left',
        rowDrag: !readOnly,
        editable: false,
        sortable: false,
        valueGetter: (p) => (p.node?.rowIndex ?? 0) + 1,
        cellClass: 'df-line-cell--number',
        suppressKeyboardEvent: (p) => claimOwnKey(p, '__row'),
      },
      ...columns.map((c) => ({ ...lineColumnDef(c, handlers), hide: hiddenSet.has(c.column.name) })),
      ...(readOnly
        ? []
        : [
            {
              colId: '__remove',
              headerName: '',
              width: 52,
              suppressSizeToFit: true,
              pinned: 'right' as const,
              editable: false,
              sortable: false,
              cellRenderer: RemoveLineButton,
              suppressKeyboardEvent: (p: SuppressKeyboardEventParams<LineRow>) => claimOwnKey(p, '__remove'),
              cellRendererParams: { onRemove: (id: string) => remove(id) },
            },
          ]),
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- remove reads the api ref
  }, [columns, store, readOnly, hidden]);

  const remove = useCallback(
    (rowId: string) => {
      const api = apiRef.current;
      const at = store.indexOf(rowId);
      store.remove(rowId);
      latest.current.onLinesChanged();
      if (api && at >= 0) {
        const index = Math.min(at, store.rows.length - 1);
        const focused = api.getFocusedCell();
        api.setFocusedCell(index, focused?.column ?? inputNames[0]);
      }
    },
    [store, inputNames],
  );

  // The store is the source of the lines: the grid follows its order, values, states and errors.
  useEffect(
    () =>
      store.subscribe((rows: RowsChanged, draft?: boolean) => {
        const api = apiRef.current;
        if (!draft) {
          setCount(store.rows.length);
          setVersion((v) => v + 1);
        }
        if (!api || api.isDestroyed()) return;
        const cells = api.getEditingCells();
        if (rows === 'all' && !sameOrder(api, store.rows)) api.setGridOption('rowData', [...store.rows]);
        const nodes =
          rows === 'all'
            ? store.rows.flatMap((r) => api.getRowNode(r.__id) ?? [])
            : rows.flatMap((id) => api.getRowNode(id) ?? []);
        const editingRow = (n: { rowIndex: number | null }) => cells.some((c) => c.rowIndex === n.rowIndex);
        const quiet = nodes.filter(editingRow);
        const loud = nodes.filter((n) => !editingRow(n));
        // A row being typed in keeps its open editor: while typing only its amounts whose value moved redraw,
        // after a change (a fill, a rule) every other cell of it too.
        if (quiet.length) {
          const open = new Set(cells.map((c) => c.column?.getColId()));
          if (draft) api.refreshCells({ rowNodes: quiet, columns: computedNames });
          else
            api.refreshCells({ rowNodes: quiet, columns: allNames.filter((n) => !open.has(n)), force: true });
        }
        if (loud.length) api.refreshCells({ rowNodes: loud, force: true });
      }),
    [store, columns, computedNames, allNames],
  );

  const apiListener = useRef(onApi);
  apiListener.current = onApi;
  const onGridReady = (e: GridReadyEvent<LineRow>) => {
    apiRef.current = e.api;
    apiListener.current?.(e.api);
  };
  useEffect(() => () => apiListener.current?.(null), []);

  const tabToNextCell = (p: TabToNextCellParams<LineRow>) => {
    if (p.nextCellPosition) return p.nextCellPosition;
    if (p.backwards || !p.editing || readOnly) return false;
    // Tab on the last cell of a keyed line adds a line and goes on in its first cell (002 §2).
    const last = store.rows[store.rows.length - 1];
    if (!last || !store.isTouched(last.__id)) return false;
    store.add();
    latest.current.onLinesChanged();
    // The new row renders after this key press: the grid lets this Tab go (the cell's edit ends as its focus
    // leaves), and right after the new line's first cell opens for editing.
    const api = apiRef.current;
    setTimeout(() => {
      if (api && !api.isDestroyed()) editLine(api, store.rows.length - 1, inputNames);
    });
    return false;
  };

  const onCellKeyDown = (e: CellKeyDownEvent<LineRow>) => {
    const event = e.event as KeyboardEvent | null | undefined;
    const data = e.data;
    const api = e.api;
    if (!event || !data || readOnly) return;
    const column = e.column.getColId();
    const kind = columns.find((c) => c.column.name === column)?.options.kind;
    if (!ownKeyEvents.has(event)) return;
    event.preventDefault();
    if (event.key === 'Escape') {
      event.stopPropagation();
      exitRef.current?.focus();
    } else if (event.altKey) {
      const at = store.indexOf(data.__id);
      const to = at + (event.key === 'ArrowUp' ? -1 : 1);
      if (to < 0 || to >= store.rows.length) return;
      store.move(data.__id, to);
      latest.current.onLinesChanged();
      api.ensureIndexVisible(to);
      api.setFocusedCell(to, column);
    } else if (event.ctrlKey && event.key === 'Delete') remove(data.__id);
    else if (column === TAXES_COLUMN) latest.current.onTaxes(data.__id);
    else if (kind === 'boolean') {
      const value = String(data[column]) === '1' ? '0' : '1';
      latest.current.onCommit(data.__id, column, value);
    }
  };

  const onRowDragEnd = (e: RowDragEndEvent<LineRow>) => {
    const id = e.node.data?.__id;
    if (!id || e.node.rowIndex === null || e.node.rowIndex === undefined) return;
    store.move(id, e.node.rowIndex);
    latest.current.onLinesChanged();
  };

  // A line the focus leaves is checked: its empty required cells say "Bu alan zorunludur." from now on.
  const lastRow = useRef<string | null>(null);
  const onCellFocused = (e: CellFocusedEvent<LineRow>) => {
    const node =
      e.rowIndex === null || e.rowIndex === undefined ? null : e.api.getDisplayedRowAtIndex(e.rowIndex);
    const id = node?.data?.__id ?? null;
    if (lastRow.current && lastRow.current !== id) store.check(lastRow.current);
    lastRow.current = id;
  };

  // The columns share the grid's width, each down to its narrowest (line-grid.columns.ts); a grid laid out at no
  // width (a hidden tab, jsdom) keeps the columns' own widths.
  const box = useRef<HTMLDivElement>(null);
  const fit = (api: GridApi<LineRow>) => {
    if (!api.isDestroyed() && (box.current?.clientWidth ?? 0) > 0) api.sizeColumnsToFit();
  };

  const height = HEADER_HEIGHT + ROW_HEIGHT * Math.min(Math.max(count, 3), VISIBLE_LINES) + 4;
  return (
    <div
      ref={box}
      className="df-lines__grid"
      style={{ height }}
      role="group"
      aria-label={label}
      onKeyDownCapture={(e) => {
        // An editor opens a moment after its first key: what is typed meanwhile (still on the cell) is kept.
        const onCell = e.target instanceof HTMLElement && e.target.classList.contains('ag-cell');
        const api = apiRef.current;
        if (
          onCell &&
          e.key.length === 1 &&
          !e.ctrlKey &&
          !e.altKey &&
          !e.metaKey &&
          api?.getEditingCells().length
        ) {
          store.typeAhead += e.key;
          e.preventDefault();
          e.stopPropagation();
        }
      }}
      onKeyDown={(e) => {
        // Enter belongs to the grid (it moves down): it must not submit the form around it.
        if (e.key === 'Enter' && !(e.target instanceof HTMLTextAreaElement)) e.preventDefault();
        // A key that opened an editor is already its first character: the browser must not type it again
        // into the editor that just took the focus.
        const onCell = e.target instanceof HTMLElement && e.target.classList.contains('ag-cell');
        if (onCell && e.key.length === 1 && apiRef.current?.getEditingCells().length) e.preventDefault();
      }}
    >
      <AgGridReact<LineRow>
        modules={modules}
        theme={lineGridTheme}
        rowData={store.rows}
        columnDefs={columnDefs}
        getRowId={(p) => p.data.__id}
        defaultColDef={defaultColDef}
        rowHeight={ROW_HEIGHT}
        headerHeight={HEADER_HEIGHT}
        rowDragManaged={!readOnly}
        animateRows={false}
        suppressColumnVirtualisation
        popupParent={popupParent}
        enterNavigatesVertically
        enterNavigatesVerticallyAfterEdit
        stopEditingWhenCellsLoseFocus
        tabToNextCell={tabToNextCell}
        onCellKeyDown={onCellKeyDown}
        onCellFocused={onCellFocused}
        onCellEditingStopped={(e) => {
          if (e.data && !e.valueChanged) store.endDraft(e.data.__id);
        }}
        onRowDragEnd={onRowDragEnd}
        onGridReady={onGridReady}
        onGridSizeChanged={(e) => fit(e.api)}
        onFirstDataRendered={(e) => fit(e.api)}
        onDisplayedColumnsChanged={(e) => fit(e.api)}
        localeText={localeText}
      />
    </div>
  );
}

const NONE: ReadonlySet<string> = new Set();

/**
 * Whether a line needs a column in view whatever the user chose: a cell with an error, a cell the rules or the
 * catalogue require, or one of a column the rules show only on some lines (`conditional`), on any line.
 */
export function neededColumn(store: LineStore, column: string, conditional: ReadonlySet<string>): boolean {
  return store.neededColumns([column], conditional).has(column);
}

/** The grid's hidden columns ('|'-joined): hidden by the rules on every line, or not chosen and not needed. */
function hiddenKey(
  store: LineStore,
  columns: readonly GridColumnInput[],
  chosen: ReadonlySet<string> | null,
  conditional: ReadonlySet<string>,
): string {
  const names = columns.map((c) => c.column.name);
  const needed =
    chosen === null
      ? new Set<string>()
      : store.neededColumns(
          names.filter((n) => !chosen.has(n)),
          conditional,
        );
  return names
    .filter((n) => store.hiddenEverywhere(n) || (chosen !== null && !chosen.has(n) && !needed.has(n)))
    .join('|');
}
