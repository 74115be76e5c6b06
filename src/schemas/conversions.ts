import { conversionTexts } from '../../domain/messages';
import type { ConversionDefinition, ConversionRefusal } from '../../domain/pages/conversions.types';

// The conversions of 001 §2.3 as data (docs/conversions.md): which source columns fill which target columns.
// The engine runs them (src/engine/page/conversions) without knowing a table; the pages list theirs under
// `conversions`.

/** 001 §2.3: the success report after 1 s, 700 ms for stock-card conversions. */
const DELAY = 1000;
const STOCK_DELAY = 700;

/** The cells every priced document line shares with an order or quote line. */
const PRICED_CELLS = [
  'mal_hizmet_turu_id',
  'stok_kartlari_id',
  'depo_kartlari_id',
  'hizmet_ve_masraf_kartlari_id',
  'sabit_kiymet_karti_id',
  'mal_hizmet',
  'miktar',
  'birim_id',
  'birim_fiyat',
  'iskonto_orani',
  'kdv_id',
  'kdv_dahil_buton',
];

/** The order's header on a document made from it: the counterparty, the currency and the order reference. */
const ORDER_HEADER = {
  cari_hesap_id: 'cari_hesap_id',
  para_birimi_id: 'para_birimi_id',
  döviz_kuru: 'döviz_kuru',
  siparis_numarasi: 'siparis_numarasi',
  siparis_tarihi: 'siparis_tarihi',
  description: 'description',
};

type Side = 'alis' | 'satis';

/** The lines of an order, each keeping its order and line id, for what remains of it. */
const orderLines = (side: Side, copy: string[]) => ({
  into: 'mal_hizmet_json',
  from: 'lines' as const,
  column: 'mal_hizmet_json',
  lineTable: `${side}_siparis_hizmet`,
  parentColumn: `${side}_siparis_id`,
  copy,
  sourceId: 'siparis_id',
  lineId: 'siparis_hizmet_id',
  remaining: { quantity: 'miktar', sent: 'gonderilen_miktar' },
});

/** An order İptal Edildi (siparis_durumu 4, docs/orders.md) is turned into no invoice or waybill; the server refuses too. */
const CANCELLED_ORDER: ConversionRefusal = {
  column: 'siparis_durumu',
  values: [4],
  message: conversionTexts.orderCancelled('{siparis_numarasi}'),
};

/** A cancelled sales order is not ordered from a supplier either (no line link: the page refuses it alone). */
export const CANCELLED_ORDER_TO_PURCHASE: ConversionRefusal = {
  ...CANCELLED_ORDER,
  message: conversionTexts.orderCancelledToPurchase('{siparis_numarasi}'),
};

/** Purchase or sales order → invoice and → waybill (001 §2.3, §3 "Orders", §9). */
export const orderConversions = (side: Side): ConversionDefinition[] => [
  {
    label: side === 'satis' ? 'Satış Faturasına Dönüştür' : 'Alış Faturasına Dönüştür',
    target: `${side}_fatura`,
    path: `/alis-satis-yonetimi/fatura/${side}-ekle`,
    header: ORDER_HEADER,
    headerValues: { fatura_senaryo_id: 1, fatura_tipi_id: 2 },
    lines: orderLines(side, PRICED_CELLS),
    delay: DELAY,
    refuse: CANCELLED_ORDER,
  },
  {
    label: side === 'satis' ? 'Satış İrsaliyesine Dönüştür' : 'Alış İrsaliyesine Dönüştür',
    target: `${side}_irsaliye`,
    path: `/alis-satis-yonetimi/irsaliye/${side}-ekle`,
    header: ORDER_HEADER,
    // A waybill carries goods only: the stock lines, without prices.
    lines: orderLines(side, ['stok_kartlari_id', 'depo_kartlari_id', 'mal_hizmet', 'miktar', 'birim_id']),
    delay: DELAY,
    refuse: CANCELLED_ORDER,
  },
];

/**
 * Waybill → invoice (the invoice of goods already shipped): each line keeps the waybill line (so it moves no
 * stock again) and the order line the waybill line came from.
 */
