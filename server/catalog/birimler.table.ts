import { columnIds, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(100);

/** Units of measure (GİB unit codes, Turkish names); id 1 is C62 Adet. */
export const birimler: TableDef = {
  name: 'birimler',
  display_name: 'Birimler',
  scope: 'global',
  table_id: 100,
  display_column: 'name_basic',
  search_columns: ['kod'],
  select_first: [1, 2, 4, 5],
  columns: [text(n(10), 'name_basic', 'Birim Adı*'), text(n(11), 'kod', 'Birim Kodu*', { max_length: 3 })],
};
