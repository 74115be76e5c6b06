import { PACKAGES } from '../../domain/packages';
import { orderLineColumns } from './order-columns';
import type { TableDef } from './types';

/** The lines of sales orders: listed and shown here, written only through `satis_siparis.mal_hizmet_json`. */
export const satis_siparis_hizmet: TableDef = {
  name: 'satis_siparis_hizmet',
  display_name: 'Satış Siparişi Satırları',
  scope: 'company',
  creatable: false,
  deletable: false,
  table_id: 153,
  packages: [PACKAGES.onMuhasebe, PACKAGES.muhasebe, PACKAGES.sube],
  display_column: 'mal_hizmet',
  columns: orderLineColumns(153, { table: 'satis_siparis', column: 'satis_siparis_id' }, 'Gönderilen Miktar'),
  parent: { table: 'satis_siparis', column: 'satis_siparis_id', order_column: 'sira_no' },
};
