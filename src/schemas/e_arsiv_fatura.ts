import { definePage } from '../engine/page/definePage';
import { salesLineRules, invoiceLines } from '../../domain/pages/document-lines';
import {
  approvedWhen,
  draftAndOutgoingTabs,
  emptyTexts,
  incomingTab,
  receivedInvoiceFilters,
  NO_ACTION_BRANCHES,
  resendWhen,
} from './e-documents';
import { eInvoiceGroups, eInvoiceListColumns, eInvoiceRules } from './e-invoice.form';
import { savedNoteRule } from './office.rules';

/**
 * e-Arşiv faturaları (002 §2–§5), tabs Taslak / Giden; the e-Fatura's form with the invoice time and the sending
 * type, scenario e-Arşiv (docs/e-documents.md, "The forms").
 */
export default definePage({
  table: 'e_arsiv_fatura',
  route: '/e-donusum/arsiv',
  title: 'e-Arşiv Fatura',
  menu: { label: 'e-Arşiv', order: 32 },
  // Gelen: e-Arşiv invoices the company received as a buyer (issue 26), kept with the received e-Faturas.
  tabs: [...draftAndOutgoingTabs, incomingTab('gelen_efatura', receivedInvoiceFilters.earsiv)],
  // Money comes in: the paid-state tag says Tahsilat (001 §2.1).
  paidState: 'collection',
  layout: 'double',
  groups: eInvoiceGroups(true),
  listTotals: { columns: ['odenecek_tutar'], by: 'para_birimi_id' },
  listColumns: eInvoiceListColumns,
  rules: [...eInvoiceRules(true), savedNoteRule, ...salesLineRules],
  lines: invoiceLines,
  redirect: '/e-donusum/arsiv',
  media: true,
  // Paylaş and Tekrarla under the detail (docs/mail.md).
  invoiceTools: { share: true, recurring: true },
  // Draft → "Gönder" (sendInvoice), confirmed with "Evet & Gönder" / "İptal" (002 §4).
  // Branches 1k / 3k have no Gönder (002 §4 hides the archive's send for them in the integrator's statuses
  // DÖKÜMAN İMZALANDI, FATURA İÇERİĞİ OKUNUYOR, DOKÜMAN ENTEGRATÖR TARAFINDAN İŞLENİYOR, and send in general).
  eDocument: {
    send: true,
    resend: resendWhen,
    preview: { empty: emptyTexts.earsiv },
    noActionBranches: NO_ACTION_BRANCHES,
    approved: approvedWhen(['ent_fatura_durumu']),
  },
});
