import { definePage } from '../engine/page/definePage';
import { draftAndOutgoingTabs, resendWhen } from './e-documents';
import { receiptGroups, receiptLines, receiptRules } from './e-receipt.form';
import { savedNoteRule } from './office.rules';

/**
 * e-Müstahsil Makbuzu (e-MM; 002 §2–§5): tabs Taslak / Giden; the form at /e-donusum/e-mm/ekle and duzenle/{id}:
 * the producer, the goods bought with their deductions (stopaj, mera fonu, borsa tescil, SGK) computed by domain's
 * calculateProducerReceipt (docs/e-documents.md, "e-SMM ve e-MM formları").
 */
export default definePage({
  table: 'e_mustahsil_makbuzu',
  route: '/e-donusum/e-mm',
  title: 'e-Müstahsil Makbuzu',
  menu: { label: 'e-MM', order: 37 },
  tabs: draftAndOutgoingTabs,
  // Money goes out to the producer: the paid-state tag says Ödeme (001 §2.1).
  paidState: 'payment',
  layout: 'double',
  groups: receiptGroups('emm'),
  listColumns: [
    'makbuz_numarasi',
    'duzenleme_tarihi',
    'tc',
    'name_basic',
    'surname',
    'odenecek_tutar',
    'e_fatura_durumu_id',
    'ettn',
  ],
  rules: [...receiptRules('emm'), savedNoteRule],
  // Not among 002 §4's invoice-like tables: the e-MM saves its goods line by line after the header, a failed line
  // marked and the redirect held (docs/line-tables.md, "Pages that save line by line").
  lines: { ...receiptLines('emm'), mode: 'rows' },
  redirect: '/e-donusum/e-mm',
  media: true,
  // A sent one the outbox gave up → "Tekrar Gönder" (outbox/resend).
  eDocument: { send: true, resend: resendWhen },
});
