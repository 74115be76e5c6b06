import { columnIds, json, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(300);

/**
 * Admin mode's save-test (002 §2, §7): the form data of a table stored under a name, to load back later.
 * `test_json` holds the form data, `test_json_2` the display texts of its chosen selects.
 */
export const front_test: TableDef = {
  name: 'front_test',
  display_name: 'Form Testleri',
  scope: 'company',
  table_id: 300,
  adminOnly: true,
  display_column: 'name',
  search_columns: ['tablo_ismi'],
  columns: [
    text(n(10), 'tablo_ismi', 'Tablo İsmi*', { max_length: 100 }),
    text(n(11), 'name', 'Test Adı*', { max_length: 200 }),
    json(n(12), 'test_json', 'Form Verisi', { visible: true }),
    json(n(13), 'test_json_2', 'Seçim Metinleri', { visible: true }),
  ],
};
