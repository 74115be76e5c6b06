import { columnIds, longText, select, text } from './columns';
import { money } from './document-columns';
import type { TableDef } from './types';

const n = columnIds(31);

/** Cash boxes. The column name `kasa_tanımı` keeps its dotless ı: it is the contract's name. */
export const kasa_karti: TableDef = {
  name: 'kasa_karti',
  display_name: 'Kasa Kartları',
  scope: 'company',
  table_id: 31,
  display_column: 'kasa_tanımı',
  // TL cards first in a select (the cash and bank transactions, issue 11), then the foreign-currency ones.
  select_first_when: { column: 'para_birimi_id', value: 1 },
  columns: [
    text(n(10), 'kasa_tanımı', 'Kasa Tanımı*'),
    select(n(11), 'para_birimi_id', 'Para Birimi', 'para_birimleri', { default: 1 }),
    longText(n(12), 'description', 'Açıklama'),
    // The sum of the card's movements (kasa_hareketleri), kept by the database (docs/finance.md, "Balances").
    money(n(13), 'bakiye', 'Bakiye', { scale: 3, computed: true, readOnly: true }),
  ],
};
