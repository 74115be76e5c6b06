import { bool, columnIds, date, longText, select, staticSelect, text } from './columns';
import {
  computedMoney,
  decimal,
  exchangeRate,
  lineOrder,
  linePrice,
  lineQuantity,
  linesJson,
  parentLink,
} from './document-columns';
import type { CatalogColumn, NumberSeriesDef } from './types';

// The columns shared by the purchase and sales orders (alis_siparis, satis_siparis) and their line tables
// (…_siparis_hizmet): 001 §3 "Orders", 002 §3 "Other document tables", required fields of 002 §5
// (docs/orders.md).

/** The states of an order (docs/orders.md): the server derives 1–3 from the lines' sent quantities; 4 is the user's. */
export const SIPARIS_DURUMLARI = [
  { id: '1', text: 'Açık' },
  { id: '2', text: 'Kısmen Teslim Edildi' },
  { id: '3', text: 'Tamamlandı' },
  { id: '4', text: 'İptal Edildi' },
];

/** The order states by name. */
export const ORDER_STATE = { open: 1, partial: 2, done: 3, cancelled: 4 } as const;

/** An order's own number: PREFIX-YEAR-0001 (ASP purchase, SSP sales), the year of the order date. */
export const orderNumber = (prefix: string): NumberSeriesDef => ({
  column: 'siparis_numarasi',
  format: 'dashed',
  prefix,
  date_column: 'siparis_tarihi',
});

/** The header of a purchase or sales order. */
export function orderHeaderColumns(tableId: number): CatalogColumn[] {
  const n = columnIds(tableId);
  return [
    select(n(10), 'cari_hesap_id', 'Cari Hesap*', 'cari_hesap', {}, 'cari_hesap_adi'),
    text(n(11), 'siparis_numarasi', 'Sipariş Numarası*', { max_length: 50 }),
    date(n(12), 'siparis_tarihi', 'Sipariş Tarihi*'),
    date(n(13), 'teslim_tarihi', 'Teslim Tarihi*'),
    staticSelect(n(14), 'siparis_durumu', 'Sipariş Durumu', SIPARIS_DURUMLARI, { default: '1' }),
    select(n(15), 'para_birimi_id', 'Para Birimi', 'para_birimleri', { default: 1 }),
    exchangeRate(n(16)),
    longText(n(17), 'description', 'Açıklama'),
    linesJson(n(18), 'mal_hizmet_json', 'Mal / Hizmet'),
    computedMoney(n(30), 'urun_hizmet_toplam_tutar', 'Mal / Hizmet Toplam Tutarı'),
    computedMoney(n(31), 'toplam_iskonto', 'Toplam İskonto'),
    computedMoney(n(32), 'hesaplanan_kdv', 'Hesaplanan KDV'),
    computedMoney(n(33), 'odenecek_tutar', 'Toplam Tutar'),
    computedMoney(n(34), 'dovizli_tutar', 'Dövizli Tutar'),
  ];
}

/**
 * The line of an order: the quote's line fields and the quantity sent (sales) or received (purchases) so far,
 * `gonderilen_miktar`, which the order's state follows. Required: miktar, kdv_id, kdv_dahil_buton (002 §5).
 */
export function orderLineColumns(
  tableId: number,
  parent: { table: string; column: string },
  sentLabel: string,
): CatalogColumn[] {
  const n = columnIds(tableId);
  return [
    parentLink(n(10), parent.column, 'Sipariş', parent.table, 'siparis_numarasi'),
    lineOrder(n(11)),
    select(n(12), 'mal_hizmet_turu_id', 'Mal / Hizmet Türü', 'mal_hizmet_turleri', { default: 1 }),
    select(n(13), 'stok_kartlari_id', 'Stok', 'stok_kartlari', {}, 'stok_adi'),
    select(n(14), 'depo_kartlari_id', 'Depo', 'depo_kartlari', {}, 'depo_adi'),
    select(
      n(15),
      'hizmet_ve_masraf_kartlari_id',
      'Hizmet / Masraf',
      'hizmet_ve_masraf_kartlari',
      {},
      'hizmet_masraf_adi',
    ),
    select(n(16), 'sabit_kiymet_karti_id', 'Sabit Kıymet', 'sabit_kiymet_kartlari', {}, 'sabit_kiymet_adi'),
    text(n(17), 'mal_hizmet', 'Mal / Hizmet'),
    lineQuantity(n(18)),
    select(n(19), 'birim_id', 'Birim', 'birimler', { default: 1 }),
    linePrice(n(20)),
    decimal(n(21), 'iskonto_orani', 'İskonto Oranı', 2, { min: 0, value_kind: 'discount_rate' }),
    select(n(22), 'kdv_id', 'KDV*', 'kdv_oranlari', { default: 9 }),
    bool(n(23), 'kdv_dahil_buton', 'KDV Dahil*'),
    decimal(n(24), 'gonderilen_miktar', sentLabel, 4, { default: '0', min: 0, value_kind: 'sent_quantity' }),
    computedMoney(n(40), 'iskonto_tutari', 'İskonto Tutarı'),
    computedMoney(n(41), 'mal_hizmet_tutari', 'Mal / Hizmet Tutarı'),
    decimal(n(42), 'kdv_orani', 'KDV Oranı', 2, { computed: true }),
    computedMoney(n(43), 'kdv_tutari', 'KDV Tutarı'),
    computedMoney(n(44), 'vergi_tutar', 'Vergiler Dahil Tutar'),
  ];
}
