import { definePage } from '../engine/page/definePage';
import { approvedWhen, emptyTexts, NO_ACTION_BRANCHES } from './e-documents';

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
    // Issue 26: where the document came from (Entegratör / XML yükleme), what GİB's schematron found, and the
    // purchase document it was transferred to.
    {
      id: 'yukleme',
      title: 'Kaynak ve Doğrulama',
      columns: ['kaynak', 'yukleme_tarihi', 'dogrulama_bulgulari', 'alis_fatura_id'],
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
  // The received document's PDF preview and PDF / XML / HTML (gelen_efatura/downloadMedia).
  media: true,
  // An unanswered TICARIFATURA → "Yanıtla": KABUL / RED through e_fatura/inbox/answerInvoice (002 §4); not for
  // branches 1k / 3k, nor an approved one.
  eDocument: {
    importXml: true,
    transfer: {
      linkColumn: 'alis_fatura_id',
      cardsFrom: { table: 'alis_fatura_hizmet', column: 'stok_kartlari_id' },
    },
    answerTable: 'e_fatura',
    preview: { empty: emptyTexts.efatura },
    noActionBranches: NO_ACTION_BRANCHES,
    approved: approvedWhen(['response_code']),
  },
});
