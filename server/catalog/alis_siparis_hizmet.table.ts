import { PACKAGES } from '../../domain/packages';
import { orderLineColumns } from './order-columns';
import type { TableDef } from './types';

/** The lines of purchase orders: listed and shown here, written only through `alis_siparis.mal_hizmet_json`. */
export const alis_siparis_hizmet: TableDef = {
  name: 'alis_siparis_hizmet',
  display_name: 'Alış Siparişi Satırları',
  scope: 'company',
  creatable: false,
  deletable: false,
  table_id: 151,
  packages: [PACKAGES.onMuhasebe, PACKAGES.muhasebe, PACKAGES.sube],
  display_column: 'mal_hizmet',
  columns: orderLineColumns(
    151,
    { table: 'alis_siparis', column: 'alis_siparis_id' },
    'Teslim Alınan Miktar',
  ),
  parent: { table: 'alis_siparis', column: 'alis_siparis_id', order_column: 'sira_no' },
};
