import { DEPRECIATION_METHOD_OPTIONS } from '../../domain/assets';
import { PACKAGES } from '../../domain/packages';
import { bool, columnIds, date, longText, select, staticSelect, text } from './columns';
import { decimal, integer, money } from './document-columns';
import type { TableDef } from './types';

const n = columnIds(113);

/**
 * Fixed-asset cards (002 §2 /sabit-kiymet-yonetimi/kart; §3 "Fixed asset": faydali_omur,
 * normal_amortisman_oran). A line of type 3 picks one: a purchase takes the entry unit, a sale the exit unit,
 * both the net value as the price and the card's KDV and KDV-included flag (002 §4). `net_deger` is the
 * server's (alis_bedeli − birikmis_amortisman, domain/assets); docs/line-tables.md.
 */
export const sabit_kiymet_kartlari: TableDef = {
  name: 'sabit_kiymet_kartlari',
  display_name: 'Sabit Kıymet Kartları',
  scope: 'company',
  table_id: 113,
  packages: [PACKAGES.onMuhasebe, PACKAGES.kobi, PACKAGES.muhasebe, PACKAGES.sube],
  display_column: 'sabit_kiymet_adi',
  search_columns: ['sabit_kiymet_kodu'],
  columns: [
    text(n(10), 'sabit_kiymet_adi', 'Sabit Kıymet Adı*'),
    text(n(11), 'sabit_kiymet_kodu', 'Sabit Kıymet Kodu', { max_length: 50 }),
    select(n(12), 'giris_birimi_id', 'Giriş Birimi', 'birimler', { default: 1 }),
    select(n(13), 'cikis_birimi_id', 'Çıkış Birimi', 'birimler', { default: 1 }),
    date(n(14), 'alis_tarihi', 'Alış Tarihi'),
    money(n(15), 'alis_bedeli', 'Alış Bedeli', { min: 0 }),
    integer(n(16), 'faydali_omur', 'Faydalı Ömür (Yıl)', { min: 1, max: 9999, value_kind: 'useful_life' }),
    decimal(n(17), 'normal_amortisman_oran', 'Normal Amortisman Oranı (%)', 2, { min: 0, max: 100 }),
    money(n(18), 'birikmis_amortisman', 'Birikmiş Amortisman', { min: 0 }),
    // Written by the server only (the hooks), so the value a form sends is never taken.
    money(n(19), 'net_deger', 'Net Değer', { computed: true, readOnly: true }),
    select(n(20), 'kdv_id', 'KDV*', 'kdv_oranlari', { default: 9 }),
    bool(n(21), 'kdv_dahil_buton', 'KDV Dahil'),
    longText(n(22), 'description', 'Açıklama'),
    // Issue 24: the card's own account (docs/ledger.md, "Per-card accounts"): a vehicle → 254, furniture → 255.
    text(n(60), 'muhasebe_hesap_kodu', 'Muhasebe Hesabı', { max_length: 30 }),
    // Issue 11 item 6 (docs/office.md): the Ministry's list entry the life and rate come from, and the method of
    // the depreciation run (amortisman_hesaplari).
    select(n(23), 'amortisman_listesi_id', 'Amortisman Listesi', 'amortisman_listesi'),
    staticSelect(n(24), 'amortisman_yontemi_id', 'Amortisman Yöntemi', DEPRECIATION_METHOD_OPTIONS, {
      default: '1',
    }),
  ],
};
