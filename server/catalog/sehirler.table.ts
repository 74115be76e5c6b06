import { columnIds, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(2);

/** The 81 provinces; the id is the plate number. */
export const sehirler: TableDef = {
  name: 'sehirler',
  display_name: 'İller',
  scope: 'global',
  table_id: 2,
  display_column: 'name_basic',
  search_columns: ['plaka'],
  columns: [text(n(10), 'name_basic', 'İl Adı*'), text(n(11), 'plaka', 'Plaka*', { max_length: 2 })],
};
