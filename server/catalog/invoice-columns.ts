import { bool, columnIds, date, longText, select, text } from './columns';
import {
  computedMoney,
  decimal,
  exchangeRate,
  lineOrder,
  linePrice,
  lineQuantity,
  linesJson,
  money,
  parentLink,
} from './document-columns';
import type { CatalogColumn } from './types';

// The columns shared by the purchase and sales invoices (alis_fatura, satis_fatura) and by their line tables
// (alis_fatura_hizmet, satis_fatura_hizmet). Names as 002 §3 spells them; docs/line-tables.md lists them.

/**
 * The header of a purchase or sales invoice; required fields of 002 §5. The customer's address (`adres_id`,
 * a select of the chosen customer's addresses) and the company's (`firma_adres_id`, its default address unless
 * chosen), and the address parts 002 §3 lists, which the form fills from the chosen address.
 */
export function invoiceHeaderColumns(tableId: number): CatalogColumn[] {
  const n = columnIds(tableId);
  return [
    select(n(10), 'cari_hesap_id', 'Cari Hesap*', 'cari_hesap', {}, 'cari_hesap_adi'),
    select(
      n(26),
      'adres_id',
      'Adres*',
      'adres',
      { up_column_name: 'cari_hesap_id', default_flag: 'varsayilan' },
      'adres_basligi',
    ),
    select(
      n(27),
      'firma_adres_id',
      'Firma Adresi*',
      'firma_adres',
      { default_flag: 'varsayilan' },
      'adres_basligi',
    ),
    select(n(11), 'fatura_senaryo_id', 'Fatura Senaryosu*', 'fatura_senaryolari', { default: 1 }),
    select(n(12), 'fatura_tipi_id', 'Fatura Tipi*', 'fatura_tipleri', { default: 2 }),
    text(n(13), 'fatura_numarasi', 'Fatura Numarası*', { max_length: 50, value_kind: 'document_no' }),
    date(n(14), 'fatura_tarihi', 'Fatura Tarihi*'),
    select(n(15), 'para_birimi_id', 'Para Birimi*', 'para_birimleri', { default: 1 }),
    exchangeRate(n(16)),
    text(n(17), 'irsaliye_numarasi', 'İrsaliye Numarası', { max_length: 50, value_kind: 'document_no' }),
    date(n(18), 'irsaliye_tarihi', 'İrsaliye Tarihi'),
    text(n(19), 'siparis_numarasi', 'Sipariş Numarası', { max_length: 50 }),
    date(n(20), 'siparis_tarihi', 'Sipariş Tarihi'),
    text(n(21), 'iade_fatura_numarasi', 'İade Fatura Numarası', { max_length: 50 }),
    date(n(22), 'iade_fatura_tarihi', 'İade Fatura Tarihi'),
    longText(n(23), 'description', 'Açıklama'),
    // A saved note (kayitli_notlar) whose text the form copies into the description (002 §7; issue 11, h/office).
    select(n(95), 'kayitli_notlar_id', 'Kayıtlı Not', 'kayitli_notlar', {}, 'not_basligi'),
    linesJson(n(24), 'mal_hizmet_json', 'Mal / Hizmet'),
    bool(n(25), 'toplam_duzenlendi', 'Toplamlar Elle Düzenlendi'),
    select(n(40), 'ulkeler_id', 'Ülke', 'ulkeler'),
    select(n(41), 'sehirler_id', 'İl', 'sehirler'),
    select(n(42), 'ilceler_id', 'İlçe', 'ilceler', { up_column_name: 'sehirler_id' }),
    text(n(43), 'sehirler_input', 'Şehir', { max_length: 100 }),
    text(n(44), 'ilceler_input', 'İlçe / Bölge', { max_length: 100 }),
    text(n(45), 'mahalle_adi', 'Mahalle'),
    text(n(46), 'sokak_adi', 'Cadde / Sokak'),
    text(n(47), 'bina_adi', 'Bina Adı'),
    text(n(48), 'bina_no', 'Bina No', { max_length: 20 }),
    text(n(49), 'kapi_no', 'Kapı No', { max_length: 20 }),
    text(n(50), 'posta_kodu', 'Posta Kodu', {
      min_length: 5,
      max_length: 5,
      check: 'digits',
      value_kind: 'postcode',
    }),
    computedMoney(n(30), 'urun_hizmet_toplam_tutar', 'Mal / Hizmet Toplam Tutarı'),
    computedMoney(n(31), 'toplam_iskonto', 'Toplam İskonto'),
    computedMoney(n(32), 'hesaplanan_kdv', 'Hesaplanan KDV'),
    computedMoney(n(33), 'diger_vergiler_toplami', 'Diğer Vergiler Toplamı'),
    computedMoney(n(34), 'toplam_vergi_tutari', 'Toplam Vergi Tutarı'),
    computedMoney(n(35), 'tevkifat_toplami', 'Tevkifat Toplamı'),
    computedMoney(n(36), 'ozel_matrah_toplami', 'Özel Matrah Toplamı'),
    computedMoney(n(37), 'vergiler_dahil_toplam_tutar', 'Vergiler Dahil Toplam Tutar'),
    computedMoney(n(38), 'odenecek_tutar', 'Ödenecek Tutar*'),
    computedMoney(n(39), 'dovizli_tutar', 'Dövizli Tutar'),
  ];
}

