// The confirmed override of a document's editable totals (002 §4/§8: after the warning, Onayla, the payable and
// the tax-inclusive total may be typed). Defter takes it as a rounding correction (issue 10, docs/line-tables.md
// "Totals"): never below zero, and at most one currency unit — or one smallest unit per line, on long
// documents — away from what the lines give. A larger difference is a discount or a mistake and belongs in the
// lines, where the tax follows it.
import { D, toFixedString, type Dec, type NumberInput } from '../money';

/** How far a typed total may be from the computed one: max(1, lines × 10^−scale), e.g. 1.00 or 5.00 at 500 lines. */
export function overrideTolerance(lineCount: number, scale: number): Dec {
  const perLines = D(Math.max(lineCount, 0)).times(D(10).pow(-scale));
  return perLines.gt(1) ? perLines : D(1);
}

/** What is wrong with a typed total: below zero, or outside the band (with the band, at the scale); else null. */
export function overrideProblem(
  typed: NumberInput,
  computed: NumberInput,
  lineCount: number,
  scale: number,
): { kind: 'negative' } | { kind: 'band'; tolerance: string } | null {
  const value = D(typed);
  if (value.isNegative() && !value.isZero()) return { kind: 'negative' };
  const tolerance = overrideTolerance(lineCount, scale);
  return value.minus(D(computed)).abs().gt(tolerance)
    ? { kind: 'band', tolerance: toFixedString(tolerance, scale) }
    : null;
}
