import { definePage } from '../engine/page/definePage';
import { FINANCE_PAGE_PACKAGES, transactionGroups, transactionListColumns } from './finance.groups';
import { transactionRules } from './finance.rules';

/**
 * Kasa tahsilatları (002 §2 /finans-yonetimi/…; issue 11): money into a cash card. /finans-yonetimi/kasa lists
 * receipts (first tab) and payments (second); add at tahsilat-ekle, edit at tahsilat-duzenle/{id}.
 */
export default definePage({
  table: 'tahsilat_islem',
  route: '/finans-yonetimi/kasa',
  addPath: 'tahsilat-ekle',
  editPath: 'tahsilat-duzenle',
  detailPath: 'tahsilat-detay',
  title: 'Kasa Tahsilatları',
  listTitle: 'Kasa İşlemleri',
  menu: { label: 'Kasa İşlemleri', order: 81 },
  tabs: [
    { id: 'first', label: 'Tahsilatlar' },
    { id: 'second', label: 'Ödemeler', page: 'odeme_islemi' },
  ],
  packages: FINANCE_PAGE_PACKAGES,
  layout: 'special',
  groups: transactionGroups('kasa_karti2_id', 'in'),
  listTotals: { columns: ['tutar', 'vergi_tutar'], by: 'para_birimi_id' },
  listColumns: transactionListColumns('kasa_karti2_id'),
  rules: transactionRules('in'),
  redirect: '/finans-yonetimi/kasa?tab=first',
});
