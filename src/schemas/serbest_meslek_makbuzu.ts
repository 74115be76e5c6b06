import { eDocumentTexts } from '../../domain/messages';
import { definePage } from '../engine/page/definePage';
import { draftAndOutgoingTabs, resendWhen } from './e-documents';
import { receiptGroups, receiptLines, receiptRules } from './e-receipt.form';
import { savedNoteRule } from './office.rules';

/**
 * e-Serbest Meslek Makbuzu (e-SMM; 002 §2–§5): tabs Taslak / Giden; the form at /e-donusum/smm/ekle and
 * duzenle/{id}: the client, the services with gross fee, income-tax and KDV withholding computed by domain's
 * calculateFreelanceReceipt (docs/e-documents.md, "e-SMM ve e-MM formları").
 */
export default definePage({
  table: 'serbest_meslek_makbuzu',
  route: '/e-donusum/smm',
  title: 'e-Serbest Meslek Makbuzu',
  menu: { label: 'e-SMM', order: 36 },
  tabs: draftAndOutgoingTabs,
  // Money comes in: the paid-state tag says Tahsilat (001 §2.1).
  paidState: 'collection',
  layout: 'double',
  groups: receiptGroups('smm'),
  listColumns: [
    'makbuz_numarasi',
    'duzenleme_tarihi',
    'unvan',
    'tc',
    'net_tahsilat',
    'e_fatura_durumu_id',
    'ettn',
  ],
  rules: [...receiptRules('smm'), savedNoteRule],
  lines: receiptLines('smm'),
  redirect: '/e-donusum/smm',
  media: true,
  // Draft → "Gönder" (sendInvoice: "Makbuz gönderildi."), confirmed with "Evet & Gönder" / "İptal" (002 §4).
  // No E-SMM template in the company: 002 §8's 10-second warning with a button to the XSLT page, preset to E-SMM.
  eDocument: {
    send: true,
    // A sent one the outbox gave up → "Tekrar Gönder" (outbox/resend).
    resend: resendWhen,
    templateWarning: {
      column: 'fatura_xslt_id',
      text: eDocumentTexts.noSmmXslt,
      seconds: 10,
      action: { label: eDocumentTexts.noSmmXsltAction, to: '/ayarlar/xslt/yeni?table=smm' },
    },
  },
});
