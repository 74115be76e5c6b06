import { supplierWaybillNumber } from './document-numbers';
import { PACKAGES } from '../../domain/packages';
import { waybillHeaderColumns } from './stock-columns';
import type { TableDef } from './types';

/**
 * Alış İrsaliyeleri (issue 11 item 2; docs/stock.md): stock lines in `mal_hizmet_json`, mirrored as rows of
 * `alis_irsaliye_hizmet`; the carrier rules of 002 §4; the save moves stock (stok_hareketleri).
 */
export const alis_irsaliye: TableDef = {
  name: 'alis_irsaliye',
  display_name: 'Alış İrsaliyeleri',
  scope: 'company',
  table_id: 402,
  packages: [PACKAGES.onMuhasebe, PACKAGES.muhasebe, PACKAGES.sube],
  display_column: 'irsaliye_numarasi',
  number: supplierWaybillNumber,
  columns: waybillHeaderColumns(402),
  lines: { json_column: 'mal_hizmet_json', table: 'alis_irsaliye_hizmet' },
};
