import { PACKAGES } from '../../domain/packages';
import { definePage } from '../engine/page/definePage';

/** Dönem Kapanışları: the company's books are closed up to the latest date (docs/ledger.md, "Period close"). */
export default definePage({
  table: 'donem_kapanislari',
  route: '/muhasebe/donem-kapanislari',
  title: 'Dönem Kapanışları',
  menu: { label: 'Dönem Kapanışları', order: 302, group: 'muhasebe' },
  packages: [PACKAGES.muhasebe],
  layout: 'special',
  groups: [{ id: 'kapanis', title: 'Kapanış Bilgileri', columns: ['kapanis_tarihi', 'description'] }],
  listColumns: ['kapanis_tarihi', 'description'],
});
