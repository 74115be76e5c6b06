import { definePage } from '../engine/page/definePage';

/** Cari hesaplar: customers and suppliers. */
export default definePage({
  table: 'cari_hesap',
  route: '/cari-hesaplar',
  title: 'Cari Hesaplar',
  menu: { label: 'Cari Hesaplar', order: 10 },
  layout: 'page',
  groups: [
    {
      id: 'genel',
      title: 'Genel Bilgiler',
      columns: ['cari_hesap_adi', 'cari_tipi', 'tc', 'vergi_daireleri_id', 'unvan', 'name_basic', 'surname'],
    },
    { id: 'iletisim', title: 'İletişim', columns: ['phone', 'email'] },
    {
      id: 'adres',
      title: 'Adres',
      columns: [
        'ulkeler_id',
        'sehirler_id',
        'ilceler_id',
        'mahalle_adi',
        'sokak_adi',
        'bina_no',
        'kapi_no',
        'posta_kodu',
        'adres',
      ],
    },
    { id: 'diger', title: 'Diğer', columns: ['description'] },
  ],
  listColumns: [
    'cari_hesap_adi',
    'cari_tipi',
    'tc',
    'vergi_daireleri_id',
    'phone',
    'email',
    'sehirler_id',
    'ilceler_id',
  ],
});
