import { eWaybillHeaderColumns } from './e-waybill-columns';
import type { TableDef } from './types';

/**
 * Outgoing e-waybills (002 §2–§5): the form at /e-donusum/irsaliye/ekle, stock lines in `mal_hizmet_json` mirrored
 * as rows of `e_irsaliye_mal_hizmet`, the carrier rules of the waybills; drafts until sent (docs/e-documents.md,
 * "e-İrsaliye").
 */
export const e_irsaliye: TableDef = {
  name: 'e_irsaliye',
  display_name: 'e-İrsaliye',
  scope: 'company',
  table_id: 213,
  display_column: 'irsaliye_numarasi',
  columns: eWaybillHeaderColumns(213),
  lines: { json_column: 'mal_hizmet_json', table: 'e_irsaliye_mal_hizmet' },
};
