import { IRSALIYE_SENARYOLARI, IRSALIYE_TIPLERI } from '../../domain/edocs/waybill';
import { PREFIX_KIND_OF_TABLE, prefixOfAnotherSeries, XSLT_TYPE } from '../../domain/edocs';
import { columnIds, date, json, longText, select, staticSelect, text } from './columns';
import { computedMoney, linePrice } from './document-columns';
import { eDocumentStatus } from './edocument-status';
import { waybillHeaderColumns, waybillLineColumns } from './stock-columns';
import type { CatalogColumn } from './types';

// The columns of the e-İrsaliye form (e_irsaliye, table 213; 002 §3 "E-waybill", §5; docs/e-documents.md
// "e-İrsaliye"). The calendar's four columns keep their ids; the purchase / sales waybill's header (customer,
// addresses, type, copy, dispatch date and time, order, carrier, drivers, plates, delivery address `t_…`) is shared,
// numbered 100 higher; the e-document's own fields follow from n(160).

/** The sales waybill's columns an e-İrsaliye does not take: its own number and date, currency (no amounts). */
const NOT_SHARED = new Set(['irsaliye_numarasi', 'irsaliye_tarihi', 'para_birimi_id', 'döviz_kuru']);

/** 002 §5 "E-waybill": required on an e-İrsaliye (GİB needs the delivery address's country, city, district, postcode). */
const REQUIRED: Record<string, string> = {
  irsaliye_tipi_id: 'İrsaliye Tipi*',
  irsaliye_zamani: 'İrsaliye Saati*',
  sevk_tarihi: 'Sevk Tarihi*',
  sevk_zamani: 'Sevk Saati*',
  t_ulkeler_id: 'Teslimat Ülkesi*',
  t_sehirler_id: 'Teslimat İli*',
  t_ilceler_id: 'Teslimat İlçesi*',
  t_posta_kodu: 'Teslimat Posta Kodu*',
};

