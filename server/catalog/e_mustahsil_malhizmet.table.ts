import { producerLineColumns } from './e-receipt-columns';
import type { TableDef } from './types';

/**
 * The goods of producer receipts: listed and shown here, written through the receipt's mal_hizmet_json or row by
 * row — the e-MM page saves its lines one at a time (002 §4, docs/line-tables.md "Pages that save line by line").
 */
export const e_mustahsil_malhizmet: TableDef = {
  name: 'e_mustahsil_malhizmet',
  display_name: 'e-MM Satırları',
  scope: 'company',
  table_id: 232,
  display_column: 'mal_hizmet',
  columns: producerLineColumns(232),
  parent: { table: 'e_mustahsil_makbuzu', column: 'bagli_efatura_id', order_column: 'sira_no' },
};
