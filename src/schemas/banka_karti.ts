import { definePage } from '../engine/page/definePage';

/** Banka kartları: bank accounts. */
export default definePage({
  table: 'banka_karti',
  route: '/banka',
  title: 'Banka',
  menu: { label: 'Banka', order: 90 },
  layout: 'special',
});
