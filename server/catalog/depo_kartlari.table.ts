import { PACKAGES } from '../../domain/packages';
import { columnIds, longText, select, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(110);

/** Warehouses of the company (stock lines name the warehouse the goods leave or enter). */
export const depo_kartlari: TableDef = {
  name: 'depo_kartlari',
  display_name: 'Depo Kartları',
  scope: 'company',
  table_id: 110,
  packages: [PACKAGES.onMuhasebe, PACKAGES.kobi, PACKAGES.muhasebe, PACKAGES.sube],
  display_column: 'depo_adi',
  search_columns: ['depo_kodu'],
  columns: [
    text(n(10), 'depo_adi', 'Depo Adı*'),
    text(n(11), 'depo_kodu', 'Depo Kodu', { max_length: 50 }),
    select(n(12), 'sehirler_id', 'İl', 'sehirler'),
    select(n(13), 'ilceler_id', 'İlçe', 'ilceler', { up_column_name: 'sehirler_id' }),
    longText(n(14), 'adres', 'Adres'),
    longText(n(15), 'description', 'Açıklama'),
  ],
};
