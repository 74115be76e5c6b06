import type { ColDef } from 'ag-grid-community';
import type { ColumnMeta } from '../../../domain/api/contract';
import { labelOf } from '../../../domain/messages';
import { filterKindOf, isHidden, isMoney } from '../schema/column-kind';
import { amountCurrency, formatDate, formatMoney, formatNumber } from '../schema/format';
import { texts } from '../texts';
import { GridColumnFilter } from './ColumnFilter/GridColumnFilter';

/** The columns a list shows: the definition's `listColumns` in that order, else every visible one. */
export function listColumnsOf(columns: Record<string, ColumnMeta>, order?: readonly string[]): ColumnMeta[] {
  const shown = (c: ColumnMeta | undefined): c is ColumnMeta => Boolean(c) && !isHidden(c!);
  return order?.length ? order.map((n) => columns[n]).filter(shown) : Object.values(columns).filter(shown);
}

/**
 * A cell's text: money tr-TR with the row's currency symbol (₺, $, €; the TL equivalents always ₺), dates
 * DD.MM.YYYY, booleans Evet/Hayır, static options by text.
 */
export function cellText(column: ColumnMeta, value: unknown, row?: Record<string, unknown>): string {
  if (value === null || value === undefined || value === '') return '';
  if (isMoney(column)) return formatMoney(value, amountCurrency(column.name, row));
  const kind = filterKindOf(column);
  if (kind === 'date')
    return formatDate(value, column.gui_type_name === 'datetime' || column.db_type_name === 'datetime');
  if (kind === 'boolean')
    return ['1', 'true', 't'].includes(String(value).toLowerCase()) ? texts.yes : texts.no;
  if (kind === 'number') return formatNumber(value);
  const option = column.options?.find((o) => String(o.id) === String(value));
  return option ? option.text : String(value);
}

/** Filter params every column filter gets from its column definition. */
export interface ColumnFilterParams {
  column: ColumnMeta;
  table: string;
}

/**
 * AG Grid column definitions of a list. Sorting and filtering happen on the server: the grid's own
 * comparator keeps the server's order and the filters only carry models.
 */
/** The cell class of a row's level in an indented column (`df-indent-1` … `df-indent-8`; theme.css). */
export function indentClass(level: unknown): string {
  const n = Math.trunc(Number(level));
  return `df-indent-${Number.isFinite(n) ? Math.min(Math.max(n, 1), 8) : 1}`;
}

export function buildColumnDefs(
  columns: ColumnMeta[],
  table: string,
  indent?: { column: string; level: string },
): ColDef[] {
  return columns.map((c) => {
    const numeric = isMoney(c) || filterKindOf(c) === 'number';
    const filterParams: ColumnFilterParams = { column: c, table };
    return {
      colId: c.name,
      field: c.name,
      headerName: labelOf(c.display_name),
      sortable: true,
      comparator: () => 0,
      filter: GridColumnFilter,
      filterParams,
      valueFormatter: (p) => cellText(c, p.value, p.data as Record<string, unknown> | undefined),
      type: numeric ? 'rightAligned' : undefined,
      minWidth: 120,
      ...(indent?.column === c.name
        ? {
            cellClass: (p: { data?: Record<string, unknown> }) => indentClass(p.data?.[indent.level]),
          }
        : {}),
    } satisfies ColDef;
  });
}
