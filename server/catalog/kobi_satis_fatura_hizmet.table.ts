import { PACKAGES } from '../../domain/packages';
import { kobiInvoiceLineColumns } from './kobi-invoice-columns';
import type { TableDef } from './types';

/** The lines of small-business sales invoices: listed and shown here, written through the header's JSON or row by row. */
export const kobi_satis_fatura_hizmet: TableDef = {
  name: 'kobi_satis_fatura_hizmet',
  display_name: 'Satış Faturası Satırları',
  scope: 'company',
  table_id: 141,
  packages: [PACKAGES.kobi],
  display_column: 'mal_hizmet',
  columns: kobiInvoiceLineColumns(141, { table: 'kobi_satis_fatura', column: 'kobi_satis_fatura_id' }),
  parent: { table: 'kobi_satis_fatura', column: 'kobi_satis_fatura_id', order_column: 'sira_no' },
};
