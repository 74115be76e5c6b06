import { PACKAGES } from '../../domain/packages';
import { invoiceHeaderColumns } from './invoice-columns';
import { waybillLink } from './stock-columns';
import { supplierInvoiceNumber } from './document-numbers';
import { paymentStateColumns } from './payment-columns';
import type { TableDef } from './types';

/** Purchase invoices; lines in `mal_hizmet_json`, mirrored as rows of `alis_fatura_hizmet` (docs/line-tables.md). */
export const alis_fatura: TableDef = {
  name: 'alis_fatura',
  display_name: 'Alış Faturaları',
  scope: 'company',
  table_id: 132,
  packages: [PACKAGES.onMuhasebe, PACKAGES.muhasebe, PACKAGES.sube],
  display_column: 'fatura_numarasi',
  columns: [
    ...invoiceHeaderColumns(132),
    ...paymentStateColumns(132, 'out', { remaining: true }),
    waybillLink(132, 'alis_irsaliye'),
  ],
  number: supplierInvoiceNumber,
  lines: { json_column: 'mal_hizmet_json', table: 'alis_fatura_hizmet' },
  // Stock: the invoice moves the stock of its lines unless it was made from a waybill (docs/stock.md).
};
