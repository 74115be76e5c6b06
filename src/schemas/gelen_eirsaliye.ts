import { definePage } from '../engine/page/definePage';
import { approvedWhen, NO_ACTION_BRANCHES } from './e-documents';

/**
 * Gelen e-İrsaliyeler: incoming e-waybills, a list only (the inbox writes them from the integrator's documents); the
 * Gelen tab of e-İrsaliye, with the sender, the lines as delivered and the reply (İrsaliye Yanıtı) once given
 * (docs/e-documents.md, "e-İrsaliye"). The reply is gelen_eirsaliye/inbox/sendReceiptAdvice.
 */
export default definePage({
  table: 'gelen_eirsaliye',
  route: '/e-donusum/irsaliye/gelen',
  title: 'Gelen e-İrsaliyeler',
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
        'irsaliye_tipi',
        'sevk_tarihi',
      ],
    },
    {
      id: 'satirlar',
      title: 'İrsaliye Satırları',
      columns: ['irsaliye_satirlari'],
    },
    {
      id: 'yanit',
      title: 'İrsaliye Yanıtı',
      columns: ['yanit_durumu', 'yanit_numarasi', 'yanit_ettn', 'yanit_notlar', 'yanit_tarihi'],
    },
    // Issue 26: where the document came from (Entegratör / XML yükleme), what GİB's schematron found, and the
    // purchase document it was transferred to.
    {
      id: 'yukleme',
      title: 'Kaynak ve Doğrulama',
      columns: ['kaynak', 'yukleme_tarihi', 'dogrulama_bulgulari', 'alis_irsaliye_id'],
    },
  ],
  listColumns: [
    'document_id',
    'document_issue_date',
    'gonderen_unvan',
    'document_profile',
    'irsaliye_tipi',
    'yanit_durumu',
    'document_uuid',
  ],
  // The received waybill's PDF preview and PDF / XML / HTML (gelen_eirsaliye/downloadMedia).
  media: true,
  // Not answered yet → "İrsaliye Yanıtla" (002 §2): gelen_eirsaliye/inbox/sendReceiptAdvice, the address, prefix and
  // template choices of e_irsaliye's columns; not for branches 1k / 3k, nor an approved one.
  eDocument: {
    importXml: true,
    waybillReply: { table: 'gelen_eirsaliye', optionsTable: 'e_irsaliye' },
    noActionBranches: NO_ACTION_BRANCHES,
    approved: approvedWhen(['yanit_durumu']),
  },
});
