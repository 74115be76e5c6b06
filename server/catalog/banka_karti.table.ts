import { columnIds, longText, select, text } from './columns';
import { money } from './document-columns';
import type { TableDef } from './types';

const n = columnIds(32);

/** Bank accounts of the company. The column name `banka_tanımı` keeps its dotless ı (contract name). */
export const banka_karti: TableDef = {
  name: 'banka_karti',
  display_name: 'Banka Kartları',
  scope: 'company',
  table_id: 32,
  display_column: 'banka_tanımı',
  // TL cards first in a select (the cash and bank transactions, issue 11), then the foreign-currency ones.
  select_first_when: { column: 'para_birimi_id', value: 1 },
  search_columns: ['iban_no'],
  columns: [
    text(n(10), 'banka_tanımı', 'Banka Tanımı*'),
    select(n(11), 'bankalar_id', 'Banka*', 'bankalar'),
    select(n(12), 'banka_sube_id', 'Şube*', 'banka_subeleri', { up_column_name: 'bankalar_id' }),
    text(n(13), 'iban_no', 'IBAN', { max_length: 32, check: 'tr_iban', value_kind: 'iban' }),
    text(n(14), 'hesap_numarasi', 'Hesap Numarası', { max_length: 24, value_kind: 'bank_account_no' }),
    select(n(15), 'para_birimi_id', 'Para Birimi', 'para_birimleri', { default: 1 }),
    longText(n(16), 'description', 'Açıklama'),
    // The sum of the card's movements (banka_hareketleri), kept by the database (docs/finance.md, "Balances").
    money(n(17), 'bakiye', 'Bakiye', { scale: 3, computed: true, readOnly: true }),
  ],
};
