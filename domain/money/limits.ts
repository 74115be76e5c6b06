// What a numeric column can hold (issue 10, "bounds"): every amount, rate and quantity is stored as
// numeric(precision, scale); the server refuses a value that does not fit instead of letting the database fail.
import { D, round, type Dec, type NumberInput } from './decimal';
export { trAmount } from './tr-amount';

/** Digits in all of every numeric column unless its catalogue entry says otherwise: numeric(18, scale). */
export const NUMERIC_PRECISION = 18;

/** The largest value a numeric(precision, scale) column holds, as a decimal string ("9999999999999999.99"). */
export function numericMax(precision: number, scale: number): string {
  const whole = '9'.repeat(Math.max(precision - scale, 0)) || '0';
  return scale > 0 ? `${whole}.${'9'.repeat(scale)}` : whole;
}

/** True when the value, rounded to `scale` as the database rounds it, fits numeric(precision, scale). */
export function fitsNumeric(value: NumberInput | Dec, precision: number, scale: number): boolean {
  return round(D(value), scale).abs().lte(numericMax(precision, scale));
}
