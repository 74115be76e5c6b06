import { definePage } from '../engine/page/definePage';
import { draftAndOutgoingTabs, eDocumentNotice, incomingTab } from './e-documents';

/** e-Fatura: outgoing e-invoices, tabs Taslak / Giden / Gelen (000 §2, 002 §2); the form comes later. */
export default definePage({
  table: 'e_fatura',
  route: '/e-donusum/fatura',
  title: 'e-Fatura',
  menu: { label: 'e-Fatura', order: 30 },
  readOnly: true,
  addNotice: eDocumentNotice('e-Fatura'),
  tabs: [...draftAndOutgoingTabs, incomingTab('gelen_efatura')],
  // Money comes in: the paid-state tag says Tahsilat (001 §2.1).
  paidState: 'collection',
  layout: 'special',
  groups: [
    {
      id: 'fatura',
      title: 'Fatura Bilgileri',
      columns: ['e_fatura_numarasi', 'fatura_tarihi', 'unvan', 'ettn', 'e_fatura_durumu_id'],
    },
  ],
  listColumns: ['e_fatura_numarasi', 'fatura_tarihi', 'unvan', 'ettn'],
});
