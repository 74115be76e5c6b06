import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, periodDate, planErrors, type RecurrencePlan } from './periods';

const monthly = (over: Partial<RecurrencePlan> = {}): RecurrencePlan => ({
  periyot: 'aylik',
  aralik: 1,
  ayin_gunu: null,
  baslangic_tarihi: '2026-01-31',
  bitis_tarihi: null,
  adet: null,
  ...over,
});

describe('recurring periods', () => {
  it('keeps the day of month, a short month taking its last day without pulling the later ones back', () => {
    const p = monthly();
    expect([0, 1, 2, 3, 12, 13].map((k) => periodDate(p, k))).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2027-01-31',
      '2027-02-28',
    ]);
    // 2028 is a leap year.
    expect(periodDate(monthly({ baslangic_tarihi: '2028-01-30' }), 1)).toBe('2028-02-29');
  });

  it('every n months on a chosen day, weekly every n weeks', () => {
    const quarterly = monthly({ aralik: 3, ayin_gunu: 15, baslangic_tarihi: '2026-11-15' });
    expect([0, 1, 2].map((k) => periodDate(quarterly, k))).toEqual([
      '2026-11-15',
      '2027-02-15',
      '2027-05-15',
    ]);
    const weekly = monthly({ periyot: 'haftalik', aralik: 2, baslangic_tarihi: '2026-12-28' });
    expect([0, 1, 2].map((k) => periodDate(weekly, k))).toEqual(['2026-12-28', '2027-01-11', '2027-01-25']);
  });

  it('ends at the end date (inclusive) or after the count', () => {
    expect(periodDate(monthly({ bitis_tarihi: '2026-03-31' }), 2)).toBe('2026-03-31');
    expect(periodDate(monthly({ bitis_tarihi: '2026-03-30' }), 2)).toBeNull();
    expect(periodDate(monthly({ adet: 14 }), 13)).toBe('2027-02-28');
    expect(periodDate(monthly({ adet: 14 }), 14)).toBeNull();
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
  });

  it('refuses settings that make no plan, in Turkish', () => {
    expect(planErrors(monthly())).toEqual({});
    expect(planErrors({ ...monthly(), aralik: 0, ayin_gunu: 32, bitis_tarihi: '2025-01-01' })).toEqual({
      aralik: 'Tekrar aralığı 1 ile 12 arasında bir tam sayı olmalıdır.',
      ayin_gunu: 'Ayın günü 1 ile 31 arasında olmalıdır.',
      bitis_tarihi: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
    });
  });
});
