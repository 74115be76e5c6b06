import { definePage } from '../engine/page/definePage';

/** Birimler: GİB's units of measure, a read-only lookup (docs/line-tables.md, "Pages"). */
export default definePage({
  table: 'birimler',
  route: '/stok-hizmet-yonetimi/birimler',
  title: 'Birimler',
  menu: { label: 'Birimler', order: 46 },
  readOnly: true,
  layout: 'special',
  groups: [{ id: 'birim', title: 'Birim', columns: ['name_basic', 'kod'] }],
  listColumns: ['kod', 'name_basic'],
});
