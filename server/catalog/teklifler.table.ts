import { PACKAGES } from '../../domain/packages';
import { columnIds, date, longText, select, text } from './columns';
import { computedMoney, exchangeRate, linesJson } from './document-columns';
import type { TableDef } from './types';

const n = columnIds(120);

/** Quotes (002 §3 "Other document tables"); lines in `mal_hizmet_json`, mirrored in `teklifler_mal_hizmet`. */
export const teklifler: TableDef = {
  name: 'teklifler',
  display_name: 'Teklifler',
  scope: 'company',
  table_id: 120,
  packages: [PACKAGES.onMuhasebe, PACKAGES.kobi, PACKAGES.muhasebe, PACKAGES.sube],
  display_column: 'teklif_no',
  columns: [
    select(n(10), 'cari_hesap_id', 'Cari Hesap*', 'cari_hesap', {}, 'cari_hesap_adi'),
    text(n(11), 'teklif_no', 'Teklif No*', { max_length: 50 }),
    date(n(12), 'teklif_tarihi', 'Teklif Tarihi*'),
    date(n(13), 'gecerlilik_tarihi', 'Geçerlilik Tarihi*'),
    select(n(14), 'para_birimi_id', 'Para Birimi', 'para_birimleri', { default: 1 }),
    exchangeRate(n(15)),
    text(n(16), 'siparis_numarasi', 'Sipariş Numarası', { max_length: 50 }),
    longText(n(17), 'musteri_aciklama', 'Müşteri Açıklaması'),
    longText(n(18), 'description', 'Açıklama'),
    linesJson(n(19), 'mal_hizmet_json', 'Mal / Hizmet'),
    computedMoney(n(30), 'toplam_kdv', 'Toplam KDV'),
    computedMoney(n(31), 'toplam_tutar', 'Toplam Tutar'),
  ],
  // TKL-2026-0001: the quotes' own series (docs/document-numbers.md).
  number: { column: 'teklif_no', format: 'dashed', prefix: 'TKL', date_column: 'teklif_tarihi' },
  lines: { json_column: 'mal_hizmet_json', table: 'teklifler_mal_hizmet' },
};
