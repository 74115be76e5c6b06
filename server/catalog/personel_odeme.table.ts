import { bool, columnIds, date, longText, select, staticSelect } from './columns';
import { exchangeRate } from './document-columns';
import { financeAmount, OFFICE_PACKAGES } from './office-columns';
import type { TableDef } from './types';

const n = columnIds(454);

/** What a payment to a person is for. */
export const PERSONNEL_PAYMENT_KINDS = [
  { id: '1', text: 'Maaş' },
  { id: '2', text: 'Avans' },
  { id: '3', text: 'Prim / İkramiye' },
  { id: '4', text: 'Yol / Yemek' },
  { id: '5', text: 'Diğer' },
];

/**
 * Personnel payments (002 §2 /personel-yonetimi; §5: tutar, dovizli_tutar, islem_tarihi, kasa_banka required; §4:
 * kasa_banka 1 requires the cash card, otherwise the bank card). `dovizli_tutar` is the amount in TL: the rules set
 * it from `tutar` for a TL payment; for a foreign currency the user enters what the bank or cash box paid.
 */
export const personel_odeme: TableDef = {
  name: 'personel_odeme',
  display_name: 'Personel Ödemeleri',
  scope: 'company',
  table_id: 454,
  packages: OFFICE_PACKAGES,
  display_column: 'islem_tarihi',
  columns: [
    select(n(10), 'personel_kartlari_id', 'Personel*', 'personel_kartlari', {}, 'adi_soyadi'),
    staticSelect(n(11), 'odeme_turu_id', 'Ödeme Türü*', PERSONNEL_PAYMENT_KINDS, { default: '1' }),
    date(n(12), 'islem_tarihi', 'İşlem Tarihi*'),
    financeAmount(n(13), 'tutar', 'Tutar*'),
    select(n(14), 'para_birimi_id', 'Para Birimi*', 'para_birimleri', { default: 1 }),
    exchangeRate(n(15)),
    financeAmount(n(16), 'dovizli_tutar', 'Tutar (TL)*'),
    // 001 §5.1: the toggle stores '1' (pay from cash) or '0' (from bank); bank by default (001 §2.2).
    bool(n(17), 'kasa_banka', 'Kasadan Öde*'),
    select(n(18), 'kasa_karti_id', 'Kasa Kartı', 'kasa_karti', {}, 'kasa_tanımı'),
    select(n(19), 'banka_karti_id', 'Banka Kartı', 'banka_karti', {}, 'banka_tanımı'),
    longText(n(20), 'description', 'Açıklama'),
  ],
};
