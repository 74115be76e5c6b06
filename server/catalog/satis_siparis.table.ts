import { PACKAGES } from '../../domain/packages';
import { orderHeaderColumns, orderNumber } from './order-columns';
import type { TableDef } from './types';

/** Sales orders (from customers); lines in `mal_hizmet_json`, mirrored as rows of `satis_siparis_hizmet` (docs/orders.md). */
export const satis_siparis: TableDef = {
  name: 'satis_siparis',
  display_name: 'Satış Siparişleri',
  scope: 'company',
  table_id: 152,
  packages: [PACKAGES.onMuhasebe, PACKAGES.muhasebe, PACKAGES.sube],
  display_column: 'siparis_numarasi',
  columns: orderHeaderColumns(152),
  number: orderNumber('SSP'),
  lines: { json_column: 'mal_hizmet_json', table: 'satis_siparis_hizmet' },
};
