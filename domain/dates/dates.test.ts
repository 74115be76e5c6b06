import { describe, expect, it } from 'vitest';
import { calendarDate, isCalendarDay } from '.';

describe('calendarDate', () => {
  it('answers the days of the calendar, zero-padded', () => {
    expect(calendarDate('2024-02-29')).toBe('2024-02-29');
    expect(calendarDate('2026-2-3')).toBe('2026-02-03');
    expect(calendarDate(' 2026-12-31 ')).toBe('2026-12-31');
    expect(calendarDate('31.12.2026', { turkish: true })).toBe('2026-12-31');
  });

  it('refuses what only looks like a date', () => {
    for (const s of [
      '2025-02-29',
      '2026-02-30',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2100-02-29',
    ])
      expect(calendarDate(s), s).toBeNull();
    for (const s of ['', 'x', '2026-01-01T00:00:00Z', '20260101', '31.12.2026', '2026-01-01\u0000'])
      expect(calendarDate(s), s).toBeNull();
    expect(calendarDate('30.02.2026', { turkish: true })).toBeNull();
    expect(isCalendarDay(2000, 2, 29)).toBe(true);
    expect(isCalendarDay(1900, 2, 29)).toBe(false);
  });
});
