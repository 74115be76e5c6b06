// The e-document scenarios (ProfileID) and invoice types (InvoiceTypeCode) Defter issues, and which go together
// (GİB's schematron and docs/e-documents.md, "Profiles and types"). Shared by the forms and the UBL builders.

/** The invoice scenarios Defter issues (fatura_senaryolari.kod). */
export const INVOICE_PROFILES = ['TEMELFATURA', 'TICARIFATURA', 'EARSIVFATURA', 'KAMU', 'IHRACAT'] as const;
export type InvoiceProfile = (typeof INVOICE_PROFILES)[number];

/** The invoice types Defter issues (fatura_tipleri.kod). */
export const INVOICE_TYPES = [
  'SATIS',
  'IADE',
  'TEVKIFAT',
  'ISTISNA',
  'OZELMATRAH',
  'IHRACKAYITLI',
  'SGK',
] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** fatura_tipi_id of each invoice type (002 §4; the seed's fatura_tipleri rows). */
export const INVOICE_TYPE_IDS: Readonly<Record<InvoiceType, number>> = {
  IADE: 1,
  SATIS: 2,
  TEVKIFAT: 3,
  ISTISNA: 4,
  OZELMATRAH: 5,
  IHRACKAYITLI: 6,
  SGK: 9,
};

/**
 * The types each scenario offers. GİB allows IADE only on TEMELFATURA and EARSIVFATURA (of these five); an export
 * invoice (IHRACAT) is an exemption (ISTISNA, code 301); SGK bills the Social Security Institution, an e-Fatura user,
 * so it is not an e-Arşiv type; public bodies (KAMU) receive sales, withholding and exemption invoices.
 */
export const PROFILE_TYPES: Readonly<Record<InvoiceProfile, readonly InvoiceType[]>> = {
  TEMELFATURA: ['SATIS', 'IADE', 'TEVKIFAT', 'ISTISNA', 'OZELMATRAH', 'IHRACKAYITLI', 'SGK'],
  TICARIFATURA: ['SATIS', 'TEVKIFAT', 'ISTISNA', 'OZELMATRAH', 'IHRACKAYITLI', 'SGK'],
  EARSIVFATURA: ['SATIS', 'IADE', 'TEVKIFAT', 'ISTISNA', 'OZELMATRAH', 'IHRACKAYITLI'],
  KAMU: ['SATIS', 'TEVKIFAT', 'ISTISNA'],
  IHRACAT: ['ISTISNA'],
};

/** Whether Defter issues this scenario with this type. */
export function profileAllowsType(profile: string, type: string): boolean {
  return (PROFILE_TYPES[profile as InvoiceProfile] ?? []).includes(type as InvoiceType);
}

/** The waybill scenarios (e_irsaliye senaryo 1 Temel İrsaliye, 2 Hal Tipi İrsaliye → GİB's HKSIRSALIYE). */
export const DESPATCH_PROFILES = ['TEMELIRSALIYE', 'HKSIRSALIYE'] as const;
export type DespatchProfile = (typeof DESPATCH_PROFILES)[number];

/** Waybill types: a despatch (SEVK), or a waybill issued after a paper one (MATBUDAN). */
export const DESPATCH_TYPES = ['SEVK', 'MATBUDAN'] as const;
export type DespatchType = (typeof DESPATCH_TYPES)[number];

/** The answers to a commercial invoice (TICARIFATURA). */
export const RESPONSE_CODES = ['KABUL', 'RED'] as const;
export type ResponseCode = (typeof RESPONSE_CODES)[number];

/** The fewest characters a RED answer's explanation may have (002 §4). */
export const RED_MIN_DESCRIPTION = 3;
