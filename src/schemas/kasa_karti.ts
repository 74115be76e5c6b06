import { definePage } from '../engine/page/definePage';

/** Kasa kartları: cash boxes. */
export default definePage({
  table: 'kasa_karti',
  route: '/kasa',
  title: 'Kasa',
  menu: { label: 'Kasa', order: 80 },
  layout: 'special',
  groups: [
    { id: 'kasa', title: 'Kasa Bilgileri', columns: ['kasa_tanımı', 'para_birimi_id', 'description'] },
  ],
  listColumns: ['kasa_tanımı', 'para_birimi_id', 'description'],
});