/** The line of a purchase or sales invoice (002 §3 "Line items"); required: type, quantity, unit, KDV. */
export function invoiceLineColumns(
  tableId: number,
  parent: { table: string; column: string },
): CatalogColumn[] {
  const n = columnIds(tableId);
  const code = (i: number, name: string, label: string, table: string) => select(n(i), name, label, table);
  return [
    parentLink(n(10), parent.column, 'Fatura', parent.table, 'fatura_numarasi'),
    lineOrder(n(11)),
    select(n(12), 'mal_hizmet_turu_id', 'Mal / Hizmet Türü*', 'mal_hizmet_turleri', { default: 1 }),
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
    select(n(33), 'sabit_kiymet_karti_id', 'Sabit Kıymet', 'sabit_kiymet_kartlari', {}, 'sabit_kiymet_adi'),
    text(n(16), 'mal_hizmet', 'Mal / Hizmet'),
    lineQuantity(n(17)),
    select(n(18), 'birim_id', 'Birim*', 'birimler', { default: 1 }),
    linePrice(n(19)),
    decimal(n(20), 'iskonto_orani', 'İskonto Oranı', 2, { min: 0, value_kind: 'discount_rate' }),
    bool(n(21), 'iskonto_arttirim', 'Arttırım'),
    text(n(22), 'iskonto_arttirim_nedeni', 'İskonto / Arttırım Nedeni'),
    select(n(23), 'kdv_id', 'KDV*', 'kdv_oranlari', { default: 9 }),
    bool(n(24), 'kdv_dahil_buton', 'KDV Dahil'),
    { ...linesJson(n(25), 'diger_vergiler', 'Diğer Vergiler'), listed: true },
    code(26, 'kdv_istisna_muafiyet_sebebi_id', 'KDV İstisna / Muafiyet Sebebi', 'istisna_kodlari'),
    code(27, 'otv_istisna_muafiyet_sebebi_id', 'ÖTV İstisna / Muafiyet Sebebi', 'istisna_kodlari'),
    code(28, 'tevkifat_kodlari_listesi_id', 'Tevkifat Kodu', 'tevkifat_kodlari'),
    code(29, 'ozel_matrah_kodlari_listesi_id', 'Özel Matrah Kodu', 'istisna_kodlari'),
    money(n(30), 'ozel_matrah_tutari', 'Özel Matrah Tutarı', { min: 0 }),
    code(31, 'ihrac_kayitli_fatura_sebebi_id', 'İhraç Kayıtlı Fatura Sebebi', 'istisna_kodlari'),
    text(n(32), 'kunye_numarasi', 'Künye Numarası', { max_length: 50 }),
    computedMoney(n(40), 'brut_tutar', 'Brüt Tutar'),
    computedMoney(n(41), 'iskonto_tutari', 'İskonto Tutarı'),
    computedMoney(n(42), 'mal_hizmet_tutari', 'Mal / Hizmet Tutarı'),
    decimal(n(43), 'kdv_orani', 'KDV Oranı', 2, { computed: true }),
    computedMoney(n(44), 'kdv_matrahi', 'KDV Matrahı'),
    computedMoney(n(45), 'kdv_tutari', 'KDV Tutarı'),
    computedMoney(n(46), 'kdv_tevkifat_tutari', 'KDV Tevkifat Tutarı'),
    computedMoney(n(47), 'diger_vergiler_toplam_tutar', 'Diğer Vergiler Tutarı'),
    computedMoney(n(48), 'kesinti_tutari', 'Kesinti Tutarı'),
    computedMoney(n(49), 'toplam_vergi_tutari', 'Toplam Vergi Tutarı'),
    computedMoney(n(50), 'vergi_tutar', 'Vergiler Dahil Tutar'),
    computedMoney(n(51), 'odenecek_tutar', 'Ödenecek Tutar'),
  ];
}
