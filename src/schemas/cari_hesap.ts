import { definePage } from '../engine/page/definePage';
import { kobiBulkPanel } from '../../domain/pages/payment-panels';

/** Cari hesaplar: customers and suppliers. */
export default definePage({
  table: 'cari_hesap',
  route: '/cari-hesaplar',
  title: 'Cari Hesaplar',
  menu: { label: 'Cari Hesaplar', order: 10 },
  layout: 'page',
  orderPayment: kobiBulkPanel,
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
        'sehir_adi',
        'ilce_adi',
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
  rules: [
    {
      id: 'tc-sirket-sahis',
      note: 'TC / VKN 10 hane ya da boş: şirket (ünvan); 11 hane: şahıs (adı, soyadı). 002 §4',
      when: { field: 'tc', length: { lte: 10 } },
      then: [
        { require: ['unvan'] },
        { disable: ['name_basic', 'surname'] },
        { clear: ['name_basic', 'surname'] },
      ],
      otherwise: [{ require: ['name_basic', 'surname'] }, { disable: ['unvan'] }, { clear: ['unvan'] }],
    },
    {
      id: 'ulke-adres',
      note: 'Türkiye (ya da boş): il ve ilçe seçilir; başka ülke: şehir ve ilçe yazılır. 002 §4',
      when: {
        any: [
          { field: 'ulkeler_id', equals: 1 },
          { field: 'ulkeler_id', empty: true },
        ],
      },
      then: [
        { require: ['sehirler_id', 'ilceler_id'] },
        { hide: ['sehir_adi', 'ilce_adi'] },
        { clear: ['sehir_adi', 'ilce_adi'] },
      ],
      otherwise: [
        { require: ['sehir_adi', 'ilce_adi'] },
        { hide: ['sehirler_id', 'ilceler_id'] },
        { clear: ['sehirler_id', 'ilceler_id'] },
      ],
    },
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
