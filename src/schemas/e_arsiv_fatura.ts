import { definePage } from '../engine/page/definePage';
import { draftAndOutgoingTabs, eDocumentNotice } from './e-documents';

/** e-Arşiv faturaları, tabs Taslak / Giden (002 §4); the form comes later. */
export default definePage({
  table: 'e_arsiv_fatura',
  route: '/e-donusum/arsiv',
  title: 'e-Arşiv Fatura',
  menu: { label: 'e-Arşiv', order: 32 },
  readOnly: true,
  addNotice: eDocumentNotice('e-Arşiv fatura'),
  tabs: draftAndOutgoingTabs,
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
