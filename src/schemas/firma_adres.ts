import { definePage } from '../engine/page/definePage';
import { addressFields, addressRules } from './address.rules';

/** Firma adresleri: the company's own addresses (the invoice's Firma Adresi); no drafts (002 §2). */
export default definePage({
  table: 'firma_adres',
  route: '/ayarlar/firma-adresleri',
  title: 'Firma Adresleri',
  menu: { label: 'Firma Adresleri', order: 49 },
  layout: 'special',
  drafts: false,
  groups: [
    { id: 'genel', title: 'Adres', columns: ['adres_basligi', 'varsayilan'] },
    { id: 'adres', title: 'Adres Bilgileri', columns: addressFields },
  ],
  rules: addressRules,
  listColumns: ['adres_basligi', 'sehirler_id', 'ilceler_id', 'mahalle_adi', 'sokak_adi', 'varsayilan'],
});
