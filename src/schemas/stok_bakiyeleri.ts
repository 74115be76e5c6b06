import { PACKAGES } from '../../domain/packages';
import { definePage } from '../engine/page/definePage';

/** Stok raporu (issue 11 item 5): the balance of every stock card in every warehouse, from the movements. */
export default definePage({
  table: 'stok_bakiyeleri',
  route: '/stok-hizmet-yonetimi/stok-raporu',
  title: 'Stok Raporu',
  menu: { label: 'Stok Raporu', order: 43 },
  packages: [PACKAGES.onMuhasebe, PACKAGES.kobi, PACKAGES.muhasebe, PACKAGES.sube],
  readOnly: true,
  groups: [
    {
      id: 'bakiye',
      title: 'Stok Durumu',
      columns: [
        'stok_kartlari_id',
        'depo_kartlari_id',
        'giris_miktari',
        'cikis_miktari',
        'bakiye',
        'birim_id',
        'son_hareket_tarihi',
      ],
    },
  ],
  listColumns: [
    'stok_kartlari_id',
    'depo_kartlari_id',
    'giris_miktari',
    'cikis_miktari',
    'bakiye',
    // The unit of the quantities: the card's exit unit (docs/stock.md "Units").
    'birim_id',
    'son_hareket_tarihi',
  ],
});
