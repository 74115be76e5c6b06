// The fixed choices of the e-document forms (002 §3, §4): how an e-Arşiv invoice reaches the buyer, the SGK invoice
// kinds, the public-body payment terms (kamu_json) and where an invoice prefix is used. Shared by the catalogue, the
// page definitions and the UBL-TR adapter.

/** gonderim_sekli_id of an e-Arşiv invoice → GİB's SendingType. */
export const GONDERIM_SEKILLERI = [
  { id: '1', text: 'Elektronik', kod: 'ELEKTRONIK' },
  { id: '2', text: 'Kağıt', kod: 'KAGIT' },
] as const;

/**
 * gonderim_sekli_id 3 of an e-Arşiv invoice (not of a receipt): an internet sale. It is sent electronically
 * (SendingType ELEKTRONIK) and carries the internet sale's web address, payment and carrier (docs/e-documents.md,
 * "e-Arşiv internet sales").
 */
export const INTERNET_SATIS = { id: '3', text: 'İnternet Satışı', kod: 'ELEKTRONIK' } as const;

/**
 * internet_odeme_sekli_id → GİB's e-Arşiv payment types of an internet sale (`kod`, written as the PaymentMeans'
 * InstructionNote) and their UN/ECE 4461 PaymentMeansCode (`means`).
 */
export const INTERNET_ODEME_SEKILLERI = [
  { id: '1', text: 'Kredi Kartı / Banka Kartı', kod: 'KREDIKARTI/BANKAKARTI', means: '48' },
  { id: '2', text: 'EFT / Havale', kod: 'EFT/HAVALE', means: '42' },
  { id: '3', text: 'Kapıda Ödeme', kod: 'KAPIDAODEME', means: '10' },
  { id: '4', text: 'Ödeme Aracısı', kod: 'ODEMEARACISI', means: 'ZZZ' },
  { id: '5', text: 'Diğer', kod: 'DIGER', means: 'ZZZ' },
] as const;

/** sgk_fatura_tipi_id → the SGK invoice kind (AccountingCost), as SGK's e-Fatura guide names them. */
export const SGK_FATURA_TIPLERI = [
  { id: '1', text: 'Eczane', kod: 'SAGLIK_ECZ' },
  { id: '2', text: 'Hastane', kod: 'SAGLIK_HAS' },
  { id: '3', text: 'Optik', kod: 'SAGLIK_OPT' },
  { id: '4', text: 'Medikal', kod: 'SAGLIK_MED' },
  { id: '5', text: 'Abonelik', kod: 'ABONELIK' },
  { id: '6', text: 'Mal / Hizmet', kod: 'MAL_HIZMET' },
  { id: '7', text: 'Diğer', kod: 'DIGER' },
] as const;

/** kamu_odeme_sekli_id → UN/ECE 4461 payment means code (PaymentMeansCode). */
export const KAMU_ODEME_SEKILLERI = [
  { id: '1', text: 'Nakit', kod: '10' },
  { id: '2', text: 'Havale / EFT', kod: '42' },
  { id: '3', text: 'Kredi Kartı', kod: '48' },
  { id: '4', text: 'Çek', kod: '20' },
  { id: '5', text: 'Diğer', kod: 'ZZZ' },
] as const;

/** kamu_odeme_kanali_id → the payment channel code (PaymentChannelCode). */
export const KAMU_ODEME_KANALLARI = [
  { id: '1', text: 'Banka', kod: 'BANKA' },
  { id: '2', text: 'Kamu Harcama Birimi', kod: 'KAMU' },
  { id: '3', text: 'Diğer', kod: 'DIGER' },
] as const;

/** on_ek_yeri_id of an invoice prefix (fatura_on_ekleri): which documents it numbers. */
export const ON_EK_YERLERI = [
  { id: '1', text: 'e-Fatura' },
  { id: '2', text: 'e-Arşiv' },
  { id: '3', text: 'e-İrsaliye' },
  { id: '4', text: 'e-SMM' },
  { id: '5', text: 'e-MM' },
] as const;

/**
 * One number series each (docs/document-numbers.md, "One series each"): the prefix kind (`on_ek_yeri_id`) each
 * e-document table numbers with. A prefix belongs to one kind, so the series of two tables never share a number.
 */
export const PREFIX_KIND_OF_TABLE = {
  e_fatura: 1,
  e_arsiv_fatura: 2,
  e_irsaliye: 3,
  gelen_eirsaliye: 3,
  serbest_meslek_makbuzu: 4,
  e_mustahsil_makbuzu: 5,
} as const;
export type PrefixedTable = keyof typeof PREFIX_KIND_OF_TABLE;

/** The name of a prefix kind (`e-Arşiv`). */
export const prefixKindName = (kind: unknown): string =>
  ON_EK_YERLERI.find((o) => o.id === String(kind ?? ''))?.text ?? String(kind ?? '');

/**
 * The refusal of a prefix of another series, as a catalogue `relation_where_message` template (`{on_ek_kodu}`,
 * `{on_ek_yeri_id}` are the chosen prefix's code and kind).
 */
export const prefixOfAnotherSeries = (table: PrefixedTable): string =>
  `Bu ön ek ({on_ek_kodu}) {on_ek_yeri_id} serisine ait; ${prefixKindName(PREFIX_KIND_OF_TABLE[table])} için ${prefixKindName(PREFIX_KIND_OF_TABLE[table])} ön eklerinden birini seçiniz.`;

/** The same refusal with the prefix's code and kind filled in. */
export const prefixOfAnotherSeriesText = (table: PrefixedTable, code: string, kind: unknown): string =>
  prefixOfAnotherSeries(table).replace('{on_ek_kodu}', code).replace('{on_ek_yeri_id}', prefixKindName(kind));

/** The code of a fixed choice by its id, or null. */
export const codeOf = (list: readonly { id: string; kod: string }[], id: unknown): string | null =>
  list.find((o) => o.id === String(id ?? ''))?.kod ?? null;

/** The options of a fixed choice as a static select takes them. */
export const optionsOf = (list: readonly { id: string; text: string }[]) =>
  list.map((o) => ({ id: o.id, text: o.text }));
