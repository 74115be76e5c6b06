import { describe, expect, it } from 'vitest';
import { CalculationInputError } from '../money/decimal';
import { rentWithheld, rentAmounts } from './rent';

describe('rent withholding', () => {
  it('keeps back the rate of the gross rent, to the kuruş, and pays the rest', () => {
    expect(rentAmounts('25000', '20')).toEqual({ stopaj_tutari: '5000.000', net_tutar: '20000.000' });
    // 18 333.335 × 20 % = 3 666.667 → 3 666.67 (declared in kuruş)
    expect(rentAmounts('18333.335', '20')).toEqual({ stopaj_tutari: '3666.670', net_tutar: '14666.665' });
    expect(rentAmounts('12000.50', '')).toEqual({ stopaj_tutari: '0.000', net_tutar: '12000.500' });
  });

  it('refuses a negative rent or a rate outside 0–100', () => {
    expect(() => rentAmounts('-1', '20')).toThrow(CalculationInputError);
    expect(() => rentAmounts('100', '120')).toThrow(CalculationInputError);
    expect(() => rentAmounts('1.000,00', '20')).toThrow(CalculationInputError);
  });
});

describe('whose rent is withheld (GVK 94/5-a)', () => {
  it('a person’s (TCKN, 11 digits) is, a company’s (VKN, 10 digits) is not; no landlord keeps the rate', () => {
    expect(rentWithheld('51827409366')).toBe(true);
    expect(rentWithheld('4820173652')).toBe(false);
    expect(rentWithheld(' 4820173652 ')).toBe(false);
    expect(rentWithheld(null)).toBe(true);
    expect(rentWithheld('')).toBe(true);
  });
});
