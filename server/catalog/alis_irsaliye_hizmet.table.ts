import { PACKAGES } from '../../domain/packages';
import { waybillLineColumns } from './stock-columns';
import { orderLinkColumns } from './conversion-columns';
import type { TableDef } from './types';

/** The stock lines of alış irsaliyeleri: listed and shown here, written only through the header's JSON. */
export const alis_irsaliye_hizmet: TableDef = {
  name: 'alis_irsaliye_hizmet',
  display_name: 'Alış İrsaliyesi Satırları',
  scope: 'company',
  creatable: false,
  deletable: false,
  table_id: 403,
  packages: [PACKAGES.onMuhasebe, PACKAGES.muhasebe, PACKAGES.sube],
  display_column: 'mal_hizmet',
  columns: [
    ...waybillLineColumns(403, { table: 'alis_irsaliye', column: 'alis_irsaliye_id' }),
    ...orderLinkColumns(553, { table: 'alis_siparis', lineTable: 'alis_siparis_hizmet' }),
  ],
  parent: { table: 'alis_irsaliye', column: 'alis_irsaliye_id', order_column: 'sira_no' },
};
