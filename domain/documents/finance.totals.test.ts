import { describe, expect, it } from 'vitest';
import { CalculationInputError } from '../money/decimal';
import { calculateKdvAmount, calculateSmeOrder, instalmentDue } from './finance.totals';

describe('calculateKdvAmount (cash and bank transactions, 3 decimals)', () => {
  it('keeps a KDV-included amount and takes the KDV out of it', () => {
    // 1000 / 1.2 = 833.3333 → 833.333; KDV = 1000 − 833.333 = 166.667.
    expect(calculateKdvAmount({ tutar: 1000, kdv_id: 9, kdv_dahil_buton: '1' })).toEqual({
      kdv_tutari: '166.667',
      vergi_tutar: '1000.000',
      dovizli_tutar: '1000.000',
    });
  });

  it('adds KDV to a KDV-excluded amount and converts at the rate', () => {
    // 99.999 × 18 % = 17.99982 → 18.000; 117.999 × 30.1234 = 3554.5310766 → 3554.531.
    expect(
      calculateKdvAmount({ tutar: '99.999', kdv_id: 4, para_birimi_id: 2, döviz_kuru: '30.1234' }),
    ).toEqual({
      kdv_tutari: '18.000',
      vergi_tutar: '117.999',
      dovizli_tutar: '3554.531',
    });
  });

  it('uses the collection default of 0 % KDV without change', () => {
    expect(calculateKdvAmount({ tutar: '250.5', kdv_id: 5, kdv_dahil_buton: '1' }).kdv_tutari).toBe('0.000');
  });
});

describe('small-business orders and instalments', () => {
  it('spreads what is left after the down payment over the instalments at 3 decimals', () => {
    expect(
      calculateSmeOrder({ tutar: 1000, kdv_id: 9, kobi_odenen_tutar: 200, kobi_taksit_sayisi: 3 }),
    ).toEqual({
      kdv_tutari: '200.00',
      vergi_tutar: '1200.00',
      kobi_odenen_tutar: '200.00',
      kobi_taksit_tutari: '333.333',
      taksitli: '1',
    });
  });

  it('treats 0 or 1 instalments as a single payment and caps the paid amount at the price', () => {
    const r = calculateSmeOrder({ tutar: 590, kdv_id: 4, kdv_dahil_buton: '1', kobi_odenen_tutar: 900 });
    expect(r).toMatchObject({ vergi_tutar: '590.00', kdv_tutari: '90.00', kobi_odenen_tutar: '590.00' });
    expect(r).toMatchObject({ kobi_taksit_tutari: '0.000', taksitli: '0' });
    expect(calculateSmeOrder({ tutar: 100, kdv_id: 5, kobi_taksit_sayisi: 1 }).taksitli).toBe('0');
  });

  it('refuses a negative or fractional instalment count and a negative payment', () => {
    expect(() => calculateSmeOrder({ tutar: 1, kobi_taksit_sayisi: -1 })).toThrow(CalculationInputError);
    expect(() => calculateSmeOrder({ tutar: 1, kobi_taksit_sayisi: '2.5' })).toThrow(CalculationInputError);
    expect(() => calculateSmeOrder({ tutar: 1, kobi_odenen_tutar: -1 })).toThrow(CalculationInputError);
  });

  it('charges the instalment amount, and the remainder on the last instalment', () => {
    const base = { total: '1200.00', instalmentAmount: '333.333', count: 3 };
    expect(instalmentDue({ ...base, paid: '200', current: 1 })).toBe('333.333');
    expect(instalmentDue({ ...base, paid: '866.666', current: 3 })).toBe('333.334');
    expect(instalmentDue({ ...base, paid: '1000', current: 2 })).toBe('200.000');
  });
});
