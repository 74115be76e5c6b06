import { columnIds, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(103);

/** Invoice types (fatura_tipi_id, 002 §4) with GİB's InvoiceTypeCode. */
export const fatura_tipleri: TableDef = {
  name: 'fatura_tipleri',
  display_name: 'Fatura Tipleri',
  scope: 'global',
  table_id: 103,
  display_column: 'name_basic',
  select_first: [2, 1, 3, 4, 5, 6, 9],
  columns: [text(n(10), 'name_basic', 'Fatura Tipi*'), text(n(11), 'kod', 'GİB Kodu*')],
};
