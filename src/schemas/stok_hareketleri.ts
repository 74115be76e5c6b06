import { PACKAGES } from '../../domain/packages';
import { definePage } from '../engine/page/definePage';

/**
 * Stok hareketleri (issue 11 item 5; docs/stock.md): every movement, those the invoices and waybills wrote and
 * those keyed here (Manuel Giriş, Dönüşüm…). Required: hareket_tarihi (002 §5).
 */
export default definePage({
  table: 'stok_hareketleri',
  route: '/stok-hizmet-yonetimi/hareket',
  title: 'Stok Hareketleri',
  menu: { label: 'Stok Hareketleri', order: 41 },
  packages: [PACKAGES.onMuhasebe, PACKAGES.kobi, PACKAGES.muhasebe, PACKAGES.sube],
  layout: 'page',
  groups: [
    {
      id: 'hareket',
      title: 'Hareket Bilgileri',
      columns: ['hareket_tarihi', 'hareket_turu_id', 'belge_turu_id', 'belge_numarasi', 'cari_hesap_id'],
    },
    {
      id: 'stok',
      title: 'Stok',
      columns: ['stok_kartlari_id', 'depo_kartlari_id', 'miktar', 'birim_id', 'birim_maliyet'],
    },
    { id: 'diger', title: 'Açıklama', columns: ['description'] },
  ],
  listColumns: [
    'hareket_tarihi',
    'hareket_turu_id',
    'belge_turu_id',
    'belge_numarasi',
    'stok_kartlari_id',
    'depo_kartlari_id',
    'miktar',
    'birim_id',
  ],
  rules: [
    {
      id: 'hareket-tarihi',
      note: 'Yeni hareketin tarihi bugün; türü Manuel Giriş, belge türü Diğer.',
      then: [{ default: { hareket_tarihi: { date: 'today' }, hareket_turu_id: '4', belge_turu_id: '3' } }],
    },
    {
      id: 'hareket-birim',
      note: 'Stok seçilince birimi stok kartının giriş biriminden gelir.',
      then: [
        {
          fill: {
            from: 'stok_kartlari_id',
            table: 'stok_kartlari',
            columns: { birim_id: 'giris_birimi_id' },
          },
        },
      ],
    },
  ],
  redirect: '/stok-hizmet-yonetimi/hareket',
});
