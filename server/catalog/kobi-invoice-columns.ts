import { bool, columnIds, date, longText, select, text } from './columns';
import { computedMoney, decimal, lineOrder, linesJson, parentLink } from './document-columns';
import type { CatalogColumn } from './types';

// The columns of the small-business (Kobi) invoices, kobi_satis_fatura and kobi_alis_fatura, and of their line
// tables. 002 §5 asks of them only "cari_hesap_id, para_birimi_id, döviz_kuru, dates and numbers"; the rest is
// the purchase/sales invoice (invoice-columns.ts) without what only an e-document carries: scenario and type, the
// two addresses and their parts, waybill/order/return references, other taxes, withholding, special base and
// export codes (docs/line-tables.md, "Small-business invoices"). Column numbers follow invoice-columns.ts.

/** The header of a small-business invoice. */
export function kobiInvoiceHeaderColumns(tableId: number): CatalogColumn[] {
  const n = columnIds(tableId);
  return [
    select(n(10), 'cari_hesap_id', 'Cari Hesap*', 'cari_hesap', {}, 'cari_hesap_adi'),
    text(n(13), 'fatura_numarasi', 'Fatura Numarası*', { max_length: 50 }),
    date(n(14), 'fatura_tarihi', 'Fatura Tarihi*'),
    select(n(15), 'para_birimi_id', 'Para Birimi*', 'para_birimleri', { default: 1 }),
    decimal(n(16), 'döviz_kuru', 'Döviz Kuru*', 4, { default: '1', min: 0 }),
    longText(n(23), 'description', 'Açıklama'),
    linesJson(n(24), 'mal_hizmet_json', 'Mal / Hizmet'),
    bool(n(25), 'toplam_duzenlendi', 'Toplamlar Elle Düzenlendi'),
    computedMoney(n(30), 'urun_hizmet_toplam_tutar', 'Mal / Hizmet Toplam Tutarı'),
    computedMoney(n(31), 'toplam_iskonto', 'Toplam İskonto'),
    computedMoney(n(32), 'hesaplanan_kdv', 'Hesaplanan KDV'),
    computedMoney(n(37), 'vergiler_dahil_toplam_tutar', 'Vergiler Dahil Toplam Tutar'),
    computedMoney(n(38), 'odenecek_tutar', 'Ödenecek Tutar*'),
    computedMoney(n(39), 'dovizli_tutar', 'Dövizli Tutar'),
    // 001 §2.2: "Tamamını Öde" of a small-business invoice fills kalan_odeme_tutari. Written by the server only.
    computedMoney(n(51), 'kalan_odeme_tutari', 'Kalan Ödeme Tutarı', { readOnly: true }),
  ];
}

/** The line of a small-business invoice; required as on every invoice line: type, quantity, unit, KDV. */
export function kobiInvoiceLineColumns(
  tableId: number,
  parent: { table: string; column: string },
): CatalogColumn[] {
  const n = columnIds(tableId);
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
    decimal(n(17), 'miktar', 'Miktar*', 4, { default: '1' }),
    select(n(18), 'birim_id', 'Birim*', 'birimler', { default: 1 }),
    decimal(n(19), 'birim_fiyat', 'Birim Fiyat', 4, { gui_type_name: 'money', format: 'money' }),
    decimal(n(20), 'iskonto_orani', 'İskonto Oranı', 2, { min: 0 }),
    select(n(23), 'kdv_id', 'KDV*', 'kdv_oranlari', { default: 9 }),
    bool(n(24), 'kdv_dahil_buton', 'KDV Dahil'),
    select(n(26), 'kdv_istisna_muafiyet_sebebi_id', 'KDV İstisna / Muafiyet Sebebi', 'istisna_kodlari'),
    computedMoney(n(40), 'brut_tutar', 'Brüt Tutar'),
    computedMoney(n(41), 'iskonto_tutari', 'İskonto Tutarı'),
    computedMoney(n(42), 'mal_hizmet_tutari', 'Mal / Hizmet Tutarı'),
    decimal(n(43), 'kdv_orani', 'KDV Oranı', 2, { computed: true }),
    computedMoney(n(44), 'kdv_matrahi', 'KDV Matrahı'),
    computedMoney(n(45), 'kdv_tutari', 'KDV Tutarı'),
    computedMoney(n(50), 'vergi_tutar', 'Vergiler Dahil Tutar'),
    computedMoney(n(51), 'odenecek_tutar', 'Ödenecek Tutar'),
  ];
}
