import { columnIds, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(108);

/** Stock types (002 §4): Hammadde, Yarı Mamül, Ürün, Ticari Mal. */
export const stok_turleri: TableDef = {
  name: 'stok_turleri',
  display_name: 'Stok Türleri',
  scope: 'global',
  table_id: 108,
  display_column: 'name_basic',
  select_first: [1, 2, 3, 4],
  columns: [text(n(10), 'name_basic', 'Stok Türü*')],
};
