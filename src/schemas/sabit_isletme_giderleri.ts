import { definePage } from '../engine/page/definePage';
import { OFFICE_PAGE_PACKAGES } from './office.packages';

/**
 * Sabit işletme giderleri (002 §2 /buro-yonetimi/sabit-isletme-giderleri; §5: tutar and son_odeme_tarihi
 * required): the month's bills, on the calendar by their last day of payment.
 */
export default definePage({
  table: 'sabit_isletme_giderleri',
  route: '/buro-yonetimi/sabit-isletme-giderleri',
  title: 'Sabit İşletme Giderleri',
  menu: { label: 'Sabit İşletme Giderleri', order: 71 },
  packages: OFFICE_PAGE_PACKAGES,
  layout: 'page',
  groups: [
    {
      id: 'gider',
      title: 'Gider Bilgileri',
      columns: ['gider_adi', 'hizmet_ve_masraf_kartlari_id', 'cari_hesap_id', 'fatura_numarasi'],
    },
    {
      id: 'tutar',
      title: 'Tutar ve Vade',
      columns: ['tutar', 'para_birimi_id', 'döviz_kuru', 'son_odeme_tarihi', 'odendi'],
    },
    { id: 'diger', title: 'Açıklama', columns: ['description'] },
  ],
  listTotals: { columns: ['tutar'], by: 'para_birimi_id' },
  listColumns: ['gider_adi', 'fatura_numarasi', 'tutar', 'para_birimi_id', 'son_odeme_tarihi', 'odendi'],
  rules: [
    {
      id: 'gider-tl',
      note: 'TL’de kur 1’dir ve gizlenir. 002 §9',
      when: {
        any: [
          { field: 'para_birimi_id', equals: 1 },
          { field: 'para_birimi_id', empty: true },
        ],
      },
      then: [{ hide: ['döviz_kuru'] }, { set: { döviz_kuru: '1' } }],
    },
  ],
});
