import { PACKAGES } from '../../domain/packages';
import { kobiInvoiceLineColumns } from './kobi-invoice-columns';
import type { TableDef } from './types';

/** The lines of small-business purchase invoices: listed and shown here, written through the header's JSON or row by row. */
export const kobi_alis_fatura_hizmet: TableDef = {
  name: 'kobi_alis_fatura_hizmet',
  display_name: 'Alış Faturası Satırları',
  scope: 'company',
  table_id: 143,
  packages: [PACKAGES.kobi],
  display_column: 'mal_hizmet',
  columns: kobiInvoiceLineColumns(143, { table: 'kobi_alis_fatura', column: 'kobi_alis_fatura_id' }),
  parent: { table: 'kobi_alis_fatura', column: 'kobi_alis_fatura_id', order_column: 'sira_no' },
};
