import { PACKAGES } from '../../domain/packages';
import { invoiceHeaderColumns } from './invoice-columns';
import { waybillLink } from './stock-columns';
import { ownInvoiceNumber } from './document-numbers';
import { paymentStateColumns } from './payment-columns';
import type { TableDef } from './types';

/** Sales invoices; lines in `mal_hizmet_json`, mirrored as rows of `satis_fatura_hizmet` (docs/line-tables.md). */
export const satis_fatura: TableDef = {
  name: 'satis_fatura',
  display_name: 'Satış Faturaları',
  scope: 'company',
  table_id: 130,
  packages: [PACKAGES.onMuhasebe, PACKAGES.muhasebe, PACKAGES.sube],
  display_column: 'fatura_numarasi',
  columns: [
    ...invoiceHeaderColumns(130),
    ...paymentStateColumns(130, 'in', { remaining: true }),
    waybillLink(130, 'satis_irsaliye'),
  ],
  number: ownInvoiceNumber('SAT'),
  lines: { json_column: 'mal_hizmet_json', table: 'satis_fatura_hizmet' },
  // Stock: the invoice moves the stock of its lines unless it was made from a waybill (docs/stock.md).
};
