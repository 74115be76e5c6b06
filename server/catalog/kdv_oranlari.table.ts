import { columnIds, text } from './columns';
import { decimal } from './document-columns';
import type { TableDef } from './types';

const n = columnIds(102);

/** KDV rates by kdv_id (002 §9): 2 %1, 3 %8, 4 %18, 5 %0, 7 %21,5, 8 %10, 9 %20. */
export const kdv_oranlari: TableDef = {
  name: 'kdv_oranlari',
  display_name: 'KDV Oranları',
  scope: 'global',
  table_id: 102,
  display_column: 'name_basic',
  select_first: [9, 8, 2, 5],
  columns: [text(n(10), 'name_basic', 'KDV*', { max_length: 10 }), decimal(n(11), 'oran', 'Oran*', 2)],
};
