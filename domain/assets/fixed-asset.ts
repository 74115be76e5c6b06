// Fixed-asset cards (sabit kıymet kartları): the book value and the straight-line depreciation rate.
import { CalculationInputError, D, toFixedString, type Dec, type NumberInput } from '../money/decimal';
import { SCALES } from '../money/scales';

type Amount = NumberInput | Dec | null | undefined;

/**
 * The net (book) value of a fixed asset: its cost (`alis_bedeli`) less the accumulated depreciation
 * (`birikmis_amortisman`), at 2 decimals. Empty amounts count as zero. Throws CalculationInputError when the
 * accumulated depreciation is above the cost (a book value cannot go below zero, VUK 315) or a value is not a
 * number.
 */
export function fixedAssetNetValue(cost: Amount, accumulated: Amount): string {
  const c = D(cost, 'alis_bedeli');
  const a = D(accumulated, 'birikmis_amortisman');
  if (c.lt(0)) throw new CalculationInputError('alis_bedeli', cost, 'sıfırdan küçük olamaz');
  if (a.lt(0)) throw new CalculationInputError('birikmis_amortisman', accumulated, 'sıfırdan küçük olamaz');
  if (a.gt(c))
    throw new CalculationInputError('birikmis_amortisman', accumulated, 'alış bedelinden büyük olamaz');
  return toFixedString(c.minus(a), SCALES.invoice);
}

/**
 * The normal (straight-line) depreciation rate of a useful life in years, as a percentage at 2 decimals: 100 /
 * years (VUK 315: 5 years → 20.00, 3 → 33.33). Null when the life is empty or not a whole number of years above 0.
 */
export function straightLineRate(usefulLifeYears: NumberInput | null | undefined): string | null {
  if (usefulLifeYears === null || usefulLifeYears === undefined || usefulLifeYears === '') return null;
  let years: Dec;
  try {
    years = D(usefulLifeYears, 'faydali_omur');
  } catch {
    return null;
  }
  if (!years.isInteger() || !years.gt(0)) return null;
  return toFixedString(D(100).div(years), 2);
}
