import { columnIds, text } from './columns';
import { integer, money } from './document-columns';
import type { TableDef } from './types';

const n = columnIds(252);

/** Credit (kontör) packages for e-documents, the price including 20 % KDV. */
export const kontor_paketleri: TableDef = {
  name: 'kontor_paketleri',
  display_name: 'Kontör Paketleri',
  scope: 'global',
  table_id: 252,
  display_column: 'name_basic',
  columns: [
    text(n(10), 'name_basic', 'Kontör Paketi', { readOnly: true }),
    integer(n(11), 'kontor', 'Kontör', { readOnly: true }),
    money(n(12), 'toplam_tutar', 'Tutar (KDV dahil)', { readOnly: true, precision: 12 }),
  ],
};
