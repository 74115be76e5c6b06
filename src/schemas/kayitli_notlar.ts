import { definePage } from '../engine/page/definePage';

/** Kayıtlı notlar (002 §5: not and not_basligi required): texts a form copies into its description (002 §7). */
export default definePage({
  table: 'kayitli_notlar',
  route: '/buro-yonetimi/notlar',
  title: 'Kayıtlı Notlar',
  menu: { label: 'Kayıtlı Notlar', order: 73 },
  layout: 'special',
  groups: [{ id: 'not', title: 'Not', columns: ['not_basligi', 'kategori_id', 'not'] }],
  listColumns: ['not_basligi', 'kategori_id', 'not'],
});
