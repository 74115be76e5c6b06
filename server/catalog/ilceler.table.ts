import { columnIds, select, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(3);

/** The districts of each province. */
export const ilceler: TableDef = {
  name: 'ilceler',
  display_name: 'İlçeler',
  scope: 'global',
  table_id: 3,
  display_column: 'name_basic',
  columns: [select(n(10), 'sehirler_id', 'İl*', 'sehirler'), text(n(11), 'name_basic', 'İlçe Adı*')],
};
