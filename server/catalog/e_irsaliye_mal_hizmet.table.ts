import { eWaybillLineColumns } from './e-waybill-columns';
import type { TableDef } from './types';

/** The lines of e-İrsaliye waybills: listed and shown here, written only through `e_irsaliye.mal_hizmet_json`. */
export const e_irsaliye_mal_hizmet: TableDef = {
  name: 'e_irsaliye_mal_hizmet',
  display_name: 'e-İrsaliye Satırları',
  scope: 'company',
  creatable: false,
  deletable: false,
  table_id: 219,
  display_column: 'mal_hizmet',
  columns: eWaybillLineColumns(219),
  parent: { table: 'e_irsaliye', column: 'bagli_eirsaliye_id', order_column: 'sira_no' },
};
