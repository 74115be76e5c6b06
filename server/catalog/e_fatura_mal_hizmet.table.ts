import { eInvoiceLineColumns } from './e-invoice-columns';
import type { TableDef } from './types';

/** The lines of e-Fatura invoices: listed and shown here, written only through `e_fatura.mal_hizmet_json`. */
export const e_fatura_mal_hizmet: TableDef = {
  name: 'e_fatura_mal_hizmet',
  display_name: 'e-Fatura Satırları',
  scope: 'company',
  creatable: false,
  deletable: false,
  table_id: 216,
  display_column: 'mal_hizmet',
  columns: eInvoiceLineColumns(216, 'e_fatura'),
  parent: { table: 'e_fatura', column: 'bagli_efatura_id', order_column: 'sira_no' },
};
