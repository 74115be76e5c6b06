// KDV tevkifat (withholding): the buyer pays part of the line's KDV straight to the tax office.
import { CalculationInputError, D, round, type Dec, type NumberInput } from '../money/decimal';

/**
 * Parses a withholding rate in tenths (GİB's "7/10" is 7) and checks it lies in 0..10.
 * Empty means no withholding.
 */
export function withholdingTenths(oran: NumberInput | null | undefined, field = 'oran'): Dec {
  const tenths = D(oran, field);
  if (tenths.lt(0) || tenths.gt(10))
    throw new CalculationInputError(field, oran, '0 ile 10 arasında olmalıdır');
  return tenths;
}

/** The withheld KDV: round(KDV × tenths / 10) at the scale, half-up; 1000 KDV at 7/10 → 700. */
export function withholdingAmount(kdv: Dec, tenths: Dec, scale: number): Dec {
  return round(kdv.times(tenths).dividedBy(10), scale);
}

/** GİB's percent for a rate in tenths (7 → 70), as written in WithholdingTaxTotal/Percent. */
export function withholdingPercent(tenths: Dec): Dec {
  return tenths.times(10);
}
