import { definePage } from '../../page/definePage';

/**
 * The Storybook test table (issue 3): every gui type in one form. Not in `pages` (so not in the app's menu or
 * routes); its data lives in the in-memory fixtures (front_test_table in services/tables.fixtures.ts).
 */
export default definePage({
  table: 'front_test_table',
  route: '/form-deneme',
  title: 'Form Deneme Tablosu',
  layout: 'page',
  groups: [
    { id: 'metin', title: 'Metin', columns: ['metin', 'tc', 'iban_no', 'fatura_numarasi', 'sifre', 'email'] },
    { id: 'iletisim', title: 'İletişim', columns: ['ulkeler_id', 'phone', 'aciklama', 'notlar'] },
    {
      id: 'tutar',
      title: 'Tutar',
      columns: ['miktar', 'kobi_taksit_sayisi', 'tutar', 'para_birimi_id', 'döviz_kuru'],
    },
    {
      id: 'tarih',
      title: 'Tarih',
      columns: ['islem_tarihi', 'gecerlilik_tarihi', 'duzenleme_tarihi', 'islem_saati', 'ay'],
    },
    {
      id: 'secim',
      title: 'Seçim',
      columns: [
        'aktif',
        'kasa_banka',
        'cari_hesap_id',
        'kasa_karti_id',
        'cari_tipi',
        'oncelik',
        'hizmet_illeri',
        'teslimat_sirasi',
      ],
    },
    {
      id: 'diger',
      title: 'Dosya ve Diğer',
      columns: ['belgeler', 'images', 'durum', 'ayarlar', 'kayit_ozeti'],
    },
  ],
});
