import { describe, expect, it } from 'vitest';
import { CalculationInputError } from '../money/decimal';
import { fixedAssetNetValue, straightLineRate } from './fixed-asset';

describe('fixed assets', () => {
  it('net value = cost − accumulated depreciation, exact to the kuruş', () => {
    expect(fixedAssetNetValue('185000.00', '37000.00')).toBe('148000.00');
    expect(fixedAssetNetValue('0.30', '0.10')).toBe('0.20'); // never 0.19999…
    expect(fixedAssetNetValue('42500', '')).toBe('42500.00');
    expect(fixedAssetNetValue(null, null)).toBe('0.00');
    expect(fixedAssetNetValue('1000', '1000')).toBe('0.00');
  });

  it('refuses accumulated depreciation above the cost, negatives and non-numbers', () => {
    expect(() => fixedAssetNetValue('1000', '1000.01')).toThrow(/alış bedelinden büyük olamaz/);
    expect(() => fixedAssetNetValue('-1', '0')).toThrow(CalculationInputError);
    expect(() => fixedAssetNetValue('1.000,00', '0')).toThrow(CalculationInputError);
  });

  it('straight-line rate = 100 / useful life in years', () => {
    expect(straightLineRate(5)).toBe('20.00');
    expect(straightLineRate('3')).toBe('33.33');
    expect(straightLineRate('50')).toBe('2.00');
    for (const bad of ['', null, undefined, '0', '-4', '2.5', 'beş'])
      expect(straightLineRate(bad)).toBeNull();
  });
});
