import { definePage } from '../engine/page/definePage';
import { FINANCE_PAGE_PACKAGES, transactionGroups, transactionListColumns } from './finance.groups';
import { transactionRules } from './finance.rules';

/** Kasa ödemeleri: money out of a cash card; the second tab of /finans-yonetimi/kasa (odeme-ekle, odeme-duzenle/{id}). */
export default definePage({
  table: 'odeme_islemi',
  route: '/finans-yonetimi/kasa',
  addPath: 'odeme-ekle',
  editPath: 'odeme-duzenle',
  detailPath: 'odeme-detay',
  title: 'Kasa Ödemeleri',
  packages: FINANCE_PAGE_PACKAGES,
  layout: 'special',
  groups: transactionGroups('kasa_karti2_id', 'out'),
  listTotals: { columns: ['tutar', 'vergi_tutar'], by: 'para_birimi_id' },
  listColumns: transactionListColumns('kasa_karti2_id'),
  rules: transactionRules('out'),
  redirect: '/finans-yonetimi/kasa?tab=second',
});