export const waybillConversions = (side: Side): ConversionDefinition[] => [
  {
    label: side === 'satis' ? 'Satış Faturasına Dönüştür' : 'Alış Faturasına Dönüştür',
    target: `${side}_fatura`,
    path: `/alis-satis-yonetimi/fatura/${side}-ekle`,
    header: {
      cari_hesap_id: 'cari_hesap_id',
      para_birimi_id: 'para_birimi_id',
      döviz_kuru: 'döviz_kuru',
      siparis_numarasi: 'siparis_numarasi',
      siparis_tarihi: 'siparis_tarihi',
    },
    headerValues: { fatura_senaryo_id: 1, fatura_tipi_id: 2 },
    lines: {
      into: 'mal_hizmet_json',
      from: 'lines',
      column: 'mal_hizmet_json',
      lineTable: `${side}_irsaliye_hizmet`,
      parentColumn: `${side}_irsaliye_id`,
      copy: [
        'stok_kartlari_id',
        'depo_kartlari_id',
        'mal_hizmet',
        'miktar',
        'birim_id',
        'siparis_id',
        'siparis_hizmet_id',
      ],
      // The waybill has no prices: the clerk keys them; the KDV starts at the catalogue's default (%20).
      values: { mal_hizmet_turu_id: 1, kdv_id: 9, kdv_dahil_buton: '0', iskonto_orani: '0' },
      sourceId: 'irsaliye_id',
      lineId: 'irsaliye_hizmet_id',
    },
    delay: DELAY,
  },
];

/** A quote or a sales order → an order (001 §2.3 "A quote or order converted to a purchase or sales order"). */
export const toOrder = (
  label: string,
  side: Side,
  source: { lineTable: string; parentColumn: string; keepCustomer: boolean; refuse?: ConversionRefusal },
): ConversionDefinition => ({
  label,
  target: `${side}_siparis`,
  path: `/alis-satis-yonetimi/siparis/${side}-ekle`,
  header: {
    ...(source.keepCustomer ? { cari_hesap_id: 'cari_hesap_id' } : {}),
    para_birimi_id: 'para_birimi_id',
    döviz_kuru: 'döviz_kuru',
    description: 'description',
  },
  lines: {
    into: 'mal_hizmet_json',
    from: 'lines',
    column: 'mal_hizmet_json',
    lineTable: source.lineTable,
    parentColumn: source.parentColumn,
    copy: PRICED_CELLS,
  },
  delay: DELAY,
  ...(source.refuse ? { refuse: source.refuse } : {}),
});

/**
 * Stock card → quote, purchase order, sales order (001 §2.3, §9: mal_hizmet_turu_id 1, iskonto_orani 0): one line
 * of the card, one unit, at the card's sale price, exit unit and sales KDV (its purchase ones for a purchase order).
 */
const stockCardTo = (
  label: string,
  target: string,
  path: string,
  purchase: boolean,
): ConversionDefinition => ({
  label,
  target,
  path,
  header: { para_birimi_id: 'para_birimi_id' },
  lines: {
    into: 'mal_hizmet_json',
    from: 'record',
    rename: {
      stok_kartlari_id: 'id',
      depo_kartlari_id: 'depo_kartlari_id',
      mal_hizmet: 'stok_adi',
      birim_id: purchase ? 'giris_birimi_id' : 'cikis_birimi_id',
      birim_fiyat: purchase ? 'alis_fiyati' : 'satis_fiyati',
      kdv_id: purchase ? 'alis_kdv_orani' : 'satis_kdv_orani',
      kdv_dahil_buton: 'kdv_dahil_buton',
    },
    values: { mal_hizmet_turu_id: 1, miktar: '1', iskonto_orani: '0' },
  },
  delay: STOCK_DELAY,
});

export const stockCardConversions: ConversionDefinition[] = [
  stockCardTo('Teklife Dönüştür', 'teklifler', '/alis-satis-yonetimi/teklif/ekle', false),
  stockCardTo('Alış Siparişine Dönüştür', 'alis_siparis', '/alis-satis-yonetimi/siparis/alis-ekle', true),
  stockCardTo('Satış Siparişine Dönüştür', 'satis_siparis', '/alis-satis-yonetimi/siparis/satis-ekle', false),
];
