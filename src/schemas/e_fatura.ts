import { definePage } from '../engine/page/definePage';
import type { LinesDefinition } from '../../domain/pages/lines.types';
import type { PageDefinition } from '../../domain/pages/page.types';
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
import { EXPORT_LINE_FIELDS, eInvoiceGroups, eInvoiceListColumns, eInvoiceRules } from './e-invoice.form';
import { savedNoteRule } from './office.rules';

/** The sales invoice's lines and an export line's GTİP and package (shown for the İhracat scenario only). */
const eFaturaLines: LinesDefinition = {
  ...invoiceLines,
  columns: [...(invoiceLines.columns ?? []), ...EXPORT_LINE_FIELDS],
};

/**
 * e-Fatura (002 §2–§5): outgoing e-invoices, tabs Taslak / Giden / Gelen; the form at /e-donusum/fatura/ekle and
 * duzenle/{id}, a sales invoice's lines and totals with the e-document's fields (docs/e-documents.md, "The forms").
 */
export default definePage({
  table: 'e_fatura',
  route: '/e-donusum/fatura',
  title: 'e-Fatura',
  menu: { label: 'e-Fatura', order: 30 },
  tabs: [...draftAndOutgoingTabs, incomingTab('gelen_efatura', receivedInvoiceFilters.efatura)],
  // Money comes in: the paid-state tag says Tahsilat (001 §2.1).
  paidState: 'collection',
  layout: 'double',
  groups: eInvoiceGroups(false),
  listTotals: { columns: ['odenecek_tutar'], by: 'para_birimi_id' },
  listColumns: eInvoiceListColumns,
  rules: [...eInvoiceRules(false), savedNoteRule, ...salesLineRules],
  lines: eFaturaLines,
  redirect: '/e-donusum/fatura?tab=first',
  media: true,
  // Paylaş and Tekrarla under the detail (docs/mail.md).
  invoiceTools: { share: true, recurring: true },
  // Draft → "Gönder" (sendInvoice), confirmed with "Evet & Gönder" / "İptal" (002 §4).
  // A customer VKN that is no e-invoice user: the "E-Fatura kesilemez." dialog offers e-Arşiv (002 §8).
  // The detail panel previews its PDF; branches 1k / 3k and an approved document have no Gönder (002 §4).
  eDocument: {
    send: true,
    resend: resendWhen,
    // Not for an export invoice (İhracat, 5): it goes to GİB's customs administration, not to the buyer abroad.
    userCheck: {
      field: 'tc',
      table: 'e_fatura',
      offer: '/e-donusum/arsiv/ekle',
      unless: { field: 'fatura_senaryo_id', equals: 5 },
    },
    preview: { empty: emptyTexts.efatura },
    noActionBranches: NO_ACTION_BRANCHES,
    approved: approvedWhen(['ent_fatura_durumu', 'ent_ticari_fatura_durumu']),
  } as PageDefinition['eDocument'],
});
