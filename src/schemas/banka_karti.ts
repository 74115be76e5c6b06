import { definePage } from '../engine/page/definePage';

/** Banka kartları: bank accounts. */
export default definePage({
  table: 'banka_karti',
  route: '/banka',
  title: 'Banka',
  menu: { label: 'Banka', order: 90 },
  // The cards with their balance, and every movement of them (issue 11; docs/finance.md, "Balances").
  tabs: [
    { id: 'first', label: 'Bankalar' },
    { id: 'second', label: 'Banka Hareketleri', page: 'banka_hareketleri' },
  ],
  layout: 'special',
  groups: [
    {
      id: 'banka',
      title: 'Banka Bilgileri',
      columns: ['banka_tanımı', 'bankalar_id', 'banka_sube_id', 'para_birimi_id'],
    },
    { id: 'hesap', title: 'Hesap Bilgileri', columns: ['iban_no', 'hesap_numarasi', 'bakiye'] },
    { id: 'diger', title: 'Diğer', columns: ['description'] },
  ],
  listTotals: { columns: ['bakiye'], by: 'para_birimi_id' },
  listColumns: [
    'banka_tanımı',
    'bankalar_id',
    'banka_sube_id',
    'iban_no',
    'hesap_numarasi',
    'para_birimi_id',
    'bakiye',
  ],
});
