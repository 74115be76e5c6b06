import { columnIds, date, json, longText, select, staticSelect, text } from './columns';
import { decimal, integer, linesJson, parentLink } from './document-columns';
import type { CatalogColumn } from './types';

// Stock movements, waybills and the stock card's optional fields (issue 11 items 2 and 5; docs/stock.md).

/** Stock movement types (issue 11): Giriş and Manuel Giriş add, Çıkış removes, Dönüşüm adds its signed quantity. */
export const MOVEMENT_TYPES = [
  { id: '1', text: 'Giriş' },
  { id: '2', text: 'Çıkış' },
  { id: '3', text: 'Dönüşüm' },
  { id: '4', text: 'Manuel Giriş' },
];
export const MOVEMENT = { giris: 1, cikis: 2, donusum: 3, manuelGiris: 4 } as const;

/** The document a movement comes from. */
export const DOCUMENT_TYPES = [
  { id: '1', text: 'Fatura' },
  { id: '2', text: 'İrsaliye' },
  { id: '3', text: 'Diğer' },
];
export const DOCUMENT_TYPE = { fatura: 1, irsaliye: 2, diger: 3 } as const;

/** Carrier types of a waybill (002 §4: 2 = the driver list; otherwise a carrier company with VKN and title). */
export const CARRIER_TYPES = [
  { id: '1', text: 'Taşıyıcı Firma' },
  { id: '2', text: 'Kendi Aracımız (Şoför)' },
];
/** Copy info of purchase and sales waybills (002 §6: Asıl, Suret). */
export const COPY_TYPES = [
  { id: '1', text: 'Asıl' },
  { id: '2', text: 'Suret' },
];
/** Waybill types (002 §6: Sevk, Matbudan). */
export const WAYBILL_TYPES = [
  { id: '1', text: 'Sevk' },
  { id: '2', text: 'Matbudan' },
];

/** The optional measures of a stock card (001 §3): each value with its unit (`…_turu_id`, a unit of birimler). */
export function stockCardOptionalColumns(tableId: number): CatalogColumn[] {
  const n = columnIds(tableId);
  const measure = (i: number, name: string, label: string) => [
    decimal(n(i), name, label, 4, { min: 0 }),
    select(n(i + 1), `${name}_turu_id`, `${label} Birimi`, 'birimler'),
  ];
  return [
    // 001 §3 spells them askeri_stok and azemi_stok (masks of 12 digits): the minimum and maximum stock.
    decimal(n(400), 'askeri_stok', 'Asgari Stok', 0, { min: 0, value_kind: 'stock_level' }),
    decimal(n(401), 'azemi_stok', 'Azami Stok', 0, { min: 0, value_kind: 'stock_level' }),
    decimal(n(402), 'fire_orani', 'Fire Oranı (%)', 0, { min: 0, max: 100, value_kind: 'wastage_rate' }),
    integer(n(403), 'temin_suresi', 'Temin Süresi (Gün)', { min: 0, value_kind: 'lead_time' }),
    ...measure(410, 'agirlik', 'Ağırlık'),
    ...measure(412, 'genislik', 'Genişlik'),
    ...measure(414, 'yukseklik', 'Yükseklik'),
    ...measure(416, 'derinlik', 'Derinlik'),
    ...measure(418, 'alan', 'Alan'),
    ...measure(420, 'hacim', 'Hacim'),
  ];
}

