import { definePage } from '../engine/page/definePage';
import { OFFICE_PAGE_PACKAGES } from './office.packages';

/** Personel kartları (002 §2 /personel-yonetimi): the people the company pays. */
export default definePage({
  table: 'personel_kartlari',
  route: '/personel-yonetimi',
  title: 'Personel Kartları',
  menu: { label: 'Personel Kartları', order: 60 },
  packages: OFFICE_PAGE_PACKAGES,
  layout: 'page',
  groups: [
    {
      id: 'kimlik',
      title: 'Kimlik Bilgileri',
      columns: ['personel_adi', 'personel_soyadi', 'tc', 'personel_sicil_numarasi'],
    },
    {
      id: 'is',
      title: 'İş Bilgileri',
      columns: ['gorevi', 'ise_giris_tarihi', 'isten_cikis_tarihi', 'brut_ucret', 'net_ucret'],
    },
    { id: 'iletisim', title: 'İletişim ve Banka', columns: ['telefon', 'iban_no'] },
    { id: 'diger', title: 'Açıklama', columns: ['description'] },
  ],
  listTotals: { columns: ['net_ucret'] },
  listColumns: [
    'personel_sicil_numarasi',
    'personel_adi',
    'personel_soyadi',
    'gorevi',
    'ise_giris_tarihi',
    'net_ucret',
  ],
});
