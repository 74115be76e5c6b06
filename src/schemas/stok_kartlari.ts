import { PACKAGES } from '../../domain/packages';
import { definePage } from '../engine/page/definePage';
import { stockCardConversions } from './conversions';
import { stockQuickForm } from './stock-quick-form';

/** Stok kartları: goods, raw materials and products. */
export default definePage({
  table: 'stok_kartlari',
  route: '/stok-hizmet-yonetimi/stok-kartlari',
  title: 'Stok Kartları',
  menu: { label: 'Stok Kartları', order: 40 },
  packages: [PACKAGES.onMuhasebe, PACKAGES.kobi, PACKAGES.muhasebe, PACKAGES.sube],
  layout: 'page',
  // The stock-card quick form above the list (001 §2.2 item 6).
  quickForm: stockQuickForm,
  groups: [
    {
      id: 'stok',
      title: 'Stok Bilgileri',
      columns: ['stok_adi', 'stok_kodu', 'barkod', 'stok_turu_id', 'depo_kartlari_id'],
    },
    {
      id: 'birim',
      title: 'Birimler',
      // 1 giriş birimi = katsayı × çıkış birimi (1 Koli = 12 Adet); the stock report counts in the exit unit.
      columns: ['giris_birimi_id', 'cikis_birimi_id', 'cikis_birim_katsayisi'],
    },
    {
      id: 'fiyat',
      title: 'Fiyat ve KDV',
      columns: [
        'alis_fiyati',
        'satis_fiyati',
        'para_birimi_id',
        'alis_kdv_orani',
        'satis_kdv_orani',
        'kdv_dahil_buton',
      ],
    },
    {
      id: 'stok-takip',
      title: 'Stok Takibi',
      columns: ['askeri_stok', 'azemi_stok', 'fire_orani', 'temin_suresi'],
    },
    {
      id: 'olculer',
      title: 'Ölçüler',
      columns: [
        'agirlik',
        'agirlik_turu_id',
        'genislik',
        'genislik_turu_id',
        'yukseklik',
        'yukseklik_turu_id',
        'derinlik',
        'derinlik_turu_id',
        'alan',
        'alan_turu_id',
        'hacim',
        'hacim_turu_id',
      ],
    },
    { id: 'diger', title: 'Diğer', columns: ['muhasebe_hesap_kodu', 'description', 'images'] },
  ],
  // The card's balance in each warehouse, under its detail (issue 11 item 5; docs/stock.md).
  related: [{ page: 'stok_bakiyeleri', column: 'stok_kartlari_id', title: 'Stok Durumu' }],
  listColumns: [
    'stok_kodu',
    'stok_adi',
    'stok_turu_id',
    'giris_birimi_id',
    'alis_fiyati',
    'satis_fiyati',
    'satis_kdv_orani',
    // The quantity on hand per warehouse (issue 24 item 5; the server keeps it, docs/stock.md).
    'depo_miktarlari',
  ],
  conversions: stockCardConversions,
});
