import { definePage } from '../engine/page/definePage';

/**
 * Birimler: GİB's units (read by everyone, edited by no one) and the company's own units ("Koli"), each standing
 * for a GİB unit whose code e-documents carry (docs/line-tables.md, "Units").
 */
export default definePage({
  table: 'birimler',
  route: '/stok-hizmet-yonetimi/birimler',
  title: 'Birimler',
  menu: { label: 'Birimler', order: 46 },
  layout: 'special',
  groups: [{ id: 'birim', title: 'Birim', columns: ['name_basic', 'gib_birim_id', 'kod'] }],
  rules: [
    {
      id: 'birim-kodu',
      note: 'Birim kodu, seçilen GİB biriminden gelir (sunucu yazar); formda gösterilmez.',
      then: [{ hide: ['kod'] }],
    },
  ],
  listColumns: ['name_basic', 'kod', 'gib_birim_id'],
});
