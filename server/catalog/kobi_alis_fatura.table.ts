import { PACKAGES } from '../../domain/packages';
import { kobiInvoiceHeaderColumns } from './kobi-invoice-columns';
import { supplierInvoiceNumber } from './document-numbers';
import { paymentStateColumns } from './payment-columns';
import type { TableDef } from './types';

/**
 * Small-business purchase invoices of the Kobi package (002 §2: /alis-faturalar); lines in `mal_hizmet_json`,
 * mirrored as rows of `kobi_alis_fatura_hizmet` (docs/line-tables.md).
 */
export const kobi_alis_fatura: TableDef = {
  name: 'kobi_alis_fatura',
  display_name: 'Alış Faturaları',
  scope: 'company',
  table_id: 142,
  packages: [PACKAGES.kobi],
  display_column: 'fatura_numarasi',
  columns: [...kobiInvoiceHeaderColumns(142), ...paymentStateColumns(142, 'out', { remaining: false })],
  number: supplierInvoiceNumber,
  lines: { json_column: 'mal_hizmet_json', table: 'kobi_alis_fatura_hizmet' },
  // Stock: the invoice moves the stock of its lines (docs/stock.md).
};
