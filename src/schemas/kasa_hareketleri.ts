import { definePage } from '../engine/page/definePage';
import { FINANCE_PAGE_PACKAGES } from './finance.groups';

/**
 * Kasa Hareketleri: every movement of the kasa cards, read-only (the server's view over the cash and bank transactions);
 * the second tab of /kasa, beside the cards and their balance (docs/finance.md, "Balances").
 */
export default definePage({
  table: 'kasa_hareketleri',
  route: '/kasa/hareketler',
  title: 'Kasa Hareketleri',
  packages: FINANCE_PAGE_PACKAGES,
  readOnly: true,
  layout: 'special',
  groups: [
    {
      id: 'hareket',
      title: 'Hareket',
      columns: [
        'kasa_karti_id',
        'islem_tarihi',
        'islem_turu',
        'belge_no',
        'cari_hesap_id',
        'giris',
        'cikis',
        'para_birimi_id',
        'aciklama',
      ],
    },
  ],
  listTotals: { columns: ['giris', 'cikis'], by: 'para_birimi_id' },
  listColumns: [
    'islem_tarihi',
    'kasa_karti_id',
    'islem_turu',
    'belge_no',
    'cari_hesap_id',
    'giris',
    'cikis',
    'para_birimi_id',
  ],
});
