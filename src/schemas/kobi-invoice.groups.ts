import type { PageDefinition } from '../../domain/pages/page.types';

// The form groups and list columns of the small-business invoices (kobi_satis_fatura, kobi_alis_fatura) and of
// the quick receipt that saves a sales one: customer, number and date, the line table (Fiş-Kalem Ekleme, 002 §2),
// the totals.

/** The totals of a small-business invoice (the panel draws them; `toplam_duzenlendi` is the override flag). */
const KOBI_TOTAL_COLUMNS = [
  'urun_hizmet_toplam_tutar',
  'toplam_iskonto',
  'hesaplanan_kdv',
  'vergiler_dahil_toplam_tutar',
  'odenecek_tutar',
  'dovizli_tutar',
  'kalan_odeme_tutari',
  'toplam_duzenlendi',
];

/** Groups of a small-business invoice form. */
export const kobiInvoiceGroups: NonNullable<PageDefinition['groups']> = [
  { id: 'cari', title: 'Cari Bilgileri', columns: ['cari_hesap_id'] },
  {
    id: 'fatura',
    title: 'Fatura Bilgileri',
    columns: ['fatura_numarasi', 'fatura_tarihi', 'vade_tarihi', 'para_birimi_id', 'döviz_kuru'],
  },
  { id: 'satirlar', title: 'Fiş-Kalem Ekleme', columns: ['mal_hizmet_json'] },
  { id: 'toplamlar', title: 'Toplamlar', columns: KOBI_TOTAL_COLUMNS },
  { id: 'diger', title: 'Açıklama', columns: ['description'] },
];

/** Groups of the quick receipt: who, when and which number first, then the lines; currency and note last. */
export const kobiQuickGroups: NonNullable<PageDefinition['groups']> = [
  {
    id: 'fis',
    title: 'Fiş / Fatura',
    columns: ['cari_hesap_id', 'fatura_tarihi', 'fatura_numarasi', 'vade_tarihi'],
  },
  { id: 'satirlar', title: 'Fiş-Kalem Ekleme', columns: ['mal_hizmet_json'] },
  { id: 'toplamlar', title: 'Toplamlar', columns: KOBI_TOTAL_COLUMNS },
  { id: 'diger', title: 'Para Birimi ve Açıklama', columns: ['para_birimi_id', 'döviz_kuru', 'description'] },
];

/** Columns of a small-business invoice list: what is owed is the last column. */
export const kobiInvoiceListColumns = [
  'fatura_numarasi',
  'fatura_tarihi',
  'vade_tarihi',
  'cari_hesap_id',
  'para_birimi_id',
  'hesaplanan_kdv',
  'odenecek_tutar',
  'kalan_odeme_tutari',
  'tahsilat_tamamlandi',
];
