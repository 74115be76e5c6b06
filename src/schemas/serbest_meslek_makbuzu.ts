import { definePage } from '../engine/page/definePage';
import { eDocumentNotice } from './e-documents';

/** e-Serbest Meslek Makbuzu (e-SMM): freelance receipts; the form comes later. */
export default definePage({
  table: 'serbest_meslek_makbuzu',
  route: '/e-donusum/smm',
  title: 'e-Serbest Meslek Makbuzu',
  menu: { label: 'e-SMM', order: 36 },
  readOnly: true,
  addNotice: eDocumentNotice('e-Serbest meslek makbuzu'),
  // Money comes in: the paid-state tag says Tahsilat (001 §2.1).
  paidState: 'collection',
  layout: 'special',
  groups: [
    {
      id: 'makbuz',
      title: 'Makbuz Bilgileri',
      columns: ['makbuz_numarasi', 'duzenleme_tarihi', 'unvan', 'ettn'],
    },
  ],
  listColumns: ['makbuz_numarasi', 'duzenleme_tarihi', 'unvan', 'ettn'],
});
