import { columnIds, longText, phone, select, staticSelect, text } from './columns';
import { money } from './document-columns';
import type { TableDef } from './types';

const n = columnIds(30);

/** Current accounts (customers and suppliers): companies (VKN, 10 digits) and persons (TCKN, 11 digits). */
export const cari_hesap: TableDef = {
  name: 'cari_hesap',
  display_name: 'Cari Hesaplar',
  scope: 'company',
  table_id: 30,
  display_column: 'cari_hesap_adi',
  search_columns: ['tc'],
  // Its addresses go with it (docs/line-tables.md, "Addresses"); a new account gets its own as "Merkez".
  children: [{ table: 'adres', column: 'cari_hesap_id' }],
  columns: [
    text(n(10), 'cari_hesap_adi', 'Cari Hesap Adı*', { sort_key_column: 'cari_hesap_adi_sort_key' }),
    staticSelect(
      n(11),
      'cari_tipi',
      'Cari Tipi',
      [
        { id: '1', text: 'Müşteri' },
        { id: '2', text: 'Tedarikçi' },
        { id: '3', text: 'Müşteri ve Tedarikçi' },
      ],
      { default: '1' },
    ),
    text(n(12), 'tc', 'TC / VKN*', { min_length: 10, max_length: 11, check: 'digits', value_kind: 'tc' }),
    select(n(13), 'vergi_daireleri_id', 'Vergi Dairesi*', 'vergi_daireleri'),
    text(n(14), 'unvan', 'Ünvan'),
    text(n(15), 'name_basic', 'Adı'),
    text(n(16), 'surname', 'Soyadı'),
    phone(n(17), 'phone', 'Telefon'),
    text(n(18), 'email', 'E-posta', { check: 'email', lowerCase: true }),
    select(n(19), 'ulkeler_id', 'Ülke', 'ulkeler', { default: 1 }),
    select(n(20), 'sehirler_id', 'İl', 'sehirler'),
    select(n(21), 'ilceler_id', 'İlçe', 'ilceler', { up_column_name: 'sehirler_id' }),
    // Free-text city and district for an address abroad (src/schemas/cari_hesap.ts shows one pair or the other).
    text(n(29), 'sehir_adi', 'Şehir', { max_length: 100 }),
    text(n(30), 'ilce_adi', 'İlçe / Bölge', { max_length: 100 }),
    text(n(22), 'mahalle_adi', 'Mahalle'),
    text(n(23), 'sokak_adi', 'Cadde / Sokak'),
    text(n(24), 'bina_no', 'Bina No', { max_length: 20 }),
    text(n(25), 'kapi_no', 'Kapı No', { max_length: 20 }),
    text(n(26), 'posta_kodu', 'Posta Kodu', {
      min_length: 5,
      max_length: 5,
      check: 'digits',
      value_kind: 'postcode',
    }),
    longText(n(27), 'adres', 'Adres'),
    longText(n(28), 'description', 'Açıklama'),
    // Issue 12 item 6 (h/currency): the balance in TL from the account's invoices and cash/bank transactions,
    // positive when the account owes us; kept by the database (docs/finance.md, "Customer balance").
    money(n(31), 'bakiye', 'Bakiye (TL)', { computed: true, readOnly: true }),
    text(n(32), 'borc_alacak', 'B/A', { computed: true, readOnly: true, max_length: 1 }),
    text(n(33), 'doviz_bakiyeleri', 'Döviz Bakiyeleri', { computed: true, readOnly: true }),
  ],
};