/** Purchase and sales waybills (002 §3 "E-waybill" fields of alış / satış waybills; §5 required fields). */
export function waybillHeaderColumns(tableId: number): CatalogColumn[] {
  const n = columnIds(tableId);
  const t = (i: number, name: string, label: string, extra = {}) => text(n(i), `t_${name}`, label, extra);
  return [
    select(n(10), 'cari_hesap_id', 'Cari Hesap*', 'cari_hesap', {}, 'cari_hesap_adi'),
    text(n(11), 'tc', 'VKN / TCKN*', { min_length: 10, max_length: 11, check: 'digits', value_kind: 'tc' }),
    select(n(12), 'adres_id', 'Adres', 'adres', { up_column_name: 'cari_hesap_id' }, 'adres_basligi'),
    select(
      n(13),
      'firma_adres_id',
      'Firma Adresi',
      'firma_adres',
      { default_flag: 'varsayilan' },
      'adres_basligi',
    ),
    text(n(14), 'irsaliye_numarasi', 'İrsaliye Numarası*', { max_length: 16, value_kind: 'document_no' }),
    date(n(15), 'irsaliye_tarihi', 'İrsaliye Tarihi*'),
    base(n(16), 'irsaliye_zamani', 'İrsaliye Saati'),
    staticSelect(n(17), 'irsaliye_tipi_id', 'İrsaliye Tipi', WAYBILL_TYPES, { default: '1' }),
    staticSelect(n(18), 'kopya_bilgisi_id', 'Kopya Bilgisi', COPY_TYPES, { default: '1' }),
    select(n(19), 'para_birimi_id', 'Para Birimi*', 'para_birimleri', { default: 1 }),
    decimal(n(20), 'döviz_kuru', 'Döviz Kuru*', 4, { default: '1', min: 0, value_kind: 'exchange_rate' }),
    date(n(21), 'sevk_tarihi', 'Sevk Tarihi'),
    base(n(22), 'sevk_zamani', 'Sevk Saati'),
    text(n(23), 'siparis_numarasi', 'Sipariş Numarası', { max_length: 50 }),
    date(n(24), 'siparis_tarihi', 'Sipariş Tarihi'),
    staticSelect(n(25), 'tasiyici_turu_id', 'Taşıyıcı Türü', CARRIER_TYPES, { default: '1' }),
    text(n(26), 'tasiyici_vkn', 'Taşıyıcı VKN / TCKN', {
      min_length: 10,
      max_length: 11,
      check: 'digits',
      value_kind: 'vkn',
    }),
    text(n(27), 'tasiyici_unvan', 'Taşıyıcı Unvanı'),
    text(n(28), 'plaka', 'Plaka', { max_length: 15 }),
    // JSON lists: drivers [{isim, soyisim, tc}] and trailer plates ["34 ABC 123"] (002 §3), checked by the hooks.
    json(n(29), 'sofor_bilgileri', 'Şoför Bilgileri', { visible: true }),
    json(n(30), 'dorse_plaka', 'Dorse Plakaları', { visible: true }),
    select(n(31), 't_ulkeler_id', 'Teslimat Ülkesi', 'ulkeler'),
    select(n(32), 't_sehirler_id', 'Teslimat İli', 'sehirler'),
    select(n(33), 't_ilceler_id', 'Teslimat İlçesi', 'ilceler', {
      up_column_name: 't_sehirler_id',
      up_filter_column: 'sehirler_id',
    }),
    t(34, 'kasaba', 'Kasaba / Köy'),
    t(35, 'mahalle_adi', 'Teslimat Mahallesi'),
    t(36, 'sokak_adi', 'Teslimat Cadde / Sokak'),
    t(37, 'bina_adi', 'Teslimat Bina Adı'),
    t(38, 'bina_no', 'Teslimat Bina No', { max_length: 20 }),
    t(39, 'kapi_no', 'Teslimat Kapı No', { max_length: 20 }),
    t(40, 'posta_kodu', 'Teslimat Posta Kodu', {
      min_length: 5,
      max_length: 5,
      check: 'digits',
      value_kind: 'postcode',
    }),
    longText(n(41), 'description', 'Açıklama'),
    linesJson(n(42), 'mal_hizmet_json', 'Mal / Hizmet'),
  ];
}

/** A time of day (HH:mm:ss). */
function base(id: number, name: string, label: string): CatalogColumn {
  return { ...text(id, name, label), gui_type_name: 'time', db_type_name: 'time', max_length: null };
}

/** A waybill's stock line (002 §5: depo_kartlari_id, stok_kartlari_id, miktar, birim_id required). */
export function waybillLineColumns(
  tableId: number,
  parent: { table: string; column: string },
): CatalogColumn[] {
  const n = columnIds(tableId);
  return [
    parentLink(n(10), parent.column, 'İrsaliye', parent.table, 'irsaliye_numarasi'),
    integer(n(11), 'sira_no', 'Sıra No', { readOnly: true, computed: true, visible: false }),
    select(n(12), 'depo_kartlari_id', 'Depo*', 'depo_kartlari', {}, 'depo_adi'),
    select(n(13), 'stok_kartlari_id', 'Stok*', 'stok_kartlari', {}, 'stok_adi'),
    text(n(14), 'mal_hizmet', 'Mal / Hizmet'),
    decimal(n(15), 'miktar', 'Miktar*', 4, { default: '1', min: 0, value_kind: 'quantity' }),
    select(n(16), 'birim_id', 'Birim*', 'birimler', { default: 1 }),
    text(n(17), 'kunye_numarasi', 'Künye Numarası', { max_length: 50 }),
    longText(n(18), 'description', 'Açıklama'),
  ];
}

/**
 * The waybill an invoice was made from (`alis_irsaliye_id` / `satis_irsaliye_id`): its stock moved then. One of
 * the invoice customer's waybills (a dependent select: the server refuses another customer's).
 */
export const waybillLink = (tableId: number, waybill: string): CatalogColumn =>
  select(
    columnIds(tableId)(400),
    `${waybill}_id`,
    'İrsaliye',
    waybill,
    { up_column_name: 'cari_hesap_id' },
    'irsaliye_numarasi',
  );
