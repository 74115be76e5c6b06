import {
  GONDERILME_SEKILLERI,
  GONDERIM_SEKILLERI,
  INTERNET_ODEME_SEKILLERI,
  INTERNET_SATIS,
  KAP_CINSLERI,
  TESLIM_SARTLARI,
  KAMU_ODEME_KANALLARI,
  KAMU_ODEME_SEKILLERI,
  optionsOf,
  PREFIX_KIND_OF_TABLE,
  prefixOfAnotherSeries,
  SGK_FATURA_TIPLERI,
  XSLT_TYPE,
} from '../../domain/edocs';
import { columnIds, date, json, select, staticSelect, text } from './columns';
import { decimal } from './document-columns';
import { eDocumentStatus } from './edocument-status';
import { invoiceHeaderColumns, invoiceLineColumns } from './invoice-columns';
import type { CatalogColumn } from './types';

// The columns of the e-invoice forms (e_fatura, e_arsiv_fatura; 002 §3 "Electronic invoice and archive invoice
// header"), docs/e-documents.md "The e-document forms". The calendar's five columns keep their ids; the invoice
// header of the purchase and sales invoices (customer, addresses, scenario, type, currency, references, lines,
// totals) is shared with them, numbered 100 higher so that the ids stay unique; the e-document's own fields follow.

/** The invoice header columns an e-invoice takes from the sales invoice (not its free number and date). */
const SHARED_FROM_INVOICE = (tableId: number, scenarioDefault: number) =>
  invoiceHeaderColumns(tableId)
    .filter((c) => c.name !== 'fatura_numarasi' && c.name !== 'fatura_tarihi')
    .map((c): CatalogColumn => {
      const moved = { ...c, id: c.id + 100 };
      // 002 §5: the country is required on an e-invoice (GİB's address needs one).
      if (c.name === 'ulkeler_id') return { ...moved, display_name: 'Ülke*', default: 1 };
      if (c.name === 'fatura_senaryo_id') return { ...moved, default: scenarioDefault };
      return moved;
    });

