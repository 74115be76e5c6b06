import type { PageDefinition } from '../../domain/pages/page.types';

// The form groups and list columns shared by the purchase and sales invoice pages (002 §2: customer, address,
// Fatura Bilgileri, İrsaliye ve Sipariş Bilgileri, İade Bilgileri, the line table, the totals).

/** The address parts of an invoice header (002 §3), filled from the chosen address. */
export const invoiceAddressParts = [
  'ulkeler_id',
  'sehirler_id',
  'ilceler_id',
  'sehirler_input',
  'ilceler_input',
  'mahalle_adi',
  'sokak_adi',
  'bina_adi',
  'bina_no',
  'kapi_no',
  'posta_kodu',
];

/** Groups of an invoice form; the lines field is the line table (Fiş-Kalem Ekleme). */
export const invoiceGroups: NonNullable<PageDefinition['groups']> = [
  { id: 'cari', title: 'Cari Bilgileri', columns: ['cari_hesap_id', 'adres_id'] },
  { id: 'adres', title: 'Adres Bilgileri', columns: invoiceAddressParts },
  {
    id: 'fatura',
    title: 'Fatura Bilgileri',
    columns: [
      'fatura_senaryo_id',
      'fatura_tipi_id',
      'fatura_numarasi',
      'fatura_tarihi',
      'vade_tarihi',
      'para_birimi_id',
      'döviz_kuru',
      'firma_adres_id',
    ],
  },
  {
    id: 'irsaliye',
    title: 'İrsaliye ve Sipariş Bilgileri',
    columns: ['irsaliye_numarasi', 'irsaliye_tarihi', 'siparis_numarasi', 'siparis_tarihi'],
  },
  { id: 'iade', title: 'İade Bilgileri', columns: ['iade_fatura_numarasi', 'iade_fatura_tarihi'] },
  { id: 'satirlar', title: 'Fiş-Kalem Ekleme', columns: ['mal_hizmet_json'] },
  {
    id: 'toplamlar',
    title: 'Toplamlar',
    columns: [
      'urun_hizmet_toplam_tutar',
      'toplam_iskonto',
      'hesaplanan_kdv',
      'diger_vergiler_toplami',
      'toplam_vergi_tutari',
      'tevkifat_toplami',
      'ozel_matrah_toplami',
      'vergiler_dahil_toplam_tutar',
      'odenecek_tutar',
      'dovizli_tutar',
      'toplam_duzenlendi',
    ],
  },
  { id: 'diger', title: 'Açıklama', columns: ['kayitli_notlar_id', 'description'] },
];

/** Columns of an invoice list. */
export const invoiceListColumns = [
  'fatura_numarasi',
  'fatura_tarihi',
  'vade_tarihi',
  'cari_hesap_id',
  'fatura_tipi_id',
  'para_birimi_id',
  'hesaplanan_kdv',
  'odenecek_tutar',
  'kalan_odeme_tutari',
  'tahsilat_tamamlandi',
];
