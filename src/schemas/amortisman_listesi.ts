import { definePage } from '../engine/page/definePage';
import { OFFICE_PAGE_PACKAGES } from './office.packages';

/** Amortisman listesi: the Ministry's useful lives (global rows) and the company's own; cards pick one. */
export default definePage({
  table: 'amortisman_listesi',
  route: '/sabit-kiymet-yonetimi/amortisman-listesi',
  title: 'Amortisman Listesi',
  menu: { label: 'Amortisman Listesi', order: 45.3 },
  packages: OFFICE_PAGE_PACKAGES,
  layout: 'special',
  groups: [
    {
      id: 'kiymet',
      title: 'İktisadi Kıymet',
      columns: ['kod', 'name_basic', 'faydali_omur', 'normal_amortisman_oran'],
    },
  ],
  listColumns: ['kod', 'name_basic', 'faydali_omur', 'normal_amortisman_oran'],
});
