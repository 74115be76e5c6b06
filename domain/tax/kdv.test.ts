import { describe, expect, it } from 'vitest';
import { CalculationInputError } from '../money/decimal';
import {
  defaultKdvExemptionId,
  defaultOtvExemptionId,
  DEFAULT_HEADER_KDV_ID,
  DEFAULT_LINE_KDV_ID,
  kdvPercent,
  KDV_RATES,
  needsKdvExemption,
} from './kdv';

describe('KDV ids and rates (002 §9)', () => {
  it('maps every KDV id to its percent', () => {
    expect(KDV_RATES).toEqual({ 2: '1', 3: '8', 4: '18', 5: '0', 7: '21.5', 8: '10', 9: '20' });
    expect(kdvPercent(7).toFixed()).toBe('21.5');
    expect(kdvPercent('8').toFixed()).toBe('10');
  });

  it('defaults to 0 % on a new header and 20 % on a new line; an empty line id means the line default', () => {
    expect(kdvPercent(DEFAULT_HEADER_KDV_ID).toFixed()).toBe('0');
    expect(kdvPercent(DEFAULT_LINE_KDV_ID).toFixed()).toBe('20');
    expect(kdvPercent('').toFixed()).toBe('20');
    expect(kdvPercent(null).toFixed()).toBe('20');
  });

  it('refuses ids that do not exist', () => {
    for (const id of [1, 6, 10, 'x'])
      expect(() => kdvPercent(id, 'lines[0].kdv_id')).toThrow(CalculationInputError);
  });

  it('asks a KDV exemption reason only for the 0 % id, defaulting to 137 except on exemption invoices', () => {
    expect(needsKdvExemption(5)).toBe(true);
    expect(needsKdvExemption('5')).toBe(true);
    expect([2, 3, 4, 7, 8, 9, '', null].some((id) => needsKdvExemption(id))).toBe(false);
    expect(defaultKdvExemptionId(2)).toBe(137);
    expect(defaultKdvExemptionId('4')).toBeNull();
    expect(defaultOtvExemptionId(3)).toBe(9);
    expect(defaultOtvExemptionId(4)).toBeNull();
  });
});
