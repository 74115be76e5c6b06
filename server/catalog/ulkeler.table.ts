import { columnIds, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(1);

/** Countries (ISO 3166 code, CLDR Turkish name, dial code, phone mask); Türkiye is id 1. */
export const ulkeler: TableDef = {
  name: 'ulkeler',
  display_name: 'Ülkeler',
  scope: 'global',
  table_id: 1,
  display_column: 'name_basic',
  select_first: [1],
  search_columns: ['kod'],
  columns: [
    text(n(10), 'name_basic', 'Ülke Adı*'),
    text(n(11), 'kod', 'Ülke Kodu*', { max_length: 2 }),
    text(n(12), 'ad_en', 'İngilizce Adı'),
    text(n(13), 'dial_code', 'Telefon Kodu', { max_length: 10 }),
    text(n(14), 'phone_mask', 'Telefon Maskesi', { max_length: 40 }),
  ],
};
