import { columnIds, date, longText, select, text } from './columns';
import { money } from './document-columns';
import type { TableDef } from './types';

const n = columnIds(211);

/**
 * Incoming e-invoices (the inbox writes them from the integrator's documents, server/edocs/inbox.service.ts; the
 * sender gave their UUID). The calendar's columns (spec 000 §3), the sender, scenario, amount and the commercial
 * answer (KABUL / RED / CEVAP VERİLMEDİ, docs/e-documents.md "Inbox and answers"); the XML stays out of the catalogue.
 */
export const gelen_efatura: TableDef = {
  name: 'gelen_efatura',
  display_name: 'Gelen e-Fatura',
  scope: 'company',
  creatable: false,
  table_id: 211,
  display_column: 'document_id',
  columns: [
    text(n(10), 'document_id', 'Belge Numarası', { max_length: 16 }),
    date(n(11), 'document_issue_date', 'Belge Tarihi*'),
    text(n(12), 'document_uuid', 'ETTN', { max_length: 36, readOnly: true }),
    text(n(13), 'gonderen_vkn', 'Gönderen VKN / TCKN', { max_length: 11, readOnly: true }),
    text(n(14), 'gonderen_unvan', 'Gönderen', { readOnly: true }),
    text(n(15), 'document_profile', 'Belge Senaryosu', { max_length: 30, readOnly: true }),
    text(n(16), 'fatura_tipi', 'Fatura Tipi', { max_length: 30, readOnly: true }),
    money(n(17), 'odenecek_tutar', 'Ödenecek Tutar', { readOnly: true }),
    text(n(18), 'para_birimi', 'Para Birimi', { max_length: 3, readOnly: true }),
    text(n(19), 'response_code', 'Ticari Fatura Yanıtı', { max_length: 30, readOnly: true }),
    longText(n(20), 'response_explanation', 'Yanıt Açıklaması', { readOnly: true }),
    text(n(21), 'yanit_tarihi', 'Yanıt Tarihi', {
      gui_type_name: 'datetime',
      db_type_name: 'datetime',
      max_length: null,
      readOnly: true,
    }),
    // Issue 26 (docs/e-documents.md, "Received documents"): where it came from, what GİB's schematron found, and the
    // purchase document it was transferred to. The file's bytes (xml_dosya) stay out of the catalogue.
    text(n(22), 'kaynak', 'Kaynak', { max_length: 30, readOnly: true }),
    text(n(23), 'yukleme_tarihi', 'Yükleme Tarihi', {
      gui_type_name: 'datetime',
      db_type_name: 'datetime',
      max_length: null,
      readOnly: true,
    }),
    longText(n(24), 'dogrulama_bulgulari', 'Doğrulama Bulguları', { readOnly: true }),
    select(n(25), 'alis_fatura_id', 'Alış Faturası', 'alis_fatura', { readOnly: true }, 'fatura_numarasi'),
  ],
};
