import { definePage } from '../engine/page/definePage';

/** Cari hesaplar: customers and suppliers. */
export default definePage({
  table: 'cari_hesap',
  route: '/cari-hesaplar',
  title: 'Cari Hesaplar',
  menu: { label: 'Cari Hesaplar', order: 10 },
  layout: 'page',
});
