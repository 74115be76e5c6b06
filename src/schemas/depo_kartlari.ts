import { PACKAGES } from '../../domain/packages';
import { definePage } from '../engine/page/definePage';

/** Depo kartları: warehouses. */
export default definePage({
  table: 'depo_kartlari',
  route: '/stok-hizmet-yonetimi/depo-kartlari',
  title: 'Depo Kartları',
  menu: { label: 'Depo Kartları', order: 42 },
  packages: [PACKAGES.onMuhasebe, PACKAGES.kobi, PACKAGES.muhasebe, PACKAGES.sube],
  layout: 'special',
  groups: [
    { id: 'depo', title: 'Depo Bilgileri', columns: ['depo_adi', 'depo_kodu'] },
    { id: 'adres', title: 'Adres', columns: ['sehirler_id', 'ilceler_id', 'adres'] },
    { id: 'diger', title: 'Diğer', columns: ['description'] },
  ],
  listColumns: ['depo_kodu', 'depo_adi', 'sehirler_id', 'ilceler_id'],
});
