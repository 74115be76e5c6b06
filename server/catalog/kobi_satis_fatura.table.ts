import { PACKAGES } from '../../domain/packages';
import { kobiInvoiceHeaderColumns } from './kobi-invoice-columns';
import { ownInvoiceNumber } from './document-numbers';
import { paymentStateColumns } from './payment-columns';
import type { TableDef } from './types';

/**
 * Small-business sales invoices of the Kobi package (002 §2: /satis-faturalar; /hizli-fis-fatura saves them too);
 * lines in `mal_hizmet_json`, mirrored as rows of `kobi_satis_fatura_hizmet` (docs/line-tables.md).
 */
export const kobi_satis_fatura: TableDef = {
  name: 'kobi_satis_fatura',
  display_name: 'Satış Faturaları',
  scope: 'company',
  table_id: 140,
  packages: [PACKAGES.kobi],
  display_column: 'fatura_numarasi',
  columns: [...kobiInvoiceHeaderColumns(140), ...paymentStateColumns(140, 'in', { remaining: false })],
  number: ownInvoiceNumber('KSF'),
  lines: { json_column: 'mal_hizmet_json', table: 'kobi_satis_fatura_hizmet' },
  // Stock: the invoice moves the stock of its lines (docs/stock.md).
};
