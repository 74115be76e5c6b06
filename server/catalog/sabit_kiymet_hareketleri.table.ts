import { columnIds, date, longText, select, staticSelect, text } from './columns';
import { money } from './document-columns';
import { OFFICE_PACKAGES } from './office-columns';
import type { TableDef } from './types';

const n = columnIds(451);

/** Kinds of fixed-asset movement (docs/office.md): what a bookkeeper records against a card. */
export const FIXED_ASSET_MOVEMENTS = [
  { id: '1', text: 'Alış' },
  { id: '2', text: 'Satış' },
  { id: '3', text: 'Hurdaya Çıkarma' },
  { id: '4', text: 'Yeniden Değerleme' },
];

/**
 * Fixed-asset movements (002 §2 /sabit-kiymet-yonetimi/hareket; §5: belge_tarihi required): a purchase, sale,
 * scrapping or revaluation of a card, with its document date, number and amount. A purchase, sale or scrapping
 * posts its voucher (docs/ledger.md, "Fixed-asset movements").
 */
export const sabit_kiymet_hareketleri: TableDef = {
  name: 'sabit_kiymet_hareketleri',
  display_name: 'Sabit Kıymet Hareketleri',
  scope: 'company',
  table_id: 451,
  packages: OFFICE_PACKAGES,
  display_column: 'belge_no',
  columns: [
    select(n(10), 'sabit_kiymet_karti_id', 'Sabit Kıymet*', 'sabit_kiymet_kartlari', {}, 'sabit_kiymet_adi'),
    staticSelect(n(11), 'hareket_turu_id', 'Hareket Türü*', FIXED_ASSET_MOVEMENTS, { default: '1' }),
    date(n(12), 'belge_tarihi', 'Belge Tarihi*'),
    text(n(13), 'belge_no', 'Belge No', { max_length: 50 }),
    select(n(14), 'cari_hesap_id', 'Cari Hesap', 'cari_hesap', {}, 'cari_hesap_adi'),
    money(n(15), 'tutar', 'Tutar', { min: 0 }),
    select(n(16), 'para_birimi_id', 'Para Birimi', 'para_birimleri', { default: 1 }),
    longText(n(17), 'description', 'Açıklama'),
  ],
};
