import { columnIds, longText, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(458);

/** Categories of saved notes (002 §5: name_basic required). */
export const kategori: TableDef = {
  name: 'kategori',
  display_name: 'Kategoriler',
  scope: 'company',
  table_id: 458,
  display_column: 'name_basic',
  columns: [
    text(n(10), 'name_basic', 'Kategori Adı*', { max_length: 100 }),
    longText(n(11), 'description', 'Açıklama'),
  ],
};
