import { definePage } from '../engine/page/definePage';
import { addressFields, addressRules } from './address.rules';

/** Cari hesap adresleri: the addresses of customers and suppliers (the invoice's Adres), beside Cari Hesaplar. */
export default definePage({
  table: 'adres',
  route: '/cari-hesaplar/adresler',
  title: 'Cari Hesap Adresleri',
  menu: { label: 'Cari Hesap Adresleri', order: 11 },
  layout: 'special',
  groups: [
    { id: 'genel', title: 'Adres', columns: ['cari_hesap_id', 'adres_basligi', 'varsayilan'] },
    { id: 'adres', title: 'Adres Bilgileri', columns: addressFields },
  ],
  rules: addressRules,
  listColumns: [
    'cari_hesap_id',
    'adres_basligi',
    'sehirler_id',
    'ilceler_id',
    'mahalle_adi',
    'sokak_adi',
    'varsayilan',
  ],
});
