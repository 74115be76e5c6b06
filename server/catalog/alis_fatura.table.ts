import { PACKAGES } from '../../domain/packages';
import { documentHooks } from '../documents/document.hooks';
import { invoiceDocument } from '../documents/document.spec';
import { invoiceHeaderColumns } from './invoice-columns';
import { supplierInvoiceNumber } from './document-numbers';
import type { TableDef } from './types';

/** Purchase invoices; lines in `mal_hizmet_json`, mirrored as rows of `alis_fatura_hizmet` (docs/line-tables.md). */
export const alis_fatura: TableDef = {
  name: 'alis_fatura',
  display_name: 'Alış Faturaları',
  scope: 'company',
  table_id: 132,
  packages: [PACKAGES.onMuhasebe, PACKAGES.muhasebe, PACKAGES.sube],
  display_column: 'fatura_numarasi',
  columns: invoiceHeaderColumns(132),
  number: supplierInvoiceNumber,
  lines: { json_column: 'mal_hizmet_json', table: 'alis_fatura_hizmet' },
  hooks: documentHooks(invoiceDocument),
};
