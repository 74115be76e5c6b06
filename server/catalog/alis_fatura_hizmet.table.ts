import { PACKAGES } from '../../domain/packages';
import { invoiceLineColumns } from './invoice-columns';
import { orderLinkColumns, waybillLinkColumns } from './conversion-columns';
import type { TableDef } from './types';

/** The lines of purchase invoices: listed and shown here, written through `alis_fatura.mal_hizmet_json` or row by row (docs/line-tables.md). */
export const alis_fatura_hizmet: TableDef = {
  name: 'alis_fatura_hizmet',
  display_name: 'Alış Faturası Satırları',
  scope: 'company',
  table_id: 133,
  packages: [PACKAGES.onMuhasebe, PACKAGES.muhasebe, PACKAGES.sube],
  display_column: 'mal_hizmet',
  columns: [
    ...invoiceLineColumns(133, { table: 'alis_fatura', column: 'alis_fatura_id' }),
    ...orderLinkColumns(551, { table: 'alis_siparis', lineTable: 'alis_siparis_hizmet' }),
    ...waybillLinkColumns(551, { table: 'alis_irsaliye', lineTable: 'alis_irsaliye_hizmet' }),
  ],
  parent: { table: 'alis_fatura', column: 'alis_fatura_id', order_column: 'sira_no' },
};
