// KDV (VAT) ids, rates, defaults and exemption rules of 002 §4 and §9.
import { CalculationInputError, D, type Dec, type NumberInput } from '../money/decimal';

/** kdv_id → KDV percent (002 §9). Ids 1 and 6 do not exist. */
export const KDV_RATES: Readonly<Record<number, string>> = {
  2: '1',
  3: '8',
  4: '18',
  5: '0',
  7: '21.5',
  8: '10',
  9: '20',
};

/** KDV id preselected on a new document header (0 %). */
export const DEFAULT_HEADER_KDV_ID = 5;
/** KDV id preselected on a new line (20 %). */
export const DEFAULT_LINE_KDV_ID = 9;
/** The 0 % KDV id: it needs an exemption reason and is refused on withholding invoices. */
export const ZERO_KDV_ID = 5;
/** GİB tax type code of KDV. */
export const KDV_TAX_CODE = '0015';
/** Exemption reason text used when a 0 % KDV line names none (002 §9). */
export const KDV_EXEMPTION_DEFAULT_TEXT = 'İstisna olmayan diğer';
/** Default kdv_istisna_muafiyet_sebebi_id for a 0 % KDV line (002 §4). */
export const DEFAULT_KDV_EXEMPTION_ID = 137;
/** Default otv_istisna_muafiyet_sebebi_id for an ÖTV at rate 0 (002 §4). */
export const DEFAULT_OTV_EXEMPTION_ID = 9;
/** fatura_tipi_id of the exemption (istisna) invoice: no exemption default is filled in on it. */
export const EXEMPTION_INVOICE_TYPE_ID = 4;

/** The KDV percent of a kdv_id as an exact decimal; empty means the new-line default (9 → 20 %). */
export function kdvPercent(kdvId: NumberInput | null | undefined, field = 'kdv_id'): Dec {
  const id = kdvId === undefined || kdvId === null || kdvId === '' ? DEFAULT_LINE_KDV_ID : Number(kdvId);
  const rate = KDV_RATES[id];
  if (rate === undefined) throw new CalculationInputError(field, kdvId, 'bilinmeyen KDV');
  return D(rate);
}

/** Whether a line with this kdv_id must name a KDV exemption reason (only the 0 % id 5). */
export function needsKdvExemption(kdvId: NumberInput | null | undefined): boolean {
  return kdvId !== null && kdvId !== undefined && kdvId !== '' && Number(kdvId) === ZERO_KDV_ID;
}

/** The exemption reason id filled in for a 0 % KDV line: 137, or none on an exemption (type 4) invoice. */
export function defaultKdvExemptionId(faturaTipiId: NumberInput | null | undefined): number | null {
  return Number(faturaTipiId) === EXEMPTION_INVOICE_TYPE_ID ? null : DEFAULT_KDV_EXEMPTION_ID;
}

/** The exemption reason id filled in for an ÖTV at rate 0: 9, or none on an exemption (type 4) invoice. */
export function defaultOtvExemptionId(faturaTipiId: NumberInput | null | undefined): number | null {
  return Number(faturaTipiId) === EXEMPTION_INVOICE_TYPE_ID ? null : DEFAULT_OTV_EXEMPTION_ID;
}
