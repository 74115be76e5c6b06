import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  ColumnAutoSizeModule,
  CustomFilterModule,
  LocaleModule,
  PinnedRowModule,
  ValidationModule,
  type CellKeyDownEvent,
  type ColDef,
  type GetRowIdParams,
  type GridSizeChangedEvent,
  type Module,
  type SizeColumnsToContentStrategy,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo, useRef } from 'react';
import type { ColumnMeta, Filter } from '../../../../domain/api/contract';
import { ui } from '../../../../domain/messages';
import { texts } from '../../texts';
import { buildColumnDefs, TOTAL_KEY } from '../column-defs';
import type { FilterContext } from '../ColumnFilter/GridColumnFilter';
import { filtersFromModel, sortsFromColumnState } from '../list-params';
import { isReferenceRow, RowActions, type RowActionsContext } from '../RowActions/RowActions';
import '../grid.css';
import { listGridTheme } from '../gridTheme';

type Row = Record<string, unknown>;

// Only the modules the list uses; ValidationModule explains misconfigurations in development only.
const modules: Module[] = [
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  ColumnAutoSizeModule,
  CustomFilterModule,
  LocaleModule,
  PinnedRowModule,
  ...(import.meta.env?.DEV ? [ValidationModule] : []),
];

const localeText: Record<string, string> = {
  noRowsToShow: ui.noData,
  loadingOoo: ui.loading,
  filterOoo: texts.search,
  applyFilter: texts.apply,
  resetFilter: texts.clear,
  ariaFilterMenuOpen: 'Filtre menüsünü aç',
  ariaSortableColumn: 'Sıralamak için Enter tuşuna basın',
  ariaColumnFilter: 'Sütun filtresi',
};

const actionsColumn: ColDef = {
  colId: '__actions',
  headerName: texts.actions,
  cellRenderer: RowActions,
  // Always in view, however many columns scroll sideways.
  pinned: 'right',
  sortable: false,
  filter: false,
  // Sized to its buttons with the other columns, never widened to fill the grid.
  suppressSizeToFit: true,
  minWidth: 80,
};

/** Below this grid width the actions column scrolls with the row instead of covering half of a phone's screen. */
export const PIN_ACTIONS_FROM = 720;

/**
 * Columns sized to their cells (the totals rows included), then widened together to fill the grid
 * when they need less; again whenever the rows, the columns or the grid's width change. An amount is therefore
 * never cut to its currency symbol, and a short column is not a fixed 200 px.
 */
const autoSizeStrategy: SizeColumnsToContentStrategy = {
  type: 'fitCellContents',
  // The cells decide; a long header ("Kalan Ödeme Tutarı") wraps onto a second line instead of widening an
  // amount column three times its figures (column-defs: wrapHeaderText, autoHeaderHeight).
  skipHeader: true,
  scaleUpToFitGridWidth: true,
  continuous: true,
  defaultMaxWidth: 420,
};

/** The actions column is pinned on the right of a wide grid only (a phone scrolls it with the row). */
function pinActions(e: GridSizeChangedEvent) {
  const pinned = e.clientWidth >= PIN_ACTIONS_FROM ? 'right' : null;
  const actions = e.api.getColumn(actionsColumn.colId!);
  if (actions && (actions.getPinned() ?? null) !== pinned)
    e.api.applyColumnState({ state: [{ colId: actionsColumn.colId!, pinned }] });
}

/** Props of the list grid. */
export interface ListGridProps {
  table: string;
  columns: ColumnMeta[];
  records: Row[];
  loading?: boolean;
  /** The totals rows pinned under the grid (`totalRows`); absent = none. */
  totals?: Row[];
  /** The filters in force (read by dependent select filters). */
  filters: Record<string, Filter>;
  onSortsChange: (sorts: Record<string, boolean>) => void;
  onFiltersChange: (filters: Record<string, Filter>) => void;
  /** Opens the record's edit page; absent on a read-only list (no Düzenle button). */
  onEdit?: (id: string) => void;
  /** Deletes the record; absent on a read-only list (no Sil button). */
  onDelete?: (id: string) => void;
  /** Opens the record's detail panel (a Detay button on each row). */
  onDetail?: (id: string) => void;
  /** A column indented by the level another column holds (the page's `listIndent`). */
  indent?: { column: string; level: string };
}

/**
 * AG Grid over one page of server records: header clicks and column filters are reported as the
 * contract's sorts and filters (the server sorts and filters), Enter or a double click opens a row.
 */
export function ListGrid(props: ListGridProps) {
  const latest = useRef(props);
  latest.current = props;
  const columnDefs = useMemo(
    () => [...buildColumnDefs(props.columns, props.table, props.indent), actionsColumn],
    [props.columns, props.table, props.indent],
  );
  const hasDetail = Boolean(props.onDetail);
  const hasEdit = Boolean(props.onEdit);
  const hasDelete = Boolean(props.onDelete);
  const context = useMemo<RowActionsContext & FilterContext>(
    () => ({
      onEdit: hasEdit ? (id) => latest.current.onEdit?.(id) : undefined,
      onDelete: hasDelete ? (id) => latest.current.onDelete?.(id) : undefined,
      onDetail: hasDetail ? (id) => latest.current.onDetail?.(id) : undefined,
      filters: () => latest.current.filters,
    }),
    [hasDetail, hasEdit, hasDelete],
  );
  // Enter or a double click opens the row: its edit page, or its detail on a read-only list or reference row.
  const open = (row: Row | undefined) => {
    if (row && TOTAL_KEY in row) return;
    const id = row?.id;
    if (id === undefined || id === null) return;
    const { onEdit, onDetail } = latest.current;
    ((isReferenceRow(row) ? undefined : onEdit) ?? onDetail)?.(String(id));
  };
  const onCellKeyDown = (e: CellKeyDownEvent<Row>) => {
    const key = (e.event as KeyboardEvent | null | undefined)?.key;
    if (key === 'Enter' && e.column.getColId() !== actionsColumn.colId) open(e.data);
  };
  return (
    <div className="df-list-grid">
      <AgGridReact<Row>
        modules={modules}
        theme={listGridTheme}
        rowData={props.records}
        pinnedBottomRowData={props.totals}
        autoSizeStrategy={autoSizeStrategy}
        onGridSizeChanged={pinActions}
        columnDefs={columnDefs}
        context={context}
        localeText={localeText}
        getRowId={(p: GetRowIdParams<Row>) => String(p.data[TOTAL_KEY] ?? p.data.id)}
        // Filter popups on the page body: never clipped by the grid's own box.
        popupParent={typeof document === 'undefined' ? undefined : document.body}
        // A page holds at most a few hundred rows: draw them all (and in jsdom, which has no layout).
        suppressRowVirtualisation
        suppressColumnVirtualisation
        loading={props.loading}
        onSortChanged={(e) => latest.current.onSortsChange(sortsFromColumnState(e.api.getColumnState()))}
        onFilterChanged={(e) => latest.current.onFiltersChange(filtersFromModel(e.api.getFilterModel()))}
        onCellKeyDown={onCellKeyDown}
        onRowDoubleClicked={(e) => open(e.data)}
      />
    </div>
  );
}
