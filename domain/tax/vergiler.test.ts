import { describe, expect, it } from 'vitest';
import { CalculationInputError, D } from '../money/decimal';
import { isInKdvBase, needsOtvExemption, vergiById, VERGILER, withholdingAllowed } from './vergiler';
import { withholdingAmount, withholdingPercent, withholdingTenths } from './withholding';

// GİB's TaxType code list as in ../shared/data/vergi_kodlari.csv (31 codes; 0015 is KDV itself).
const GIB_TAX_CODES = [
  '0003',
  '0011',
  '0015',
  '0021',
  '0022',
  '0059',
  '0061',
  '0071',
  '0073',
  '0074',
  '0075',
  '0076',
  '0077',
  '1047',
  '1048',
  '4071',
  '4080',
  '4081',
  '4171',
  '8001',
  '8002',
  '8004',
  '8005',
  '8006',
  '8007',
  '8008',
  '9015',
  '9021',
  '9040',
  '9077',
  '9944',
];

describe('the vergiler lookup', () => {
  it('has ids 1..30, each GİB code except KDV exactly once', () => {
    expect(VERGILER.map((v) => v.id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(VERGILER.map((v) => v.kod).sort()).toEqual(GIB_TAX_CODES.filter((c) => c !== '0015'));
  });

  it('gives the ids of 002 §4/§9 their semantics', () => {
    expect([3, 4].map((id) => vergiById(id).kind)).toEqual(['deduction', 'deduction']);
    expect(vergiById(3).kod).toBe('0003');
    expect(vergiById(7)).toMatchObject({ kod: '0061', kind: 'kdv_base' });
    expect([8, 9, 10, 11, 12, 13].every((id) => vergiById(id).kind === 'otv')).toBe(true);
    expect([21, 22].every((id) => isInKdvBase(vergiById(id)))).toBe(true);
    expect(vergiById(19)).toMatchObject({ kod: '9015', kind: 'withholding' });
    expect(
      VERGILER.filter((v) => v.kind === 'otv').every((v) => /ÖTV|Özel Tüketim/.test(v.ad + v.kisa_ad)),
    ).toBe(true);
  });

  it('refuses unknown ids', () => {
    for (const id of [0, 31, '', null, 'x']) expect(() => vergiById(id)).toThrow(CalculationInputError);
  });

  it('allows withholding only on withholding invoices (type 3)', () => {
    expect(withholdingAllowed(3)).toBe(true);
    expect(withholdingAllowed('3')).toBe(true);
    expect([1, 2, 4, 5, 6, 9, null].some((t) => withholdingAllowed(t))).toBe(false);
  });

  it('asks an ÖTV exemption reason for an ÖTV at rate 0 only', () => {
    expect(needsOtvExemption(8, 0)).toBe(true);
    expect(needsOtvExemption('13', '0')).toBe(true);
    expect(needsOtvExemption(11, '')).toBe(true);
    expect(needsOtvExemption(11, '20')).toBe(false);
    expect(needsOtvExemption(7, 0)).toBe(false);
    expect(needsOtvExemption(3, 0)).toBe(false);
  });
});

describe('withholding (tevkifat) arithmetic', () => {
  it('takes tenths of the KDV, rounded half-up', () => {
    expect(withholdingAmount(D('200.00'), D(7), 2).toFixed(2)).toBe('140.00');
    expect(withholdingAmount(D('3600'), D(9), 2).toFixed(2)).toBe('3240.00');
    expect(withholdingAmount(D('6.67'), D(3), 2).toFixed(2)).toBe('2.00');
    expect(withholdingAmount(D('0.05'), D(5), 2).toFixed(2)).toBe('0.03');
    expect(withholdingAmount(D('-200'), D(5), 2).toFixed(2)).toBe('-100.00');
    expect(withholdingPercent(D(7)).toFixed()).toBe('70');
  });

  it('accepts rates from 0 to 10 tenths', () => {
    expect(withholdingTenths('10').toFixed()).toBe('10');
    expect(withholdingTenths('').toFixed()).toBe('0');
    expect(() => withholdingTenths(11)).toThrow(CalculationInputError);
    expect(() => withholdingTenths(-1)).toThrow(CalculationInputError);
  });
});
