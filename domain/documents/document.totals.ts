// calculateDocument: per-line amounts rounded at the document's scale, totals as sums of rounded lines.
import {
  CalculationInputError,
  checkScale,
  Dec,
  round,
  sum,
  toFixedString,
  toPlainString,
} from '../money/decimal';
import { amountAtRate, effectiveRate } from '../money/currency';
import { DEFAULT_SCALE } from '../money/scales';
import { calculateLine, type LineAmounts } from './document-line.totals';
import { taxSubtotals, withholdingSubtotals } from './tax-subtotals';
import type { DocumentInput, DocumentLineResult, DocumentResult, DocumentTotals } from './document.types';

const UNIT_PRICE_DECIMALS = 8;

/** Prints the exact amounts of one line as the spec names them (decimal strings at `scale`). */
export function printLine(line: LineAmounts, scale: number): DocumentLineResult {
  const money = (value: Dec) => toFixedString(value, scale);
  return {
    brut_tutar: money(line.gross),
    birim_fiyat_kdv_haric: toPlainString(round(line.unitNet, UNIT_PRICE_DECIMALS)),
    iskonto_tutari: money(line.discount),
    mal_hizmet_tutari: money(line.net),
    kdv_orani: toPlainString(line.kdvPercent),
    kdv_matrahi: money(line.kdvBase),
    kdv_tutari: money(line.kdv),
    kdv_tevkifat_tutari: money(line.withholding),
    ozel_matrah_tutari: money(line.specialBase),
    diger_vergiler: line.taxes.map((tax) => ({
      ...tax.input,
      id: tax.vergi.id,
      kod: tax.vergi.kod,
      oran: toPlainString(tax.rate),
      toplam: money(tax.amount),
      mal_hizmet: money(tax.base),
    })),
    diger_vergiler_toplam_tutar: money(line.otherTaxes),
    kesinti_tutari: money(line.deductions),
    toplam_vergi_tutari: money(line.totalTax),
    vergi_tutar: money(line.withTaxes),
    odenecek_tutar: money(line.payable),
  };
}

function total(lines: readonly LineAmounts[], pick: (line: LineAmounts) => Dec): Dec {
  return sum(lines.map(pick));
}

/**
 * Calculates an invoice-like document: every line amount is rounded half-up at `scale` (default 2) and
 * every total is the sum of the rounded line amounts, so lines always add up to the totals (GİB checks
 * line sums). Throws CalculationInputError for malformed numbers, unknown KDV or tax ids.
 */
export function calculateDocument(input: DocumentInput): DocumentResult {
  const scale = checkScale(input.scale ?? DEFAULT_SCALE);
  if (!Array.isArray(input.lines))
    throw new CalculationInputError('lines', input.lines, 'bir liste olmalıdır');
  const faturaTipiId = Number(input.fatura_tipi_id ?? 0);
  const rate = effectiveRate(input.para_birimi_id, input.döviz_kuru);
  const lines = input.lines.map((line, i) => calculateLine(line, { faturaTipiId, scale }, `lines[${i}]`));
  const money = (value: Dec) => toFixedString(value, scale);
  const payable = total(lines, (l) => l.payable);

  const totals: DocumentTotals = {
    urun_hizmet_toplam_tutar: money(total(lines, (l) => l.gross)),
    toplam_iskonto: money(total(lines, (l) => l.discount)),
    vergiler_haric_toplam_tutar: money(total(lines, (l) => l.net)),
    hesaplanan_kdv: money(total(lines, (l) => l.kdv)),
    diger_vergiler_toplami: money(total(lines, (l) => l.otherTaxes)),
    toplam_vergi_tutari: money(total(lines, (l) => l.totalTax)),
    tevkifat_toplami: money(total(lines, (l) => l.withholding)),
    kesintiler_toplami: money(total(lines, (l) => l.deductions)),
    ozel_matrah_toplami: money(total(lines, (l) => l.specialBase)),
    vergiler_dahil_toplam_tutar: money(total(lines, (l) => l.withTaxes)),
    odenecek_tutar: money(payable),
    dovizli_tutar: amountAtRate(payable, rate, scale),
  };

  return {
    lines: lines.map((line) => printLine(line, scale)),
    totals,
    taxSubtotals: taxSubtotals(lines, scale),
    withholdingSubtotals: withholdingSubtotals(lines, scale),
  };
}
