import { PACKAGES } from '../../domain/packages';
import { columnIds, date, longText, select, staticSelect, text } from './columns';
import { decimal, integer } from './document-columns';
import { DOCUMENT_TYPES, MOVEMENT_TYPES } from './stock-columns';
import type { TableDef } from './types';

const n = columnIds(400);

/**
 * Stock movements (issue 11 item 5; docs/stock.md): the rows the invoices and waybills write in their own save
 * (kaynak_tablo / kaynak_id name the document; only the document changes them) and the movements a user keys
 * (Manuel Giriş, Dönüşüm, …; belge türü Diğer). Required: hareket_tarihi (002 §5).
 */
export const stok_hareketleri: TableDef = {
  name: 'stok_hareketleri',
  display_name: 'Stok Hareketleri',
  scope: 'company',
  table_id: 400,
  packages: [PACKAGES.onMuhasebe, PACKAGES.kobi, PACKAGES.muhasebe, PACKAGES.sube],
  display_column: 'belge_numarasi',
  columns: [
    date(n(10), 'hareket_tarihi', 'Hareket Tarihi*'),
    staticSelect(n(11), 'hareket_turu_id', 'Hareket Türü*', MOVEMENT_TYPES, { default: '4' }),
    staticSelect(n(12), 'belge_turu_id', 'Belge Türü', DOCUMENT_TYPES, { default: '3' }),
    select(n(13), 'stok_kartlari_id', 'Stok*', 'stok_kartlari', {}, 'stok_adi'),
    select(n(14), 'depo_kartlari_id', 'Depo*', 'depo_kartlari', {}, 'depo_adi'),
    // Signed only for a Dönüşüm (the hooks refuse a negative quantity of another type).
    decimal(n(15), 'miktar', 'Miktar*', 4, { value_kind: 'quantity' }),
    select(n(16), 'birim_id', 'Birim', 'birimler', { default: 1 }),
    text(n(17), 'belge_numarasi', 'Belge Numarası', { max_length: 50 }),
    select(n(18), 'cari_hesap_id', 'Cari Hesap', 'cari_hesap', {}, 'cari_hesap_adi'),
    longText(n(19), 'description', 'Açıklama'),
    text(n(20), 'kaynak_tablo', 'Kaynak Belge Tablosu', { readOnly: true, visible: false }),
    integer(n(21), 'kaynak_id', 'Kaynak Belge', { readOnly: true, visible: false }),
    integer(n(22), 'kaynak_satir_id', 'Kaynak Belge Satırı', { readOnly: true, visible: false }),
    // Issue 25: the TL cost of one unit of a movement keyed by hand (an opening stock, a count surplus), which the
    // weighted average of the cost of sales reads; a document's movement takes its cost from the document.
    decimal(n(23), 'birim_maliyet', 'Birim Maliyet', 4, { min: 0 }),
  ],
};