/** The header of an e-Fatura (`archive` false) or e-Arşiv invoice (`archive` true). */
export function eInvoiceHeaderColumns(tableId: number, archive: boolean): CatalogColumn[] {
  const n = columnIds(tableId);
  const readOnly = { readOnly: true } as const;
  const columns: CatalogColumn[] = [
    // The number is given when the document is sent (prefix + year + 9 digits); a draft has none.
    text(n(10), 'e_fatura_numarasi', 'Fatura Numarası', { max_length: 16, readOnly: true }),
    date(n(11), 'fatura_tarihi', 'Fatura Tarihi*'),
    // The due date agreed with the buyer: PaymentTerms/PaymentDueDate of the XML (issue 26 item 5); none when empty.
    date(n(53), 'vade_tarihi', 'Vade Tarihi'),
    text(n(12), 'ettn', 'ETTN', { max_length: 36, readOnly: true }),
    text(n(13), 'unvan', 'Ünvan*'),
    eDocumentStatus(n(14)),
    ...SHARED_FROM_INVOICE(tableId, archive ? 3 : 1),
    text(n(60), 'tc', 'TC / VKN', { min_length: 10, max_length: 11, check: 'digits', value_kind: 'tc' }),
    text(n(61), 'name_basic', 'Adı', { max_length: 100 }),
    text(n(62), 'surname', 'Soyadı', { max_length: 100 }),
    select(n(63), 'vergi_daireleri_id', 'Vergi Dairesi*', 'vergi_daireleri'),
    // One series each: only the prefixes of this document's kind (docs/document-numbers.md, "One series each").
    select(
      n(64),
      'fatura_on_eki_id',
      'Fatura Ön Eki*',
      'fatura_on_ekleri',
      {
        relation_where: { on_ek_yeri_id: PREFIX_KIND_OF_TABLE[archive ? 'e_arsiv_fatura' : 'e_fatura'] },
        relation_where_message: prefixOfAnotherSeries(archive ? 'e_arsiv_fatura' : 'e_fatura'),
      },
      'on_ek_kodu',
    ),
    // The company's templates of the document's type (E-Fatura 1, E-Arşiv 2); none chosen: its default, else GİB's.
    select(n(65), 'fatura_xslt_id', 'XSLT Şablonu', 'xslt', {
      relation_where: { xslt_tur_id: archive ? XSLT_TYPE.eArsiv : XSLT_TYPE.eFatura },
    }),
    // SGK bills the Social Security Institution, an e-Fatura user: no SGK type on e-Arşiv (docs/e-documents.md).
    ...(archive
      ? []
      : [
          staticSelect(n(66), 'sgk_fatura_tipi_id', 'SGK Fatura Tipi', optionsOf(SGK_FATURA_TIPLERI)),
          text(n(67), 'mukellef_kodu', 'Mükellef Kodu', { max_length: 50 }),
          text(n(68), 'mukellef_adi', 'Mükellef Adı', { max_length: 200 }),
          text(n(69), 'dosya_no', 'Dosya No', { max_length: 50 }),
        ]),
    staticSelect(n(70), 'kamu_odeme_sekli_id', 'Ödeme Şekli', optionsOf(KAMU_ODEME_SEKILLERI)),
    staticSelect(n(71), 'kamu_odeme_kanali_id', 'Ödeme Kanalı', optionsOf(KAMU_ODEME_KANALLARI)),
    text(n(72), 'kamu_iban', 'IBAN', { max_length: 34, check: 'tr_iban' }),
    text(n(73), 'kamu_aciklama', 'Ödeme Notu', { max_length: 200 }),
    text(n(74), 'kamu_unvan', 'Ödeme Unvanı', { max_length: 200 }),
    text(n(75), 'kamu_vkn', 'Ödeme VKN', { min_length: 10, max_length: 10, check: 'digits' }),
    text(n(76), 'kamu_il', 'Ödeme İli', { max_length: 100 }),
    text(n(77), 'kamu_ulke', 'Ödeme Ülkesi', { max_length: 100 }),
    // The payment info as 002 §3 names it (odeme_sekli, odeme_kanali, iban, aciklama, unvan, vkn, il, ulke):
    // written by the server from the fields above.
    json(n(78), 'kamu_json', 'Ödeme Bilgileri', readOnly),
    // The integrator's answers (item 5+): shown, never written through the form.
    text(n(79), 'response_code', 'Yanıt Kodu', { max_length: 20, ...readOnly }),
    text(n(80), 'document_profile', 'Belge Senaryosu', { max_length: 30, ...readOnly }),
    text(n(81), 'ent_fatura_durumu', 'Entegratör Durumu', { max_length: 100, ...readOnly }),
    text(n(82), 'ent_ticari_fatura_durumu', 'Ticari Fatura Yanıtı', { max_length: 30, ...readOnly }),
  ];
  // IHRACAT (e-Fatura only): the foreign buyer is the header's customer (Ünvan, the address parts — abroad) with its
  // tax number in its own country; the delivery terms and the transport mode of every line (docs/e-documents.md,
  // "İhracat"). The form shows them for the İhracat scenario only.
  if (!archive)
    columns.push(
      // The time the e-Fatura was issued: stamped when it is sent (its IssueTime; issue 26 item 5), never keyed.
      {
        ...text(n(83), 'fatura_saati', 'Fatura Saati', { readOnly: true, computed: true, visible: false }),
        gui_type_name: 'time',
        db_type_name: 'time',
        max_length: null,
      },
      text(n(85), 'alici_vergi_no', 'Alıcı Vergi No (Yurt Dışı)', { max_length: 30 }),
      staticSelect(n(86), 'teslim_sarti_id', 'Teslim Şartı', optionsOf(TESLIM_SARTLARI)),
      staticSelect(n(87), 'gonderilme_sekli_id', 'Gönderilme Şekli', optionsOf(GONDERILME_SEKILLERI)),
    );
  if (archive)
    columns.push(
      {
        ...text(n(83), 'fatura_saati', 'Fatura Saati*'),
        gui_type_name: 'time',
        db_type_name: 'time',
        max_length: null,
      },
      staticSelect(
        n(84),
        'gonderim_sekli_id',
        'Gönderim Şekli*',
        optionsOf([...GONDERIM_SEKILLERI, INTERNET_SATIS]),
        { default: '1' },
      ),
      // An internet sale (gonderim_sekli_id 3): the web address, the payment and the carrier GİB asks for (shown and
      // required by the page's rules only then; docs/e-documents.md "e-Arşiv internet sales").
      text(n(85), 'internet_web_adresi', 'Web Adresi', { max_length: 200 }),
      staticSelect(n(86), 'internet_odeme_sekli_id', 'Ödeme Türü', optionsOf(INTERNET_ODEME_SEKILLERI)),
      date(n(87), 'internet_odeme_tarihi', 'Ödeme Tarihi'),
      text(n(88), 'internet_odeme_aracisi', 'Ödeme Aracısı', { max_length: 100 }),
      text(n(89), 'internet_tasiyici_vkn', 'Taşıyıcı VKN / TCKN', {
        min_length: 10,
        max_length: 11,
        check: 'digits',
      }),
      text(n(90), 'internet_tasiyici_unvan', 'Taşıyıcı Ünvanı', { max_length: 200 }),
      text(n(91), 'internet_tasiyici_il', 'Taşıyıcı İli', { max_length: 100 }),
      text(n(92), 'internet_tasiyici_ilce', 'Taşıyıcı İlçesi', { max_length: 100 }),
      date(n(93), 'internet_gonderim_tarihi', 'Gönderim Tarihi'),
    );
  return columns;
}

/** The line table of an e-invoice: the sales invoice's line, linked by `bagli_efatura_id` (002 §3). */
export function eInvoiceLineColumns(tableId: number, header: string): CatalogColumn[] {
  const columns = invoiceLineColumns(tableId, { table: header, column: 'bagli_efatura_id' }).map((c) =>
    c.name === 'bagli_efatura_id'
      ? { ...c, relation: { ...c.relation!, display_column_name: 'e_fatura_numarasi' } }
      : c,
  );
  return header === 'e_fatura' ? [...columns, ...exportLineColumns(tableId)] : columns;
}

/** An export line's customs tariff number and package (GİB's viewer: GTİP, Eşya Kap Cinsi, Kap No, Kap Adet). */
export function exportLineColumns(tableId: number): CatalogColumn[] {
  const n = columnIds(tableId);
  return [
    text(n(96), 'gtip_no', 'GTİP No', { min_length: 12, max_length: 12, check: 'digits' }),
    staticSelect(n(97), 'kap_cinsi', 'Eşya Kap Cinsi', optionsOf(KAP_CINSLERI), { db_type_name: 'text' }),
    text(n(98), 'kap_no', 'Kap No', { max_length: 50 }),
    decimal(n(99), 'kap_adedi', 'Kap Adet', 4, { min: 0 }),
  ];
}
