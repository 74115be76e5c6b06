import { definePage } from '../engine/page/definePage';

/** Vergiler: the other taxes of a line (GİB tax codes), a read-only lookup (docs/line-tables.md, "Pages"). */
export default definePage({
  table: 'vergiler',
  route: '/ayarlar/vergiler',
  title: 'Vergiler',
  menu: { label: 'Vergiler', order: 48 },
  readOnly: true,
  layout: 'special',
  groups: [{ id: 'vergi', title: 'Vergi', columns: ['name_basic', 'kod', 'kisa_ad', 'vergi_turu'] }],
  listColumns: ['kod', 'name_basic', 'kisa_ad', 'vergi_turu'],
});
