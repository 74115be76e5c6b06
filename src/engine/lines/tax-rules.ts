// The add-tax dialog's rules (002 §4, §5) over a line's other-tax LIST (`diger_vergiler`). The rule language
// (domain/rules) reads single fields and cannot look inside a list, so these few checks are code, kept here in
// one module: withholding only on a withholding invoice, an ÖTV at rate 0 needs an exemption reason.
import { documentTexts, formTexts } from '../../../domain/messages';
import {
  defaultOtvExemptionId,
  needsOtvExemption,
  VERGILER,
  WITHHOLDING_INVOICE_TYPE_ID,
  WITHHOLDING_VERGI_ID,
  type Vergi,
} from '../../../domain/tax';
import { taxList } from './line-wire';

/** One entry of a line's other taxes as the dialog edits it (extra keys are kept). */
export interface TaxEntry {
  id: number | string | '';
  oran: string;
  [key: string]: unknown;
}

/** The line column of the ÖTV exemption reason (002 §4). */
export const OTV_EXEMPTION_COLUMN = 'otv_istisna_muafiyet_sebebi_id';

/** A warning for the user: text and title, as the rules' warnings. */
export interface TaxWarning {
  message: string;
  title: string;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** The other taxes a line may carry, as select options (`vergiler`, built from domain's VERGILER). */
export const TAX_OPTIONS = VERGILER.map((v) => ({ id: String(v.id), text: taxName(v) }));

/** A tax's name as the dialog and the grid show it: the short name when GİB gives one, and the code. */
export function taxName(v: Vergi): string {
  return `${v.kisa_ad || v.ad} (${v.kod})`;
}

/** True for the withholding (KDV tevkifat) entry. */
export const isWithholding = (e: { id: unknown }) => Number(e.id) === WITHHOLDING_VERGI_ID;

/**
 * The entries a header type allows: on any invoice type but 3 a withholding entry is reset (removed) with
 * the spec's warning "Fatura tipi 'Tevkifat' olmalıdır!".
 */
export function allowedTaxes(
  entries: readonly TaxEntry[],
  faturaTipiId: unknown,
): { entries: TaxEntry[]; warning: TaxWarning | null } {
  if (Number(faturaTipiId) === WITHHOLDING_INVOICE_TYPE_ID || !entries.some(isWithholding))
    return { entries: [...entries], warning: null };
  return {
    entries: entries.filter((e) => !isWithholding(e)),
    warning: { message: documentTexts.withholdingNeedsType, title: formTexts.warningTitle },
  };
}

/** Whether any entry is an ÖTV at rate 0 (then the line needs an ÖTV exemption reason). */
export const needsOtvReason = (entries: readonly TaxEntry[]) =>
  entries.some((e) => !isEmpty(e.id) && needsOtvExemption(e.id as string, e.oran));

/**
 * The line's ÖTV exemption after its taxes changed: required (and defaulted to 9 unless the invoice type is 4)
 * while an ÖTV at rate 0 is on the line, else emptied. Returns the values to write and whether it is required.
 */
export function otvExemption(
  row: Record<string, unknown>,
  faturaTipiId: unknown,
): { patch: Record<string, unknown>; required: boolean } {
  if (!(OTV_EXEMPTION_COLUMN in row)) return { patch: {}, required: false };
  const needed = needsOtvReason(taxList(row.diger_vergiler) as TaxEntry[]);
  const current = row[OTV_EXEMPTION_COLUMN];
  if (!needed) return { patch: isEmpty(current) ? {} : { [OTV_EXEMPTION_COLUMN]: '' }, required: false };
  const fallback = defaultOtvExemptionId(faturaTipiId as string);
  return {
    patch: isEmpty(current) && fallback !== null ? { [OTV_EXEMPTION_COLUMN]: fallback } : {},
    required: true,
  };
}

/** The entries of a dialog ready to store: empty rows dropped, rates as decimal strings ('' → '0'). */
export function cleanTaxes(entries: readonly TaxEntry[]): TaxEntry[] {
  return entries
    .filter((e) => !isEmpty(e.id))
    .map((e) => ({ ...e, id: Number(e.id), oran: isEmpty(e.oran) ? '0' : String(e.oran) }));
}

/** A short text of a line's other taxes for its grid cell ("KDV Tevkifatı 7/10, ÖTV 3.LİSTE %25"). */
export function taxSummary(value: unknown): string {
  return (taxList(value) as TaxEntry[])
    .filter((e) => !isEmpty(e.id))
    .map((e) => {
      const v = VERGILER.find((x) => x.id === Number(e.id));
      const name = v ? v.kisa_ad || v.ad : String(e.id);
      return isWithholding(e) ? `${name} ${e.oran}/10` : `${name} %${String(e.oran).replace('.', ',')}`;
    })
    .join(', ');
}
