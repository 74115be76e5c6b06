import { definePage } from '../engine/page/definePage';
import type { PageDefinition } from '../engine/page/types';
import { salesLineRules, invoiceLines } from './document-lines';
import {
  approvedWhen,
  draftAndOutgoingTabs,
  emptyTexts,
  incomingTab,
  NO_ACTION_BRANCHES,
  resendWhen,
} from './e-documents';
import { eInvoiceGroups, eInvoiceListColumns, eInvoiceRules } from './e-invoice.form';
import { savedNoteRule } from './office.rules';

/**
 * e-Fatura (002 §2–§5): outgoing e-invoices, tabs Taslak / Giden / Gelen; the form at /e-donusum/fatura/ekle and
 * duzenle/{id}, a sales invoice's lines and totals with the e-document's fields (docs/e-documents.md, "The forms").
 */
export default definePage({
  table: 'e_fatura',
  route: '/e-donusum/fatura',
  title: 'e-Fatura',
  menu: { label: 'e-Fatura', order: 30 },
  tabs: [...draftAndOutgoingTabs, incomingTab('gelen_efatura')],
  // Money comes in: the paid-state tag says Tahsilat (001 §2.1).
  paidState: 'collection',
  layout: 'double',
  groups: eInvoiceGroups(false),
  listTotals: { columns: ['odenecek_tutar'], by: 'para_birimi_id' },
  listColumns: eInvoiceListColumns,
  rules: [...eInvoiceRules(false), savedNoteRule, ...salesLineRules],
  lines: invoiceLines,
  redirect: '/e-donusum/fatura?tab=first',
  media: true,
  // Draft → "Gönder" (sendInvoice), confirmed with "Evet & Gönder" / "İptal" (002 §4).
  // A customer VKN that is no e-invoice user: the "E-Fatura kesilemez." dialog offers e-Arşiv (002 §8).
  // The detail panel previews its PDF; branches 1k / 3k and an approved document have no Gönder (002 §4).
  eDocument: {
    send: true,
    resend: resendWhen,
    userCheck: { field: 'tc', table: 'e_fatura', offer: '/e-donusum/arsiv/ekle' },
    preview: { empty: emptyTexts.efatura },
    noActionBranches: NO_ACTION_BRANCHES,
    approved: approvedWhen(['ent_fatura_durumu', 'ent_ticari_fatura_durumu']),
  } as PageDefinition['eDocument'],
});
