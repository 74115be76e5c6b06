import { PACKAGES } from '../../domain/packages';
import { waybillLineColumns } from './stock-columns';
import { orderLinkColumns } from './conversion-columns';
import type { TableDef } from './types';

/** The stock lines of satış irsaliyeleri: listed and shown here, written only through the header's JSON. */
export const satis_irsaliye_hizmet: TableDef = {
  name: 'satis_irsaliye_hizmet',
  display_name: 'Satış İrsaliyesi Satırları',
  scope: 'company',
  creatable: false,
  deletable: false,
  table_id: 405,
  packages: [PACKAGES.onMuhasebe, PACKAGES.muhasebe, PACKAGES.sube],
  display_column: 'mal_hizmet',
  columns: [
    ...waybillLineColumns(405, { table: 'satis_irsaliye', column: 'satis_irsaliye_id' }),
    ...orderLinkColumns(552, { table: 'satis_siparis', lineTable: 'satis_siparis_hizmet' }),
  ],
  parent: { table: 'satis_irsaliye', column: 'satis_irsaliye_id', order_column: 'sira_no' },
};
