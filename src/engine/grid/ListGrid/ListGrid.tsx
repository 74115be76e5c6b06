import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  CustomFilterModule,
  LocaleModule,
  ValidationModule,
  type CellKeyDownEvent,
  type ColDef,
  type GetRowIdParams,
  type Module,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo, useRef } from 'react';
import type { ColumnMeta, Filter } from '../../../../domain/api/contract';
import { ui } from '../../../../domain/messages';
import { texts } from '../../texts';
import { buildColumnDefs } from '../column-defs';
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
  CustomFilterModule,
  LocaleModule,
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
  minWidth: 240,
  maxWidth: 260,
};

/** Props of the list grid. */
export interface ListGridProps {
  table: string;
  columns: ColumnMeta[];
  records: Row[];
  loading?: boolean;
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
        columnDefs={columnDefs}
        context={context}
        localeText={localeText}
        getRowId={(p: GetRowIdParams<Row>) => String(p.data.id)}
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
