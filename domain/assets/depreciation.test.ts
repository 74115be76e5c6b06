import { describe, expect, it } from 'vitest';
import { CalculationInputError } from '../money/decimal';
import { depreciationForYear, depreciationSchedule } from './depreciation';

describe('depreciation per year', () => {
  it('normal (straight-line): cost × rate a year, a full year in the year of acquisition', () => {
    const van = { cost: '1450000.00', usefulLife: 5, normalRate: '20.00', method: 1, firstYear: 2024 };
    expect(depreciationForYear(van, 2025)).toEqual({
      yil: 2025,
      amortisman_orani: '20.00',
      donem_amortismani: '290000.00',
      birikmis_amortisman: '580000.00',
      net_deger: '870000.00',
    });
    expect(depreciationSchedule(van).map((y) => y.net_deger)).toEqual([
      '1160000.00',
      '870000.00',
      '580000.00',
      '290000.00',
      '0.00',
    ]);
  });

  it('rounds each year to the kuruş and lets the last year take the rest, ending exactly at the cost', () => {
    const machine = { cost: '84000.50', usefulLife: '3', normalRate: '33.33', firstYear: 2026 };
    expect(depreciationSchedule(machine).map((y) => y.donem_amortismani)).toEqual([
      '27997.37', // 84000.50 × 33.33 % = 27997.36665
      '27997.37',
      '28005.76',
    ]);
    expect(depreciationForYear(machine, 2028)).toMatchObject({
      birikmis_amortisman: '84000.50',
      net_deger: '0.00',
    });
    // An empty rate is 100 / life.
    expect(depreciationForYear({ cost: '1000', usefulLife: 3, firstYear: 2026 }, 2026)).toMatchObject({
      amortisman_orani: '33.33',
      donem_amortismani: '333.33',
    });
  });

  it('declining balance: twice the normal rate on the net value, at most 50 %, the rest in the last year', () => {
    const truck = { cost: '100000', usefulLife: 5, normalRate: '20', method: '2', firstYear: 2022 };
    expect(depreciationSchedule(truck).map((y) => [y.amortisman_orani, y.donem_amortismani])).toEqual([
      ['40.00', '40000.00'],
      ['40.00', '24000.00'],
      ['40.00', '14400.00'],
      ['40.00', '8640.00'],
      ['40.00', '12960.00'],
    ]);
    const pc = { cost: '48500.00', usefulLife: 3, method: 2, firstYear: 2025 };
    expect(depreciationSchedule(pc).map((y) => y.donem_amortismani)).toEqual([
      '24250.00', // 2 × 33.33 % capped at 50 %
      '12125.00',
      '12125.00',
    ]);
  });

  it('nothing before the acquisition or after the useful life; a bad life or cost is refused', () => {
    const desk = { cost: '126000', usefulLife: 5, firstYear: 2023 };
    expect(depreciationForYear(desk, 2030)).toEqual({
      yil: 2030,
      amortisman_orani: '20.00',
      donem_amortismani: '0.00',
      birikmis_amortisman: '126000.00',
      net_deger: '0.00',
    });
    // Before the acquisition: nothing yet, the net value is the cost.
    expect(depreciationForYear(desk, 2022)).toMatchObject({
      donem_amortismani: '0.00',
      birikmis_amortisman: '0.00',
      net_deger: '126000.00',
    });
    // A rate of 0 (land) depreciates nothing, not even in the last year.
    expect(depreciationForYear({ ...desk, normalRate: '0' }, 2027)).toMatchObject({
      donem_amortismani: '0.00',
      net_deger: '126000.00',
    });
    expect(() => depreciationSchedule({ ...desk, normalRate: '120' })).toThrow(CalculationInputError);
    expect(() => depreciationSchedule({ ...desk, usefulLife: 0 })).toThrow(CalculationInputError);
    expect(() => depreciationSchedule({ ...desk, usefulLife: '2.5' })).toThrow(CalculationInputError);
    expect(() => depreciationSchedule({ ...desk, cost: '-5' })).toThrow(CalculationInputError);
  });
});
