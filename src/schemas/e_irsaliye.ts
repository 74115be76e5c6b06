import { definePage } from '../engine/page/definePage';
import { draftAndOutgoingTabs, incomingTab, resendWhen } from './e-documents';
import { eWaybillGroups, eWaybillLines, eWaybillListColumns, eWaybillRules } from './e-waybill.form';

/**
 * e-İrsaliye (002 §2–§5): outgoing e-waybills, tabs Taslak / Giden / Gelen; the form at /e-donusum/irsaliye/ekle
 * and duzenle/{id}; drafts are sent with Gönder (e_irsaliye/sendInvoice), incoming ones are answered from the
 * Gelen tab (docs/e-documents.md, "e-İrsaliye").
 */
export default definePage({
  table: 'e_irsaliye',
  route: '/e-donusum/irsaliye',
  title: 'e-İrsaliye',
  menu: { label: 'e-İrsaliye', order: 34 },
  tabs: [...draftAndOutgoingTabs, incomingTab('gelen_eirsaliye')],
  layout: 'double',
  groups: eWaybillGroups,
  listColumns: eWaybillListColumns,
  rules: eWaybillRules,
  lines: eWaybillLines,
  redirect: '/e-donusum/irsaliye',
  media: true,
  // Draft → "Gönder" (e_irsaliye/sendInvoice), confirmed with "Evet & Gönder" / "İptal" (002 §4).
  // A sent one the outbox gave up → "Tekrar Gönder" (e_irsaliye/outbox/resend).
  eDocument: { send: true, resend: resendWhen },
});
