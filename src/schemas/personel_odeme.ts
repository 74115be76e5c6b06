import { definePage } from '../engine/page/definePage';
import { OFFICE_PAGE_PACKAGES } from './office.packages';

/**
 * Personel ödemeleri (002 §2 /personel-yonetimi; §4: kasa_banka 1 requires the cash card, otherwise the bank card;
 * §5: tutar, dovizli_tutar, islem_tarihi, kasa_banka required).
 */
export default definePage({
  table: 'personel_odeme',
  route: '/personel-yonetimi/odemeler',
  title: 'Personel Ödemeleri',
  menu: { label: 'Personel Ödemeleri', order: 61 },
  packages: OFFICE_PAGE_PACKAGES,
  layout: 'page',
  groups: [
    {
      id: 'odeme',
      title: 'Ödeme Bilgileri',
      columns: ['personel_kartlari_id', 'odeme_turu_id', 'islem_tarihi'],
    },
    { id: 'tutar', title: 'Tutar', columns: ['tutar', 'para_birimi_id', 'döviz_kuru', 'dovizli_tutar'] },
    { id: 'kaynak', title: 'Kasa / Banka', columns: ['kasa_banka', 'kasa_karti_id', 'banka_karti_id'] },
    { id: 'diger', title: 'Açıklama', columns: ['description'] },
  ],
  listTotals: { columns: ['tutar'], by: 'para_birimi_id' },
  listColumns: [
    'islem_tarihi',
    'personel_kartlari_id',
    'odeme_turu_id',
    'tutar',
    'para_birimi_id',
    'kasa_banka',
  ],
  rules: [
    {
      id: 'personel-kasa-banka',
      note: 'Kasadan ödemede kasa kartı, bankadan ödemede banka kartı zorunludur. 002 §4',
      when: { field: 'kasa_banka', equals: '1' },
      then: [
        { show: ['kasa_karti_id'] },
        { require: ['kasa_karti_id'] },
        { hide: ['banka_karti_id'] },
        { clear: ['banka_karti_id'] },
      ],
      otherwise: [
        { show: ['banka_karti_id'] },
        { require: ['banka_karti_id'] },
        { hide: ['kasa_karti_id'] },
        { clear: ['kasa_karti_id'] },
      ],
    },
    {
      id: 'personel-tl',
      note: 'TL ödemede kur 1’dir ve TL tutarı ödenen tutarın kendisidir; dövizde ödenen TL tutarı girilir.',
      when: {
        any: [
          { field: 'para_birimi_id', equals: 1 },
          { field: 'para_birimi_id', empty: true },
        ],
      },
      then: [
        { hide: ['döviz_kuru', 'dovizli_tutar'] },
        { set: { döviz_kuru: '1', dovizli_tutar: { field: 'tutar' } } },
      ],
    },
  ],
});