export function eWaybillHeaderColumns(tableId: number): CatalogColumn[] {
  const n = columnIds(tableId);
  const readOnly = { readOnly: true } as const;
  const shared = waybillHeaderColumns(tableId)
    .filter((c) => !NOT_SHARED.has(c.name))
    .map((c): CatalogColumn => {
      const moved = { ...c, id: c.id + 100 };
      if (c.name === 'irsaliye_tipi_id')
        return {
          ...moved,
          display_name: REQUIRED[c.name],
          options: [...IRSALIYE_TIPLERI].map(({ id, text }) => ({ id, text })),
        };
      if (c.name === 't_ulkeler_id') return { ...moved, display_name: REQUIRED[c.name], default: 1 };
      if (REQUIRED[c.name]) return { ...moved, display_name: REQUIRED[c.name] };
      return moved;
    });
  return [
    // The number is given when the document is sent (prefix + year + 9 digits); a draft's means nothing.
    text(n(10), 'irsaliye_numarasi', 'İrsaliye Numarası', {
      max_length: 16,
      readOnly: true,
      value_kind: 'document_no',
    }),
    date(n(11), 'irsaliye_tarihi', 'İrsaliye Tarihi*'),
    text(n(12), 'ettn', 'ETTN', { max_length: 36, readOnly: true }),
    eDocumentStatus(n(13)),
    ...shared,
    text(n(160), 'unvan', 'Ünvan'),
    text(n(161), 'name_basic', 'Adı', { max_length: 100 }),
    text(n(162), 'surname', 'Soyadı', { max_length: 100 }),
    select(n(163), 'vergi_daireleri_id', 'Vergi Dairesi', 'vergi_daireleri'),
    staticSelect(
      n(164),
      'senaryo_id',
      'Senaryo*',
      IRSALIYE_SENARYOLARI.map(({ id, text }) => ({ id, text })),
      { default: '1' },
    ),
    select(
      n(165),
      'fatura_on_eki_id',
      'İrsaliye Ön Eki*',
      'fatura_on_ekleri',
      {
        relation_where: { on_ek_yeri_id: PREFIX_KIND_OF_TABLE.e_irsaliye },
        relation_where_message: prefixOfAnotherSeries('e_irsaliye'),
      },
      'on_ek_kodu',
    ),
    select(n(166), 'fatura_xslt_id', 'XSLT Şablonu', 'xslt', {
      relation_where: { xslt_tur_id: XSLT_TYPE.eIrsaliye },
    }),
    // MATBUDAN: the paper waybill this e-İrsaliye replaces (GİB: its number and date are written).
    text(n(167), 'matbu_irsaliye_numarasi', 'Matbu İrsaliye Numarası', { max_length: 50 }),
    date(n(168), 'matbu_irsaliye_tarihi', 'Matbu İrsaliye Tarihi'),
    // 002 §5: required; the sum of the lines' amounts (quantity × unit price), computed by the server.
    computedMoney(n(169), 'toplam_tutar', 'Toplam Tutar*', readOnly),
    // The integrator's and the receiver's answers: shown, never written through the form.
    text(n(170), 'document_profile', 'Belge Senaryosu', { max_length: 30, ...readOnly }),
    text(n(171), 'ent_fatura_durumu', 'Entegratör Durumu', { max_length: 100, ...readOnly }),
    text(n(172), 'yanit_durumu', 'İrsaliye Yanıtı', { max_length: 30, ...readOnly }),
    json(n(173), 'yanit_mal_hizmet', 'Yanıt Satırları', readOnly),
    longText(n(174), 'yanit_notlar', 'Yanıt Notları', readOnly),
    text(n(175), 'yanit_tarihi', 'Yanıt Tarihi', {
      gui_type_name: 'datetime',
      db_type_name: 'datetime',
      max_length: null,
      ...readOnly,
    }),
    // The carrier company's address (a carrier of type other than 2, own vehicle): DespatchAdvice's
    // CarrierParty/PostalAddress. Empty: the company's address is written (docs/e-documents.md, "e-İrsaliye").
    select(n(176), 'tasiyici_sehirler_id', 'Taşıyıcı İli', 'sehirler'),
    select(n(177), 'tasiyici_ilceler_id', 'Taşıyıcı İlçesi', 'ilceler', {
      up_column_name: 'tasiyici_sehirler_id',
      up_filter_column: 'sehirler_id',
    }),
    text(n(178), 'tasiyici_mahalle_adi', 'Taşıyıcı Mahallesi', { max_length: 100 }),
    text(n(179), 'tasiyici_sokak_adi', 'Taşıyıcı Cadde / Sokak', { max_length: 100 }),
    text(n(180), 'tasiyici_bina_no', 'Taşıyıcı Bina No', { max_length: 20 }),
    text(n(181), 'tasiyici_posta_kodu', 'Taşıyıcı Posta Kodu', {
      min_length: 5,
      max_length: 5,
      check: 'digits',
    }),
  ];
}

/**
 * The lines of an e-İrsaliye (002 §3: `bagli_eirsaliye_id`): the waybill's stock line — the warehouse optional
 * (an e-İrsaliye moves no stock; its sales waybill does) and the name required (GİB prints it) — with an optional
 * unit price and its amount, which make the header's `toplam_tutar`.
 */
export function eWaybillLineColumns(tableId: number): CatalogColumn[] {
  const n = columnIds(tableId);
  return [
    ...waybillLineColumns(tableId, { table: 'e_irsaliye', column: 'bagli_eirsaliye_id' }).map((c) =>
      c.name === 'depo_kartlari_id'
        ? { ...c, display_name: 'Depo' }
        : c.name === 'mal_hizmet'
          ? { ...c, display_name: 'Mal / Hizmet*' }
          : c.name === 'kunye_numarasi'
            ? { ...c, display_name: 'Künye Numarası', max_length: 19 }
            : c,
    ),
    linePrice(n(19)),
    computedMoney(n(20), 'tutar', 'Tutar'),
  ];
}
