import { ownWaybillNumber } from './document-numbers';
import { PACKAGES } from '../../domain/packages';
import { waybillHeaderColumns } from './stock-columns';
import type { TableDef } from './types';

/**
 * Satış İrsaliyeleri (issue 11 item 2; docs/stock.md): stock lines in `mal_hizmet_json`, mirrored as rows of
 * `satis_irsaliye_hizmet`; the carrier rules of 002 §4; the save moves stock (stok_hareketleri).
 */
export const satis_irsaliye: TableDef = {
  name: 'satis_irsaliye',
  display_name: 'Satış İrsaliyeleri',
  scope: 'company',
  table_id: 404,
  packages: [PACKAGES.onMuhasebe, PACKAGES.muhasebe, PACKAGES.sube],
  display_column: 'irsaliye_numarasi',
  number: ownWaybillNumber,
  columns: waybillHeaderColumns(404),
  lines: { json_column: 'mal_hizmet_json', table: 'satis_irsaliye_hizmet' },
};
