import { definePage } from '../engine/page/definePage';
import { OFFICE_PAGE_PACKAGES } from './office.packages';

/** Sabit kıymet hareketleri (002 §2 /sabit-kiymet-yonetimi/hareket; §5: belge_tarihi required). */
export default definePage({
  table: 'sabit_kiymet_hareketleri',
  route: '/sabit-kiymet-yonetimi/hareket',
  title: 'Sabit Kıymet Hareketleri',
  menu: { label: 'Sabit Kıymet Hareketleri', order: 45.1 },
  packages: OFFICE_PAGE_PACKAGES,
  layout: 'page',
  groups: [
    {
      id: 'hareket',
      title: 'Hareket Bilgileri',
      columns: ['sabit_kiymet_karti_id', 'hareket_turu_id', 'belge_tarihi', 'belge_no'],
    },
    { id: 'tutar', title: 'Karşı Taraf ve Tutar', columns: ['cari_hesap_id', 'tutar', 'para_birimi_id'] },
    { id: 'diger', title: 'Açıklama', columns: ['description'] },
  ],
  listTotals: { columns: ['tutar'], by: 'para_birimi_id' },
  listColumns: [
    'belge_tarihi',
    'sabit_kiymet_karti_id',
    'hareket_turu_id',
    'belge_no',
    'cari_hesap_id',
    'tutar',
  ],
  rules: [
    {
      id: 'hareket-cari',
      note: 'Alış ve satışta karşı taraf (cari hesap) girilir; hurdaya çıkarma ve değerlemede yoktur.',
      when: { field: 'hareket_turu_id', in: [1, 2] },
      then: [{ show: ['cari_hesap_id'] }],
      otherwise: [{ hide: ['cari_hesap_id'] }, { clear: ['cari_hesap_id'] }],
    },
    {
      id: 'hareket-tutar',
      note: 'Alış, satış ve yeniden değerlemenin bir tutarı vardır; hurdaya çıkarmada tutar girilmez.',
      when: { field: 'hareket_turu_id', in: [1, 2, 4] },
      then: [{ show: ['tutar', 'para_birimi_id'] }, { require: ['tutar'] }],
      otherwise: [{ hide: ['tutar', 'para_birimi_id'] }, { clear: ['tutar'] }],
    },
  ],
});
