import { columnIds, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(7);

/** The company packages (Ön muhasebe, Kobi, Kısıtlı Kobi, Muhasebe, Şube). */
export const musteri_paketleri: TableDef = {
  name: 'musteri_paketleri',
  display_name: 'Müşteri Paketleri',
  scope: 'global',
  table_id: 7,
  display_column: 'name_basic',
  columns: [text(n(10), 'name_basic', 'Paket Adı*')],
};
