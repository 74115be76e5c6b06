import { GONDERIM_SEKILLERI, optionsOf, prefixOfAnotherSeries, XSLT_TYPE } from '../../domain/edocs';
import { columnIds, date, select, staticSelect, text } from './columns';
import { computedMoney, decimal, lineOrder, lineQuantity, money, parentLink } from './document-columns';
import { eDocumentStatus } from './edocument-status';
import { invoiceHeaderColumns } from './invoice-columns';
import type { CatalogColumn } from './types';

// The columns of the receipt forms (issue 13 item 1; docs/e-documents.md "e-SMM ve e-MM formları"): the freelance
// receipt (serbest_meslek_makbuzu, e-SMM) and the producer receipt (e_mustahsil_makbuzu, e-MM), 002 §3, with their
// line tables (serbest_meslek_malhizmet, e_mustahsil_malhizmet; parent link `bagli_efatura_id`, 002 §3). Amounts
// are domain's calculateFreelanceReceipt / calculateProducerReceipt names; the server computes them (e-receipt.hooks).

/** The prefix kinds of fatura_on_ekleri (on_ek_yeri_id): 4 e-SMM, 5 e-MM. */
export const RECEIPT_PREFIX_KIND = { serbest_meslek_makbuzu: 4, e_mustahsil_makbuzu: 5 } as const;
export type ReceiptTable = keyof typeof RECEIPT_PREFIX_KIND;

/** The invoice header's customer, company address, note, lines and address parts (ids 100 higher, as e-invoices). */
const SHARED = new Set([
  'cari_hesap_id',
  'adres_id',
  'firma_adres_id',
  'description',
  'kayitli_notlar_id',
  'mal_hizmet_json',
  'ulkeler_id',
  'sehirler_id',
  'ilceler_id',
  'sehirler_input',
  'ilceler_input',
  'mahalle_adi',
  'sokak_adi',
  'bina_adi',
  'bina_no',
  'kapi_no',
  'posta_kodu',
]);

const time = (id: number, name: string, label: string): CatalogColumn => ({
  ...text(id, name, label),
  gui_type_name: 'time',
  db_type_name: 'time',
  max_length: null,
});

/** The header of a receipt. The calendar's columns of serbest_meslek_makbuzu (215) keep their ids. */
export function receiptHeaderColumns(tableId: number, table: ReceiptTable): CatalogColumn[] {
  const n = columnIds(tableId);
  const freelance = table === 'serbest_meslek_makbuzu';
  const readOnly = { readOnly: true } as const;
  const shared = invoiceHeaderColumns(tableId)
    .filter((c) => SHARED.has(c.name))
    .map((c): CatalogColumn => {
      const moved = { ...c, id: c.id + 100 };
      if (c.name === 'ulkeler_id') return { ...moved, display_name: 'Ülke*', default: 1 };
      if (c.name === 'mal_hizmet_json')
        return { ...moved, display_name: freelance ? 'Hizmetler' : 'Ürünler' };
      return moved;
    });
  const columns: CatalogColumn[] = [
    // The number is given when the receipt is sent (prefix + year + 9 digits); a draft has none.
    text(n(10), 'makbuz_numarasi', 'Makbuz Numarası', { max_length: 16, ...readOnly }),
    date(n(11), 'duzenleme_tarihi', 'Düzenleme Tarihi*'),
    text(n(12), 'ettn', 'ETTN', { max_length: 36, ...readOnly }),
    text(n(13), 'unvan', 'Ünvan'),
    eDocumentStatus(n(14)),
    time(n(15), 'duzenleme_zamani', 'Düzenleme Zamanı*'),
    ...shared,
    text(n(60), 'tc', 'TC / VKN*', { min_length: 10, max_length: 11, check: 'digits', value_kind: 'tc' }),
    text(n(61), 'name_basic', 'Adı', { max_length: 100 }),
    text(n(62), 'surname', 'Soyadı', { max_length: 100 }),
    select(n(63), 'vergi_daireleri_id', 'Vergi Dairesi', 'vergi_daireleri'),
    select(
      n(64),
      'fatura_on_eki_id',
      'Makbuz Ön Eki*',
      'fatura_on_ekleri',
      {
        relation_where: { on_ek_yeri_id: RECEIPT_PREFIX_KIND[table] },
        relation_where_message: prefixOfAnotherSeries(table),
      },
      'on_ek_kodu',
    ),
    // The integrator's answers: shown, never written through the form.
    text(n(80), 'document_profile', 'Belge Senaryosu', { max_length: 30, ...readOnly }),
    text(n(81), 'ent_fatura_durumu', 'Entegratör Durumu', { max_length: 100, ...readOnly }),
  ];
  if (freelance)
    columns.push(
      // The company's E-SMM templates (type 4); none chosen: its default, else Defter's makbuz.xslt.
      select(n(65), 'fatura_xslt_id', 'XSLT Şablonu', 'xslt', {
        relation_where: { xslt_tur_id: XSLT_TYPE.eSmm },
      }),
      staticSelect(n(66), 'gonderim_sekli_id', 'Gönderim Şekli*', optionsOf(GONDERIM_SEKILLERI), {
        default: '1',
      }),
      // The receiver's KABUL / RED (serbest_meslek_makbuzu/inbox/answerInvoice), as the integrator reports it.
      text(n(82), 'response_code', 'Alıcı Yanıtı', { max_length: 20, ...readOnly }),
      text(n(83), 'response_explanation', 'Yanıt Açıklaması', { max_length: 1000, ...readOnly }),
      computedMoney(n(30), 'brut_ucret', 'Brüt Ücret'),
      computedMoney(n(31), 'gv_stopaj_tutari', 'Gelir Vergisi Stopajı'),
      computedMoney(n(32), 'net_ucret', 'Net Ücret'),
      computedMoney(n(33), 'kdv_tutari', 'Hesaplanan KDV'),
      computedMoney(n(34), 'kdv_tevkifat_tutari', 'KDV Tevkifatı'),
      computedMoney(n(35), 'tahsil_edilen_kdv', 'Tahsil Edilen KDV'),
      computedMoney(n(36), 'net_tahsilat', 'Net Tahsil Edilen'),
    );
  else
    columns.push(
      date(n(16), 'teslim_tarihi', 'Teslim Tarihi'),
      computedMoney(n(30), 'urun_hizmet_toplam_tutar', 'Mal Bedeli'),
      computedMoney(n(31), 'gv_stopaj_tutari', 'Gelir Vergisi Stopajı'),
      computedMoney(n(32), 'mera_fonu_tutari', 'Mera Fonu'),
      computedMoney(n(33), 'sgk_prim_kesintisi_tutari', 'SGK Prim Kesintisi'),
      computedMoney(n(34), 'borsa_tescil_ucreti_tutari', 'Borsa Tescil Ücreti'),
      computedMoney(n(35), 'diger_vergiler_toplami', 'Toplam Kesinti'),
      computedMoney(n(36), 'odenecek_tutar', 'Ödenecek Tutar'),
    );
  return columns;
}

