// Input and output shapes of calculateDocument (invoice-like documents with lines).
import type { NumberInput } from '../money/decimal';

/** A yes/no flag as the forms send it: '1' (or 1 / true) means yes, anything else no. */
export type Flag = string | number | boolean | null | undefined;

/** One entry of a line's diger_vergiler: a vergiler_id and its rate; other keys are kept as given. */
export interface OtherTaxInput {
  id: NumberInput;
  /** Percent, or tenths for withholding (id 19). */
  oran?: NumberInput | null;
  /** Optional amount per unit of miktar (GİB PerUnitAmount, e.g. ÖTV per litre); when set, oran is not used. */
  birim_tutar?: NumberInput | null;
  [key: string]: unknown;
}

/** One line of an invoice, order, quote or waybill as calculateDocument reads it. */
export interface DocumentLineInput {
  miktar?: NumberInput | null;
  birim_fiyat?: NumberInput | null;
  /** Percent of the line's gross amount. */
  iskonto_orani?: NumberInput | null;
  /** '1' = the rate is an increase (arttırım); otherwise a discount. */
  iskonto_arttirim?: Flag;
  kdv_id?: NumberInput | null;
  /** '1' = birim_fiyat already includes KDV (and the taxes inside the KDV base). */
  kdv_dahil_buton?: Flag;
  /** Other taxes: an array, an object of entries, or its JSON text. */
  diger_vergiler?: readonly OtherTaxInput[] | Record<string, OtherTaxInput> | string | null;
  /** The special base (özel matrah) of the line; used only on special-base invoices (type 5). */
  ozel_matrah_tutari?: NumberInput | null;
}

/** The document header fields that matter to the totals, plus its lines. */
export interface DocumentInput {
  fatura_tipi_id?: NumberInput | null;
  para_birimi_id?: NumberInput | null;
  döviz_kuru?: NumberInput | null;
  /** Decimals of every amount; 2 for invoices (default). */
  scale?: number;
  lines: readonly DocumentLineInput[];
}

/** An other tax as calculated: the input entry plus its GİB code, amount (toplam) and base (mal_hizmet). */
export interface OtherTaxResult extends OtherTaxInput {
  kod: string;
  oran: string;
  toplam: string;
  mal_hizmet: string;
}

/** The amounts of one line, named as the spec names them; decimal strings at the document's scale. */
export interface DocumentLineResult {
  /** miktar × KDV-excluded unit price, before discount (UBL: the line's share of LineExtensionAmount). */
  brut_tutar: string;
  /** The unit price without KDV (birim_fiyat itself unless KDV is included), up to 8 decimals. */
  birim_fiyat_kdv_haric: string;
  /** Signed: negative for a discount, positive for an increase. */
  iskonto_tutari: string;
  /** Net amount: brut_tutar + iskonto_tutari. */
  mal_hizmet_tutari: string;
  /** KDV percent of kdv_id ("20", "21.5"). */
  kdv_orani: string;
  /** The amount KDV is computed on: net + taxes inside the KDV base, or the special base. */
  kdv_matrahi: string;
  kdv_tutari: string;
  kdv_tevkifat_tutari: string;
  ozel_matrah_tutari: string;
  diger_vergiler: OtherTaxResult[];
  /** Other taxes added to the total (ÖTV, KKDF, …); no deductions, no withholding. */
  diger_vergiler_toplam_tutar: string;
  /** Deductions withheld by the buyer (stopaj, borsa, mera fonu). */
  kesinti_tutari: string;
  /** kdv_tutari + diger_vergiler_toplam_tutar. */
  toplam_vergi_tutari: string;
  /** The line with its taxes (KDV on a special base is not added). */
  vergi_tutar: string;
  /** vergi_tutar − kesinti_tutari − kdv_tevkifat_tutari. */
  odenecek_tutar: string;
}

/** The document totals of 002 §3 (plus two of Defter's); sums of the rounded line amounts. */
export interface DocumentTotals {
  /** Σ gross before discounts (UBL LineExtensionAmount). */
  urun_hizmet_toplam_tutar: string;
  /** Σ signed discounts/increases (negative when discounts dominate). */
  toplam_iskonto: string;
  /** Σ net amounts (UBL TaxExclusiveAmount); Defter's addition. */
  vergiler_haric_toplam_tutar: string;
  hesaplanan_kdv: string;
  diger_vergiler_toplami: string;
  /** hesaplanan_kdv + diger_vergiler_toplami; withholding and deductions are not in it. */
  toplam_vergi_tutari: string;
  tevkifat_toplami: string;
  /** Σ deductions (stopaj, borsa, mera fonu); Defter's addition. */
  kesintiler_toplami: string;
  /** Σ special bases of the lines. */
  ozel_matrah_toplami: string;
  /** UBL TaxInclusiveAmount. */
  vergiler_dahil_toplam_tutar: string;
  /** UBL PayableAmount: vergiler dahil − tevkifat − kesintiler. */
  odenecek_tutar: string;
  /** odenecek_tutar × döviz_kuru (the rate is 1 for TL). */
  dovizli_tutar: string;
}

/** One TaxTotal/TaxSubtotal group: KDV by percent, other taxes by code and percent. */
export interface TaxSubtotal {
  /** vergiler_id, or null for KDV. */
  vergiId: number | null;
  code: string;
  kind: 'kdv' | 'otv' | 'kdv_base' | 'added' | 'deduction';
  percent: string;
  /** Amount per unit for a per-unit tax (GİB PerUnitAmount), else null. */
  perUnitAmount: string | null;
  taxable: string;
  amount: string;
}

/** One WithholdingTaxTotal/TaxSubtotal group, by rate. */
export interface WithholdingSubtotal {
  /** The rate in tenths as entered (7 = 7/10). */
  tenths: string;
  /** GİB's percent (70). */
  percent: string;
  /** Σ KDV of the withholding lines. */
  taxable: string;
  amount: string;
}

/** What calculateDocument returns. */
export interface DocumentResult {
  lines: DocumentLineResult[];
  totals: DocumentTotals;
  taxSubtotals: TaxSubtotal[];
  withholdingSubtotals: WithholdingSubtotal[];
}
