import { columnIds, select } from './columns';
import type { CatalogColumn } from './types';

// The link columns of conversions (001 §2.3 "Each converted line copies the source order id and the source line
// id"; docs/conversions.md) on the lines of invoices and waybills. Hidden from the grid and the forms: they travel
// inside the lines JSON and are set by the conversion, not typed. Select columns, so that the server checks the
// ids exist in the caller's company like any other relation. Column ids come from the conversions' own table id
// range (550–559), one table id per line table.

const hidden = { visible: false } as const;

/** The order the line was converted from, and its line. */
export function orderLinkColumns(
  rangeId: number,
  order: { table: string; lineTable: string },
): CatalogColumn[] {
  const n = columnIds(rangeId);
  return [
    select(n(10), 'siparis_id', 'Sipariş', order.table, hidden, 'siparis_numarasi'),
    select(n(11), 'siparis_hizmet_id', 'Sipariş Satırı', order.lineTable, hidden, 'mal_hizmet'),
  ];
}

/** The waybill an invoice line was converted from, and its line: then the waybill moved the goods. */
export function waybillLinkColumns(
  rangeId: number,
  waybill: { table: string; lineTable: string },
): CatalogColumn[] {
  const n = columnIds(rangeId);
  return [
    select(n(12), 'irsaliye_id', 'İrsaliye', waybill.table, hidden, 'irsaliye_numarasi'),
    select(n(13), 'irsaliye_hizmet_id', 'İrsaliye Satırı', waybill.lineTable, hidden, 'mal_hizmet'),
  ];
}
