import { columnIds, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(6);

/** Banks operating in Türkiye; the id is the EFT code as a number (Ziraat 0010 → 10). */
export const bankalar: TableDef = {
  name: 'bankalar',
  display_name: 'Bankalar',
  scope: 'global',
  table_id: 6,
  display_column: 'name_basic',
  search_columns: ['eft_kodu'],
  columns: [
    text(n(10), 'name_basic', 'Banka Adı*'),
    text(n(11), 'eft_kodu', 'Banka Kodu (EFT)*', { max_length: 4 }),
    text(n(12), 'swift_kodu', 'SWIFT Kodu', { max_length: 11 }),
  ],
};
