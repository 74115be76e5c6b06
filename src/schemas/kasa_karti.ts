import { definePage } from '../engine/page/definePage';

/** Kasa kartları: cash boxes. */
export default definePage({
  table: 'kasa_karti',
  route: '/kasa',
  title: 'Kasa',
  menu: { label: 'Kasa', order: 80 },
  // The cards with their balance, and every movement of them (issue 11; docs/finance.md, "Balances").
  tabs: [
    { id: 'first', label: 'Kasalar' },
    { id: 'second', label: 'Kasa Hareketleri', page: 'kasa_hareketleri' },
  ],
  layout: 'special',
  groups: [
    {
      id: 'kasa',
      title: 'Kasa Bilgileri',
      columns: ['kasa_tanımı', 'para_birimi_id', 'bakiye', 'description'],
    },
  ],
  listTotals: { columns: ['bakiye'], by: 'para_birimi_id' },
  listColumns: ['kasa_tanımı', 'para_birimi_id', 'bakiye', 'description'],
});
