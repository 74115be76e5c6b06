import { bool, columnIds, date, longText, select, text } from './columns';
import { computedMoney, exchangeRate, linesJson } from './document-columns';
import { invoiceLineColumns } from './invoice-columns';
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
    text(n(13), 'fatura_numarasi', 'Fatura Numarası*', { max_length: 50, value_kind: 'document_no' }),
    date(n(14), 'fatura_tarihi', 'Fatura Tarihi*'),
    select(n(15), 'para_birimi_id', 'Para Birimi*', 'para_birimleri', { default: 1 }),
    exchangeRate(n(16)),
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

/** The line of a small-business invoice: the invoice line's own columns, all but these (an e-document's). */
const KOBI_LINE_COLUMNS = new Set([
  'fatura_id',
  'sira_no',
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
  'kdv_istisna_muafiyet_sebebi_id',
  'brut_tutar',
  'iskonto_tutari',
  'mal_hizmet_tutari',
  'kdv_orani',
  'kdv_matrahi',
  'kdv_tutari',
  'vergi_tutar',
  'odenecek_tutar',
]);

/**
 * The line of a small-business invoice: the purchase/sales invoice line (same definitions, numbers and order)
 * without other taxes, withholding, special base, export and traceability columns. Required as on every invoice
 * line: type, quantity, unit, KDV.
 */
export function kobiInvoiceLineColumns(
  tableId: number,
  parent: { table: string; column: string },
): CatalogColumn[] {
  return invoiceLineColumns(tableId, parent).filter(
    (c) => c.name === parent.column || KOBI_LINE_COLUMNS.has(c.name),
  );
}
