import { bool, columnIds, date, longText, select, text } from './columns';
import { exchangeRate } from './document-columns';
import { financeAmount, OFFICE_PACKAGES } from './office-columns';
import type { TableDef } from './types';

const n = columnIds(456);

/**
 * Fixed operating expenses (002 §2 /buro-yonetimi/sabit-isletme-giderleri; §5: tutar and son_odeme_tarihi
 * required): electricity, water, internet, dues… with the bill's number and its last day of payment, which the
 * calendar shows. Paid through the fixed-expense payment panel (001 §2.2) and the finance transactions'
 * `sabit_isletme_giderleri_id` (tip_id 4), which come with the finance tables.
 */
export const sabit_isletme_giderleri: TableDef = {
  name: 'sabit_isletme_giderleri',
  display_name: 'Sabit İşletme Giderleri',
  scope: 'company',
  table_id: 456,
  packages: OFFICE_PACKAGES,
  display_column: 'gider_adi',
  search_columns: ['fatura_numarasi'],
  columns: [
    text(n(10), 'gider_adi', 'Gider Adı*'),
    select(
      n(11),
      'hizmet_ve_masraf_kartlari_id',
      'Hizmet / Masraf Kartı',
      'hizmet_ve_masraf_kartlari',
      {},
      'hizmet_masraf_adi',
    ),
    select(n(12), 'cari_hesap_id', 'Cari Hesap', 'cari_hesap', {}, 'cari_hesap_adi'),
    text(n(13), 'fatura_numarasi', 'Fatura Numarası', { max_length: 16, value_kind: 'document_no' }),
    financeAmount(n(14), 'tutar', 'Tutar*'),
    select(n(15), 'para_birimi_id', 'Para Birimi*', 'para_birimleri', { default: 1 }),
    exchangeRate(n(16)),
    date(n(17), 'son_odeme_tarihi', 'Son Ödeme Tarihi*'),
    bool(n(18), 'odendi', 'Ödendi'),
    longText(n(19), 'description', 'Açıklama'),
  ],
};
