import { freelanceLineColumns } from './e-receipt-columns';
import type { TableDef } from './types';

/** The services of freelance receipts: listed and shown here, written only through the receipt's mal_hizmet_json. */
export const serbest_meslek_malhizmet: TableDef = {
  name: 'serbest_meslek_malhizmet',
  display_name: 'e-SMM Satırları',
  scope: 'company',
  creatable: false,
  deletable: false,
  table_id: 231,
  display_column: 'mal_hizmet',
  columns: freelanceLineColumns(231),
  parent: { table: 'serbest_meslek_makbuzu', column: 'bagli_efatura_id', order_column: 'sira_no' },
};
