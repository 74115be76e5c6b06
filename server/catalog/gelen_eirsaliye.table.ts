import { columnIds, date, json, longText, select, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(214);

/**
 * Incoming e-waybills (the inbox writes them from the integrator's documents, server/edocs/waybill.service.ts; the
 * sender gave their UUID). The calendar's columns (spec 000 §3), the sender, scenario, type, dispatch date, the lines
 * as delivered (`irsaliye_satirlari`) and the reply (İrsaliye Yanıtı: `yanit_mal_hizmet` of 002 §3, its state,
 * number, notes and time; docs/e-documents.md "e-İrsaliye"); the XML stays out of the catalogue.
 */
export const gelen_eirsaliye: TableDef = {
  name: 'gelen_eirsaliye',
  display_name: 'Gelen e-İrsaliye',
  scope: 'company',
  creatable: false,
  table_id: 214,
  display_column: 'document_id',
  columns: [
    text(n(10), 'document_id', 'Belge Numarası', { max_length: 16 }),
    date(n(11), 'document_issue_date', 'Belge Tarihi*'),
    text(n(12), 'document_uuid', 'ETTN', { max_length: 36, readOnly: true }),
    text(n(13), 'gonderen_vkn', 'Gönderen VKN / TCKN', { max_length: 11, readOnly: true }),
    text(n(14), 'gonderen_unvan', 'Gönderen', { readOnly: true }),
    text(n(15), 'document_profile', 'Belge Senaryosu', { max_length: 30, readOnly: true }),
    text(n(16), 'irsaliye_tipi', 'İrsaliye Tipi', { max_length: 30, readOnly: true }),
    date(n(17), 'sevk_tarihi', 'Sevk Tarihi', { readOnly: true }),
    // The waybill's lines as delivered: [{sira, mal_hizmet_adi, miktar, birim_kodu}] (what the reply answers).
    json(n(18), 'irsaliye_satirlari', 'İrsaliye Satırları', { readOnly: true }),
    text(n(19), 'yanit_durumu', 'İrsaliye Yanıtı', { max_length: 30, readOnly: true }),
    json(n(20), 'yanit_mal_hizmet', 'Yanıt Satırları', { readOnly: true }),
    text(n(21), 'yanit_numarasi', 'Yanıt Numarası', { max_length: 16, readOnly: true }),
    text(n(22), 'yanit_ettn', 'Yanıt ETTN', { max_length: 36, readOnly: true }),
    longText(n(23), 'yanit_notlar', 'Yanıt Notları', { readOnly: true }),
    text(n(24), 'yanit_tarihi', 'Yanıt Tarihi', {
      gui_type_name: 'datetime',
      db_type_name: 'datetime',
      max_length: null,
      readOnly: true,
    }),
    // Issue 26 (docs/e-documents.md, "Received documents"): where it came from, what GİB's schematron found, and the
    // purchase document it was transferred to. The file's bytes (xml_dosya) stay out of the catalogue.
    text(n(25), 'kaynak', 'Kaynak', { max_length: 30, readOnly: true }),
    text(n(26), 'yukleme_tarihi', 'Yükleme Tarihi', {
      gui_type_name: 'datetime',
      db_type_name: 'datetime',
      max_length: null,
      readOnly: true,
    }),
    longText(n(27), 'dogrulama_bulgulari', 'Doğrulama Bulguları', { readOnly: true }),
    select(
      n(28),
      'alis_irsaliye_id',
      'Alış İrsaliyesi',
      'alis_irsaliye',
      { readOnly: true },
      'irsaliye_numarasi',
    ),
  ],
};
