import { PACKAGES } from '../../domain/packages';
import { invoiceLineColumns } from './invoice-columns';
import { orderLinkColumns, waybillLinkColumns } from './conversion-columns';
import type { TableDef } from './types';

/** The lines of sales invoices: listed and shown here, written through `satis_fatura.mal_hizmet_json` or row by row (docs/line-tables.md). */
export const satis_fatura_hizmet: TableDef = {
  name: 'satis_fatura_hizmet',
  display_name: 'Satış Faturası Satırları',
  scope: 'company',
  table_id: 131,
  packages: [PACKAGES.onMuhasebe, PACKAGES.muhasebe, PACKAGES.sube],
  display_column: 'mal_hizmet',
  columns: [
    ...invoiceLineColumns(131, { table: 'satis_fatura', column: 'satis_fatura_id' }),
    ...orderLinkColumns(550, { table: 'satis_siparis', lineTable: 'satis_siparis_hizmet' }),
    ...waybillLinkColumns(550, { table: 'satis_irsaliye', lineTable: 'satis_irsaliye_hizmet' }),
  ],
  parent: { table: 'satis_fatura', column: 'satis_fatura_id', order_column: 'sira_no' },
};
