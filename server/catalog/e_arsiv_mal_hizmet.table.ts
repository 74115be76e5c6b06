import { eInvoiceLineColumns } from './e-invoice-columns';
import type { TableDef } from './types';

/** The lines of e-Arşiv invoices: listed and shown here, written only through `e_arsiv_fatura.mal_hizmet_json`. */
export const e_arsiv_mal_hizmet: TableDef = {
  name: 'e_arsiv_mal_hizmet',
  display_name: 'e-Arşiv Satırları',
  scope: 'company',
  creatable: false,
  deletable: false,
  table_id: 217,
  display_column: 'mal_hizmet',
  columns: eInvoiceLineColumns(217, 'e_arsiv_fatura'),
  parent: { table: 'e_arsiv_fatura', column: 'bagli_efatura_id', order_column: 'sira_no' },
};
