import { PACKAGES } from '../../domain/packages';
import { definePage } from '../engine/page/definePage';

/** Hizmet ve masraf kartları: services sold and expenses bought. */
export default definePage({
  table: 'hizmet_ve_masraf_kartlari',
  route: '/stok-hizmet-yonetimi/hizmet-masraf-kartlari',
  title: 'Hizmet ve Masraf Kartları',
  menu: { label: 'Hizmet ve Masraf Kartları', order: 44 },
  packages: [PACKAGES.onMuhasebe, PACKAGES.kobi, PACKAGES.muhasebe, PACKAGES.sube],
  layout: 'special',
  groups: [
    {
      id: 'hizmet',
      title: 'Hizmet / Masraf Bilgileri',
      columns: ['hizmet_masraf_kodu', 'hizmet_masraf_adi', 'hizmet_masraf_turu', 'birim_id'],
    },
    {
      id: 'fiyat',
      title: 'Fiyat ve KDV',
      columns: ['birim_fiyat', 'para_birimi_id', 'kdv_id', 'kdv_dahil_buton'],
    },
    { id: 'diger', title: 'Diğer', columns: ['muhasebe_hesap_kodu', 'description'] },
  ],
  listColumns: ['hizmet_masraf_kodu', 'hizmet_masraf_adi', 'hizmet_masraf_turu', 'birim_fiyat', 'kdv_id'],
});
