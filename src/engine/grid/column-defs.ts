import type { ColDef } from 'ag-grid-community';
import type { ColumnMeta, ListTotal } from '../../../domain/api/contract';
import { labelOf } from '../../../domain/messages';
import { filterKindOf, isHidden, isMoney } from '../schema/column-kind';
import { amountCurrency, formatDate, formatMoney, formatNumber } from '../schema/format';
import { texts } from '../texts';
import { GridColumnFilter, type ColumnFilterParams } from './ColumnFilter/GridColumnFilter';

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

/** The key of a totals row (pinned under the grid): it has no record id, so no row buttons and no opening. */
export const TOTAL_KEY = '__total';

/**
 * The pinned rows of a list's totals: one per value of `by` (a currency), the sums under their columns and
 * "Toplam" in the first shown column that is not summed. The split value is put where a record keeps a relation's
 * id (`{by}__id`), so each amount shows its own currency symbol, as the rows above it do.
 */
export function totalRows(
  totals: readonly ListTotal[],
  columns: readonly ColumnMeta[],
  spec: { columns: readonly string[]; by?: string },
): Record<string, unknown>[] {
  const label = columns.find((c) => !spec.columns.includes(c.name))?.name;
  return totals.map((t) => ({
    [TOTAL_KEY]: `total:${t.by ?? ''}`,
    ...(label ? { [label]: texts.totalRow } : {}),
    ...(spec.by ? { [`${spec.by}__id`]: t.by } : {}),
    ...t.sums,
  }));
}

export type { ColumnFilterParams } from './ColumnFilter/GridColumnFilter';

/** The cell class of a row's level in an indented column (`df-indent-1` … `df-indent-8`; theme.css). */
export function indentClass(level: unknown): string {
  const n = Math.trunc(Number(level));
  return `df-indent-${Number.isFinite(n) ? Math.min(Math.max(n, 1), 8) : 1}`;
}

/**
 * AG Grid column definitions of a list. Sorting and filtering happen on the server: the grid's own
 * comparator keeps the server's order and the filters only carry models. Widths follow the content: the grid
 * sizes every column to its header and cells (ListGrid's autoSizeStrategy); `minWidth` keeps a column that
 * is still empty readable, and headers wrap. Numbers and amounts are right-aligned and never cut (no ellipsis).
 */
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
      valueFormatter: (p) =>
        // A totals row holds "Toplam" in a column of any kind (a boolean column would say "Hayır").
        p.node?.rowPinned && !numeric
          ? String(p.value ?? '')
          : cellText(c, p.value, p.data as Record<string, unknown> | undefined),
      type: numeric ? 'rightAligned' : undefined,
      cellClass:
        indent?.column === c.name
          ? (p: { data?: Record<string, unknown> }) => indentClass(p.data?.[indent.level])
          : // The type's own class too: an explicit cellClass replaces the one `rightAligned` brings.
            numeric
            ? ['ag-right-aligned-cell', 'df-cell--number']
            : undefined,
      minWidth: minWidthOf(c),
      wrapHeaderText: true,
      autoHeaderHeight: true,
    } satisfies ColDef;
  });
}

/**
 * The narrowest a list column may get (the grid sizes it to its cells above that): room for the header's longest
 * word beside its sort and filter icons, and by kind for an amount of thousands ("₺12.345,67", 120 px), a date
 * ("31.12.2026", 110 px; with the time 140 px), anything else 100 px.
 */
export function minWidthOf(c: ColumnMeta): number {
  // The header wraps between words, never inside one: its longest word (about 8.5 px a letter, bold) beside the
  // sort and filter icons and the padding (56 px).
  const word = Math.max(
    ...labelOf(c.display_name)
      .split(/\s+/)
      .map((w) => w.length),
  );
  const header = Math.ceil(word * 8.5 + 56);
  return Math.max(header, kindFloor(c));
}

function kindFloor(c: ColumnMeta): number {
  if (isMoney(c)) return 120;
  const kind = filterKindOf(c);
  if (kind === 'date') return c.gui_type_name === 'datetime' || c.db_type_name === 'datetime' ? 140 : 110;
  return 100;
}
