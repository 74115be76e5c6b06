import { definePage } from '../engine/page/definePage';

/**
 * Gelen e-Faturalar: incoming e-invoices, a list only (the inbox writes them from the integrator's documents); the
 * Gelen tab of e-Fatura, with the sender, the amount and the commercial answer (docs/e-documents.md).
 */
export default definePage({
  table: 'gelen_efatura',
  route: '/e-donusum/fatura/gelen',
  title: 'Gelen e-Faturalar',
  readOnly: true,
  layout: 'special',
  groups: [
    {
      id: 'belge',
      title: 'Belge Bilgileri',
      columns: [
        'document_id',
        'document_issue_date',
        'document_uuid',
        'gonderen_vkn',
        'gonderen_unvan',
        'document_profile',
        'fatura_tipi',
        'odenecek_tutar',
        'para_birimi',
      ],
    },
    {
      id: 'yanit',
      title: 'Ticari Fatura Yanıtı',
      columns: ['response_code', 'response_explanation', 'yanit_tarihi'],
    },
  ],
  listColumns: [
    'document_id',
    'document_issue_date',
    'gonderen_unvan',
    'document_profile',
    'odenecek_tutar',
    'response_code',
    'document_uuid',
  ],
  // An unanswered TICARIFATURA → "Yanıtla": KABUL / RED through e_fatura/inbox/answerInvoice (002 §4).
  eDocument: { answerTable: 'e_fatura' },
});
