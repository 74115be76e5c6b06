import { columnIds, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(106);

/** GİB's exemption codes (KDV/ÖTV exemptions, special base, export-registered); id 137 = 351, id 9 = ÖTV 106. */
export const istisna_kodlari: TableDef = {
  name: 'istisna_kodlari',
  display_name: 'İstisna Kodları',
  scope: 'global',
  table_id: 106,
  display_column: 'name_basic',
  search_columns: ['kod'],
  select_first: [137],
  columns: [
    text(n(10), 'name_basic', 'İstisna*', { max_length: 300 }),
    text(n(11), 'kod', 'İstisna Kodu*', { max_length: 3 }),
    text(n(12), 'ad', 'Açıklama', { max_length: 300 }),
    text(n(13), 'vergi', 'Vergi', { max_length: 3 }),
    text(n(14), 'gib_listesi', 'GİB Listesi'),
  ],
};
