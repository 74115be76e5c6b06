import { definePage } from '../engine/page/definePage';
import { FINANCE_PAGE_PACKAGES, transactionGroups, transactionListColumns } from './finance.groups';
import { transactionRules } from './finance.rules';

/** Giden havaleler: money out of a bank card; the second tab of /finans-yonetimi/banka. */
export default definePage({
  table: 'banka_giden_havale_islem',
  route: '/finans-yonetimi/banka',
  addPath: 'giden-havale-ekle',
  editPath: 'giden-havale-duzenle',
  detailPath: 'giden-havale-detay',
  title: 'Giden Havaleler',
  packages: FINANCE_PAGE_PACKAGES,
  layout: 'special',
  groups: transactionGroups('banka_karti2_id', 'out'),
  listTotals: { columns: ['tutar', 'vergi_tutar'], by: 'para_birimi_id' },
  listColumns: transactionListColumns('banka_karti2_id'),
  rules: transactionRules('out'),
  redirect: '/finans-yonetimi/banka?tab=second',
});
