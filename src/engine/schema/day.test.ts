import { describe, expect, it } from 'vitest';
import { isCalendarDate, fromDisplayDate } from './dates';
import { day, TR_MONTHS } from './day';
import { MONTH_NAMES } from './field-data';

describe('dayjs in the engine', () => {
  it('speaks Turkish: month names from the tr locale', () => {
    expect(TR_MONTHS).toHaveLength(12);
    expect(MONTH_NAMES[0]).toBe('Ocak');
    expect(MONTH_NAMES[7]).toBe('Ağustos');
    expect(day('2026-08-05', 'YYYY-MM-DD', true).format('D MMMM YYYY dddd')).toBe('5 Ağustos 2026 Çarşamba');
  });
  it('reads typed dates strictly: no 31 April, no 29 February outside leap years, no year 0', () => {
    expect(isCalendarDate(2028, 2, 29)).toBe(true);
    expect(isCalendarDate(2026, 2, 29)).toBe(false);
    expect(isCalendarDate(2026, 4, 31)).toBe(false);
    expect(isCalendarDate(2026, 13, 1)).toBe(false);
    expect(isCalendarDate(0, 1, 1)).toBe(false);
    expect(fromDisplayDate('31.12.2026')).toBe('2026-12-31');
    expect(fromDisplayDate('32.12.2026')).toBeNull();
    expect(fromDisplayDate('01.01.0000')).toBeNull();
    expect(fromDisplayDate('1.1.2026')).toBeNull();
  });
});
