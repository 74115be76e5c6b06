import { definePage } from '../engine/page/definePage';

/** Kategoriler (002 §5: name_basic required): the categories of saved notes. */
export default definePage({
  table: 'kategori',
  route: '/buro-yonetimi/kategoriler',
  title: 'Kategoriler',
  menu: { label: 'Kategoriler', order: 74 },
  layout: 'special',
  groups: [{ id: 'kategori', title: 'Kategori', columns: ['name_basic', 'description'] }],
  listColumns: ['name_basic', 'description'],
});
