import { columnIds, longText, phone, select, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(20);

/**
 * Bank branches, kept by each company for the branches it works with: no public branch list with a
 * traceable source was found (docs/reference-data.md), so branches are not global reference data.
 */
export const banka_subeleri: TableDef = {
  name: 'banka_subeleri',
  display_name: 'Banka Şubeleri',
  scope: 'company',
  table_id: 20,
  display_column: 'name_basic',
  search_columns: ['sube_kodu'],
  columns: [
    select(n(10), 'bankalar_id', 'Banka*', 'bankalar'),
    text(n(11), 'name_basic', 'Şube Adı*'),
    text(n(12), 'sube_kodu', 'Şube Kodu', { max_length: 5, check: 'digits' }),
    select(n(13), 'sehirler_id', 'İl', 'sehirler'),
    select(n(14), 'ilceler_id', 'İlçe', 'ilceler', { up_column_name: 'sehirler_id' }),
    longText(n(15), 'adres', 'Adres'),
    phone(n(16), 'phone', 'Telefon'),
  ],
};
