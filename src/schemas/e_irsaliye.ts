import { definePage } from '../engine/page/definePage';
import { draftAndOutgoingTabs, eDocumentNotice, incomingTab } from './e-documents';

/** e-İrsaliye: outgoing e-waybills, tabs Taslak / Giden / Gelen (000 §2: third tab Gelen); the form comes later. */
export default definePage({
  table: 'e_irsaliye',
  route: '/e-donusum/irsaliye',
  title: 'e-İrsaliye',
  menu: { label: 'e-İrsaliye', order: 34 },
  readOnly: true,
  addNotice: eDocumentNotice('e-İrsaliye'),
  tabs: [...draftAndOutgoingTabs, incomingTab('gelen_eirsaliye')],
  layout: 'special',
  groups: [
    {
      id: 'irsaliye',
      title: 'İrsaliye Bilgileri',
      columns: ['irsaliye_numarasi', 'irsaliye_tarihi', 'ettn', 'e_fatura_durumu_id'],
    },
  ],
  listColumns: ['irsaliye_numarasi', 'irsaliye_tarihi', 'ettn'],
});
