import { PACKAGES } from '../../domain/packages';
import { orderHeaderColumns, orderNumber } from './order-columns';
import type { TableDef } from './types';

/** Purchase orders (to suppliers); lines in `mal_hizmet_json`, mirrored as rows of `alis_siparis_hizmet` (docs/orders.md). */
export const alis_siparis: TableDef = {
  name: 'alis_siparis',
  display_name: 'Alış Siparişleri',
  scope: 'company',
  table_id: 150,
  packages: [PACKAGES.onMuhasebe, PACKAGES.muhasebe, PACKAGES.sube],
  display_column: 'siparis_numarasi',
  columns: orderHeaderColumns(150),
  number: orderNumber('ASP'),
  lines: { json_column: 'mal_hizmet_json', table: 'alis_siparis_hizmet' },
};