/** A rate in percent (0–100) of a receipt line. */
const percent = (id: number, name: string, label: string, extra: Partial<CatalogColumn> = {}) =>
  decimal(id, name, label, 2, { min: 0, max: 100, ...extra });

/** A KDV withholding in tenths (002 §3 `kdv_tevkifat_orani`; 2 = 2/10), as GİB's withholding codes have it. */
export const TEVKIFAT_ORANLARI = [
  { id: '0', text: 'Yok' },
  ...[1, 2, 3, 4, 5, 7, 9, 10].map((t) => ({ id: String(t), text: `${t}/10` })),
];

/** The line of a freelance receipt (serbest_meslek_malhizmet, 002 §3). */
export function freelanceLineColumns(tableId: number): CatalogColumn[] {
  const n = columnIds(tableId);
  return [
    parentLink(n(10), 'bagli_efatura_id', 'Makbuz', 'serbest_meslek_makbuzu', 'makbuz_numarasi'),
    lineOrder(n(11)),
    text(n(12), 'mal_hizmet', 'Hizmet*', { max_length: 500 }),
    money(n(13), 'brut_ucret', 'Brüt Ücret*', { min: 0 }),
    percent(n(14), 'gv_stopaj_orani', 'GV Stopaj Oranı (%)', { default: '20' }),
    select(n(15), 'kdv_id', 'KDV*', 'kdv_oranlari', { default: 9 }),
    staticSelect(n(16), 'kdv_tevkifat_orani', 'KDV Tevkifat Oranı', TEVKIFAT_ORANLARI, { default: '0' }),
    select(n(17), 'tevkifat_kodlari_listesi_id', 'Tevkifat Kodu', 'tevkifat_kodlari'),
    select(n(18), 'kdv_istisna_muafiyet_sebebi_id', 'KDV İstisna / Muafiyet Sebebi', 'istisna_kodlari'),
    computedMoney(n(40), 'gv_stopaj_tutari', 'GV Stopajı'),
    computedMoney(n(41), 'net_ucret', 'Net Ücret'),
    decimal(n(42), 'kdv_orani', 'KDV Oranı', 2, { computed: true }),
    computedMoney(n(43), 'kdv_tutari', 'KDV Tutarı'),
    computedMoney(n(44), 'kdv_tevkifat_tutari', 'KDV Tevkifat Tutarı'),
    computedMoney(n(45), 'tahsil_edilen_kdv', 'Tahsil Edilen KDV'),
    computedMoney(n(46), 'net_tahsilat', 'Net Tahsilat'),
  ];
}

/** The line of a producer receipt (e_mustahsil_malhizmet, 002 §3); required: mal_hizmet, miktar, birim_id (002 §5). */
export function producerLineColumns(tableId: number): CatalogColumn[] {
  const n = columnIds(tableId);
  return [
    parentLink(n(10), 'bagli_efatura_id', 'Makbuz', 'e_mustahsil_makbuzu', 'makbuz_numarasi'),
    lineOrder(n(11)),
    text(n(12), 'mal_hizmet', 'Mal / Hizmet*', { max_length: 500 }),
    lineQuantity(n(13)),
    select(n(14), 'birim_id', 'Birim*', 'birimler', { default: 1 }),
    money(n(15), 'mal_hizmet_tutari', 'Mal Bedeli*', { min: 0 }),
    percent(n(16), 'gv_stopaj_orani', 'GV Stopaj Oranı (%)', { default: '2' }),
    percent(n(17), 'mera_fonu_orani', 'Mera Fonu Oranı (%)'),
    percent(n(18), 'borsa_tescil_ucreti_orani', 'Borsa Tescil Ücreti Oranı (%)'),
    percent(n(19), 'sgk_prim_kesintisi_orani', 'SGK Prim Kesintisi Oranı (%)'),
    computedMoney(n(40), 'gv_stopaj_tutari', 'GV Stopajı'),
    computedMoney(n(41), 'mera_fonu_tutari', 'Mera Fonu'),
    computedMoney(n(42), 'borsa_tescil_ucreti_tutari', 'Borsa Tescil Ücreti'),
    computedMoney(n(43), 'sgk_prim_kesintisi_tutari', 'SGK Prim Kesintisi'),
    computedMoney(n(44), 'diger_vergiler_toplam_tutar', 'Toplam Kesinti'),
    computedMoney(n(45), 'odenecek_tutar', 'Ödenecek Tutar'),
  ];
}
