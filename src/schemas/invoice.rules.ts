import { currencyTexts } from '../../domain/messages';
import type { RuleSet } from '../../domain/rules/types';

// Header rules shared by the purchase and sales invoice forms (002 §4 "Form modes and rules", §5, §9). The
// line rules (line type, withholding, exemptions) are in document-lines.ts; the grid and the server run both.

/** The local currency (or none) locks the rate at 1; a foreign one leaves it to the user (002 §9). */
export const localRateRule: RuleSet[number] = {
  id: 'yerel-para-kuru',
  note: 'TL (ya da boş) para biriminde döviz kuru 1 ve kilitli. 002 §9',
  when: {
    any: [
      { field: 'para_birimi_id', equals: 1 },
      { field: 'para_birimi_id', empty: true },
    ],
  },
  then: [{ set: { döviz_kuru: '1' } }, { disable: ['döviz_kuru'] }],
};

/**
 * A foreign currency needs its own rate: saved at 1 it is refused on döviz_kuru (issue 12 item 5). The form fills
 * the day's rate when a foreign currency is first chosen (docs/currencies.md); the server runs this rule too.
 */
export const foreignRateRule: RuleSet[number] = {
  id: 'doviz-kuru-bir-olamaz',
  note: 'Yabancı para biriminde döviz kuru 1 olamaz. Issue 12 madde 5',
  when: {
    all: [
      { field: 'para_birimi_id', notEmpty: true },
      { not: { field: 'para_birimi_id', equals: 1 } },
      { field: 'döviz_kuru', number: { gte: 1, lte: 1 } },
    ],
  },
  then: [{ invalid: 'döviz_kuru', message: currencyTexts.foreignRateOne }],
};

/** The address parts of an invoice and the columns of the chosen address (`adres`) they are filled from. */
const ADDRESS_FILL: Record<string, string> = {
  ulkeler_id: 'ulkeler_id',
  sehirler_id: 'sehirler_id',
  ilceler_id: 'ilceler_id',
  sehirler_input: 'sehir_adi',
  ilceler_input: 'ilce_adi',
  mahalle_adi: 'mahalle_adi',
  sokak_adi: 'sokak_adi',
  bina_adi: 'bina_adi',
  bina_no: 'bina_no',
  kapi_no: 'kapi_no',
  posta_kodu: 'posta_kodu',
};

/**
 * The customer's address (002 §4): choosing a customer enables and requires it, no customer disables it, a new
 * customer clears it (and the parts it filled); picking an address fills the address parts (002 §4 "picking an
 * address fills address parts"). Abroad, the free-text city and district replace the province selects.
 */
export const invoiceAddressRules: RuleSet = [
  {
    id: 'cari-adres',
    note: 'Cari seçilince adres açılır ve zorunlu olur; cari yokken kapalıdır. 002 §4',
    when: { field: 'cari_hesap_id', notEmpty: true },
    then: [{ enable: ['adres_id'] }, { require: ['adres_id'] }],
    otherwise: [{ disable: ['adres_id'] }, { clear: ['adres_id'] }],
  },
  {
    id: 'cari-degisince-adres',
    note: 'Cari değişince adres, adres değişince adres bilgileri temizlenir. 002 §4',
    then: [
      { clearOnChange: ['adres_id'], of: 'cari_hesap_id' },
      { clearOnChange: Object.keys(ADDRESS_FILL), of: ['cari_hesap_id', 'adres_id'] },
    ],
  },
  {
    id: 'adres-doldur',
    note: 'Seçilen adres, faturanın adres bilgilerini doldurur. 002 §4',
    then: [{ fill: { from: 'adres_id', table: 'adres', columns: ADDRESS_FILL } }],
  },
  {
    id: 'fatura-ulke-adres',
    note: 'Türkiye (ya da boş): il ve ilçe seçilir; başka ülke: şehir ve ilçe yazılır.',
    when: {
      any: [
        { field: 'ulkeler_id', equals: 1 },
        { field: 'ulkeler_id', empty: true },
      ],
    },
    then: [{ hide: ['sehirler_input', 'ilceler_input'] }, { clear: ['sehirler_input', 'ilceler_input'] }],
    otherwise: [{ hide: ['sehirler_id', 'ilceler_id'] }, { clear: ['sehirler_id', 'ilceler_id'] }],
  },
];

/** A new invoice is dated today (002 §9). */
const invoiceDateRule: RuleSet[number] = {
  id: 'fatura-tarihi',
  note: 'Yeni faturanın tarihi bugün. 002 §9',
  then: [{ default: { fatura_tarihi: { date: 'today' } } }],
};

/** Rules of an invoice header. */
export const invoiceRules: RuleSet = [
  ...invoiceAddressRules,
  invoiceDateRule,
  {
    id: 'iade-bilgileri',
    note: 'Fatura tipi 1 (İade): İade Bilgileri görünür, numara ve tarih zorunlu. 002 §4, §5',
    when: { field: 'fatura_tipi_id', equals: 1 },
    then: [{ showGroups: ['iade'] }, { require: ['iade_fatura_numarasi', 'iade_fatura_tarihi'] }],
    otherwise: [{ hideGroups: ['iade'] }, { clear: ['iade_fatura_numarasi', 'iade_fatura_tarihi'] }],
  },
  {
    id: 'irsaliye-numara-tarih',
    note: 'İrsaliye numarası ve tarihi birbirini gerektirir. 002 §5',
    when: {
      any: [
        { field: 'irsaliye_numarasi', notEmpty: true },
        { field: 'irsaliye_tarihi', notEmpty: true },
      ],
    },
    then: [{ require: ['irsaliye_numarasi', 'irsaliye_tarihi'] }],
  },
  {
    id: 'siparis-numara-tarih',
    note: 'Sipariş numarası ve tarihi birbirini gerektirir. 002 §5',
    when: {
      any: [
        { field: 'siparis_numarasi', notEmpty: true },
        { field: 'siparis_tarihi', notEmpty: true },
      ],
    },
    then: [{ require: ['siparis_numarasi', 'siparis_tarihi'] }],
  },
  localRateRule,
  foreignRateRule,
];

/**
 * Rules of a small-business invoice header (kobi_satis_fatura, kobi_alis_fatura): today's date and the local
 * rate. It has no addresses, types or waybill, order and return references (docs/line-tables.md).
 */
export const kobiInvoiceRules: RuleSet = [invoiceDateRule, localRateRule, foreignRateRule];
