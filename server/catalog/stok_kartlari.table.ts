import { PACKAGES } from '../../domain/packages';
import { bool, columnIds, files, longText, select, text } from './columns';
import { decimal } from './document-columns';
import { stockCardOptionalColumns } from './stock-columns';
import type { TableDef } from './types';

const n = columnIds(111);

/**
 * Stock cards. Picking one on a purchase line fills the entry unit, buy price and purchase KDV; on a sales line
 * the exit unit, sale price and sales KDV (002 §4). `alis_kdv_orani` / `satis_kdv_orani` hold a kdv_id.
 */
export const stok_kartlari: TableDef = {
  name: 'stok_kartlari',
  display_name: 'Stok Kartları',
  scope: 'company',
  table_id: 111,
  packages: [PACKAGES.onMuhasebe, PACKAGES.kobi, PACKAGES.muhasebe, PACKAGES.sube],
  display_column: 'stok_adi',
  search_columns: ['stok_kodu', 'barkod'],
  columns: [
    text(n(10), 'stok_adi', 'Stok Adı*'),
    text(n(11), 'stok_kodu', 'Stok Kodu', { max_length: 50 }),
    text(n(12), 'barkod', 'Barkod', { max_length: 50 }),
    select(n(13), 'stok_turu_id', 'Stok Türü*', 'stok_turleri', { default: 4 }),
    select(n(14), 'giris_birimi_id', 'Giriş Birimi*', 'birimler', { default: 1 }),
    select(n(15), 'cikis_birimi_id', 'Çıkış Birimi', 'birimler', { default: 1 }),
    // How many exit units one entry unit holds (1 Koli = 12 Adet: 12); required when the units differ
    // (docs/stock.md "Units").
    decimal(n(30), 'cikis_birim_katsayisi', 'Çıkış Birimi Katsayısı', 4, { min: 0 }),
    select(n(16), 'alis_kdv_orani', 'Alış KDV Oranı*', 'kdv_oranlari', { default: 9 }),
    select(n(17), 'satis_kdv_orani', 'Satış KDV Oranı*', 'kdv_oranlari', { default: 9 }),
    decimal(n(18), 'alis_fiyati', 'Alış Fiyatı*', 4, { gui_type_name: 'money', format: 'money', min: 0 }),
    decimal(n(19), 'satis_fiyati', 'Satış Fiyatı*', 4, { gui_type_name: 'money', format: 'money', min: 0 }),
    bool(n(20), 'kdv_dahil_buton', 'Fiyatlara KDV Dahil'),
    select(n(21), 'para_birimi_id', 'Para Birimi', 'para_birimleri', { default: 1 }),
    select(n(22), 'depo_kartlari_id', 'Varsayılan Depo', 'depo_kartlari', {}, 'depo_adi'),
    longText(n(23), 'description', 'Açıklama'),
    // Pictures of the item (001 §3): PNG / JPEG, cropped to 300×300 PNG in the browser.
    files(n(24), 'images', 'Resimler'),
    // The optional fields of 001 §3 (issue 11 item 5): minimum / maximum stock, waste, lead time, measures.
    ...stockCardOptionalColumns(111),
    // Issue 24: the card's own account (docs/ledger.md, "Per-card accounts").
    text(n(60), 'muhasebe_hesap_kodu', 'Muhasebe Hesabı', { max_length: 30 }),
    // Issue 24 item 5: the quantity on hand in each warehouse, for the list (docs/stock.md); kept by triggers.
    text(n(61), 'depo_miktarlari', 'Depodaki Miktar', { max_length: 2000, readOnly: true, computed: true }),
  ],
};
