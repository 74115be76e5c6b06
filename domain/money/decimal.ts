// The one door to decimal.js: every amount in domain/ is built, rounded and printed here.
import Decimal from 'decimal.js';

/** decimal.js configured for money: 50 significant digits, half-up (away from zero), never exponent notation. */
export const Dec = Decimal.clone({
  precision: 50,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -60,
  toExpPos: 60,
});

/** An exact decimal value (an instance of the configured clone). */
export type Dec = InstanceType<typeof Dec>;

/** What the domain API accepts for a number: a JS number or a decimal string with a '.' separator. */
export type NumberInput = number | string;

/** A caller passed a value that is not a number the domain can compute with. */
export class CalculationInputError extends Error {
  /** The input's path, e.g. `lines[2].birim_fiyat`. */
  readonly field: string;
  /** The value as it was given. */
  readonly value: unknown;

  constructor(field: string, value: unknown, reason: string) {
    super(`${field}: ${reason} (${JSON.stringify(value) ?? String(value)})`);
    this.name = 'CalculationInputError';
    this.field = field;
    this.value = value;
  }
}

const DECIMAL_STRING = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * Parses a number or a '.'-decimal string into an exact decimal; empty (undefined, null, '') is zero.
 * A comma, letters, exponents or a non-finite number throw CalculationInputError.
 */
export function D(value: NumberInput | null | undefined | Dec, field = 'value'): Dec {
  if (value === undefined || value === null) return new Dec(0);
  if (value instanceof Dec) return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new CalculationInputError(field, value, 'sonlu bir sayı olmalıdır');
    return new Dec(value);
  }
  if (typeof value !== 'string') throw new CalculationInputError(field, value, 'sayı olmalıdır');
  const text = value.trim();
  if (text === '') return new Dec(0);
  if (text.includes(',')) {
    throw new CalculationInputError(field, value, 'ondalık ayırıcı olarak nokta kullanınız');
  }
  if (!DECIMAL_STRING.test(text)) throw new CalculationInputError(field, value, 'geçerli bir sayı değil');
  return new Dec(text);
}

/** Rounds half-up (half away from zero, so -0.005 → -0.01) to `scale` decimals; never yields negative zero. */
export function round(value: Dec, scale: number): Dec {
  const rounded = value.toDecimalPlaces(scale, Dec.ROUND_HALF_UP);
  return rounded.isZero() ? new Dec(0) : rounded;
}

/** Prints a value rounded half-up with exactly `scale` decimals ("324.00"); never "-0.00". */
export function toFixedString(value: Dec, scale: number): string {
  return round(value, scale).toFixed(scale);
}

/** Prints a rate or quantity without trailing zeros ("21.5", "20", "0.5"). */
export function toPlainString(value: Dec): string {
  return value.isZero() ? '0' : value.toFixed();
}

/** Sums exact decimals (zero for none). */
export function sum(values: readonly Dec[]): Dec {
  return values.reduce((acc, v) => acc.plus(v), new Dec(0));
}

/** Checks a scale is a whole number of decimals between 0 and 6. */
export function checkScale(scale: unknown, field = 'scale'): number {
  if (typeof scale !== 'number' || !Number.isInteger(scale) || scale < 0 || scale > 6) {
    throw new CalculationInputError(field, scale, '0 ile 6 arasında bir tam sayı olmalıdır');
  }
  return scale;
}
