import { definePage } from '../engine/page/definePage';
import { FINANCE_PAGE_PACKAGES, transactionGroups, transactionListColumns } from './finance.groups';
import { transactionRules } from './finance.rules';

/**
 * Gelen havaleler (002 §2 /finans-yonetimi/…; issue 11): money into a bank card. /finans-yonetimi/banka lists
 * incoming (first tab) and outgoing transfers (second); a chosen sales invoice or customer cheque is copied (002 §4).
 */
export default definePage({
  table: 'banka_gelen_havale_islemi',
  route: '/finans-yonetimi/banka',
  addPath: 'gelen-havale-ekle',
  editPath: 'gelen-havale-duzenle',
  detailPath: 'gelen-havale-detay',
  title: 'Gelen Havaleler',
  listTitle: 'Banka İşlemleri',
  menu: { label: 'Banka İşlemleri', order: 91 },
  tabs: [
    { id: 'first', label: 'Gelen Havaleler' },
    { id: 'second', label: 'Giden Havaleler', page: 'banka_giden_havale_islem' },
  ],
  packages: FINANCE_PAGE_PACKAGES,
  layout: 'special',
  groups: transactionGroups('banka_karti2_id', 'in'),
  listTotals: { columns: ['tutar', 'vergi_tutar'], by: 'para_birimi_id' },
  listColumns: transactionListColumns('banka_karti2_id'),
  rules: transactionRules('in', { copiesTarget: true }),
  redirect: '/finans-yonetimi/banka?tab=first',
});
