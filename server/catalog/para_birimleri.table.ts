import { columnIds, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(5);

/** Currencies (GİB currency code list, CLDR Turkish names); ids 1 TRY, 2 USD, 3 EUR, 4 CHF, 5 JPY, 6 GBP. */
export const para_birimleri: TableDef = {
  name: 'para_birimleri',
  display_name: 'Para Birimleri',
  scope: 'global',
  table_id: 5,
  display_column: 'name_basic',
  select_first: [1, 2, 3, 4, 5, 6],
  search_columns: ['kod'],
  columns: [
    text(n(10), 'name_basic', 'Para Birimi Adı*'),
    text(n(11), 'kod', 'Döviz Kodu*', { max_length: 3 }),
    text(n(12), 'sembol', 'Sembol', { max_length: 10 }),
  ],
};
