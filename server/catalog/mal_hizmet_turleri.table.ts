import { columnIds, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(105);

/** Line types (mal_hizmet_turu_id): 1 Stok, 2 Hizmet / Masraf, 3 Sabit Kıymet. */
export const mal_hizmet_turleri: TableDef = {
  name: 'mal_hizmet_turleri',
  display_name: 'Mal / Hizmet Türleri',
  scope: 'global',
  table_id: 105,
  display_column: 'name_basic',
  select_first: [1, 2, 3],
  columns: [text(n(10), 'name_basic', 'Mal / Hizmet Türü*')],
};
