import { describe, expect, it } from 'vitest';
import { daysLeft, turkishToday } from './user-info.service';

describe('subscription days left', () => {
  it('counts from the Turkish calendar day, not the UTC one', () => {
    const lateEvening = new Date('2026-11-22T21:30:00Z'); // 00:30 on 23 November in İstanbul
    expect(turkishToday(lateEvening)).toBe('2026-11-23');
    expect(daysLeft('2026-11-23', lateEvening)).toBe(0);
    expect(daysLeft('2026-11-22', lateEvening)).toBe(-1);
    expect(daysLeft('2027-11-23', lateEvening)).toBe(365);
    expect(daysLeft(null, lateEvening)).toBeNull();
  });
});
