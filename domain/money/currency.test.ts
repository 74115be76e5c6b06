import { describe, expect, it } from 'vitest';
import { CalculationInputError, D } from './decimal';
import { amountAtRate, currencyCode, effectiveRate } from './currency';

describe('currencies', () => {
  it('maps the spec ids to ISO codes, empty meaning TL', () => {
    expect([1, 2, 3, 5, 6].map((id) => currencyCode(id))).toEqual(['TRY', 'USD', 'EUR', 'JPY', 'GBP']);
    expect(currencyCode('2')).toBe('USD');
    expect(currencyCode(null)).toBe('TRY');
    expect(() => currencyCode(9)).toThrow(CalculationInputError);
  });

  it('locks the rate at 1 for TL whatever was typed', () => {
    expect(effectiveRate(1, '35.1234').toFixed()).toBe('1');
    expect(effectiveRate(undefined, undefined).toFixed()).toBe('1');
  });

  it('uses döviz_kuru for other currencies and refuses a missing or zero rate', () => {
    expect(effectiveRate(2, '32.543210').toFixed()).toBe('32.54321');
    expect(() => effectiveRate(3, '')).toThrow(/döviz_kuru/);
    expect(() => effectiveRate(3, 0)).toThrow(CalculationInputError);
    expect(() => effectiveRate(3, '-1')).toThrow(CalculationInputError);
  });

  it('derives the amount at the rate half-up at the scale, and refuses a payable that is not a number', () => {
    expect(amountAtRate('8273.20', D('41.2530'), 2)).toBe('341294.32'); // 341 294.3196
    expect(amountAtRate('0.01', D('0.5'), 2)).toBe('0.01'); // 0.005 rounds up
    expect(amountAtRate('', D(1), 2)).toBe('0.00');
    expect(() => amountAtRate('8.273,20', D(1), 2)).toThrow(CalculationInputError);
  });
});
