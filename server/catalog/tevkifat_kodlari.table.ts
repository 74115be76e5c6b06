import { columnIds, text } from './columns';
import { integer } from './document-columns';
import type { TableDef } from './types';

const n = columnIds(107);

/** GİB's KDV withholding codes, one row per code and rate (601 at 4/10…); `yuzde` / 10 is the line's tenths. */
export const tevkifat_kodlari: TableDef = {
  name: 'tevkifat_kodlari',
  display_name: 'Tevkifat Kodları',
  scope: 'global',
  table_id: 107,
  display_column: 'name_basic',
  search_columns: ['kod'],
  columns: [
    text(n(10), 'name_basic', 'Tevkifat*', { max_length: 300 }),
    text(n(11), 'kod', 'Tevkifat Kodu*', { max_length: 3 }),
    text(n(12), 'ad', 'Açıklama*', { max_length: 300 }),
    text(n(13), 'oran', 'Oran*', { max_length: 5 }),
    integer(n(14), 'yuzde', 'Yüzde*'),
    text(n(15), 'dayanak', 'Dayanak'),
  ],
};
