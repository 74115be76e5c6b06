// Rate parsing shared by the receipts: percents in 0..100.
import { CalculationInputError, D, type Dec, type NumberInput } from '../money/decimal';

/** Parses a percent (empty = 0) and checks it lies in 0..100. */
export function percentInput(value: NumberInput | null | undefined, field: string): Dec {
  const rate = D(value, field);
  if (rate.lt(0) || rate.gt(100))
    throw new CalculationInputError(field, value, '0 ile 100 arasında olmalıdır');
  return rate;
}
