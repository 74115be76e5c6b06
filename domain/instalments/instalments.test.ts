import { describe, expect, it } from 'vitest';
import { instalmentDue, instalmentTexts, nextDueDate } from '.';

describe('small-business order instalments (001 §4)', () => {
  it('moves the due date a month on, keeping the starting day, clipped to the month end, over the year end', () => {
    expect(nextDueDate('2026-01-31')).toBe('2026-02-28');
    expect(nextDueDate('2026-02-28', 31)).toBe('2026-03-31');
    expect(nextDueDate('2028-01-30', 30)).toBe('2028-02-29');
    expect(nextDueDate('2026-12-15')).toBe('2027-01-15');
  });
  it('pays the instalment amount, and the rest on the last one', () => {
    const o = { total: '1000.00', instalment: '333.333', count: 3 };
    expect(instalmentDue({ ...o, paid: '0', current: 1 })).toBe('333.33');
    expect(instalmentDue({ ...o, paid: '666.66', current: 3 })).toBe('333.34');
    expect(instalmentDue({ ...o, paid: '1000', current: 3 })).toBe('0.00');
  });
  it('names the button after the current instalment', () => {
    expect(instalmentTexts.button(2, true)).toBe('2. Taksit Kasadan Öde');
    expect(instalmentTexts.button(1, false)).toBe('1. Taksit Bankadan Öde');
  });
});
