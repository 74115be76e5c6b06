import { definePage } from '../engine/page/definePage';
import { FINANCE_PAGE_PACKAGES } from './finance.groups';

/**
 * Banka Hareketleri: every movement of the banka cards, read-only (the server's view over the cash and bank transactions);
 * the second tab of /banka, beside the cards and their balance (docs/finance.md, "Balances").
 */
export default definePage({
  table: 'banka_hareketleri',
  route: '/banka/hareketler',
  title: 'Banka Hareketleri',
  packages: FINANCE_PAGE_PACKAGES,
  readOnly: true,
  layout: 'special',
  groups: [
    {
      id: 'hareket',
      title: 'Hareket',
      columns: [
        'banka_karti_id',
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
    'banka_karti_id',
    'islem_turu',
    'belge_no',
    'cari_hesap_id',
    'giris',
    'cikis',
    'para_birimi_id',
  ],
});
