import { validation } from '../../../domain/messages';
import { D, fitsNumeric, numericMax } from '../../../domain/money';

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** The limits of a numeric column the browser checks: its catalogue min / max and what numeric(p, s) holds. */
export interface NumberLimits {
  min?: number | null;
  max?: number | null;
  scale?: number | null;
  precision?: number | null;
}

/**
 * The Turkish error of a decimal string beyond its column's limits — below `min`, above `max`, or more than
 * numeric(precision, scale) holds (the server refuses the same: docs/calculations.md §2a) — or null. Compared
 * as decimals, never floats; text that is not a decimal is left to the other checks.
 */
export function numberLimitError(title: string, text: string, o: NumberLimits): string | null {
  if (!DECIMAL.test(text)) return null;
  const d = D(text);
  if (o.min != null && d.lessThan(o.min)) return validation.minValue(title, o.min);
  if (o.max != null && d.greaterThan(o.max)) return validation.maxValue(title, o.max);
  if (o.precision != null && o.scale != null && !fitsNumeric(d, o.precision, o.scale))
    return validation.maxValue(title, numericMax(o.precision, o.scale));
  return null;
}
