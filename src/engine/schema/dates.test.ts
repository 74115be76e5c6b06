import { describe, expect, it } from 'vitest';
import {
  addDays,
  brokenDateLimit,
  fromDisplayDate,
  fromDisplayDateTime,
  nowParts,
  shortcutValue,
  toDisplayDate,
  toDisplayDateTime,
} from './dates';

// 2026-03-31 22:30 UTC is already 1 April 01:30 in Türkiye (UTC+3).
const AT = new Date('2026-03-31T22:30:00Z');

describe('form dates', () => {
  it('reads now in the company’s time zone, not the browser’s', () => {
    expect(nowParts(AT)).toEqual({ date: '2026-04-01', time: '01:30:00' });
  });
  it('shows DD.MM.YYYY and keeps YYYY-MM-DD, refusing impossible days', () => {
    expect(toDisplayDate('2026-03-07')).toBe('07.03.2026');
    expect(fromDisplayDate('07.03.2026')).toBe('2026-03-07');
    expect(fromDisplayDate('29.02.2028')).toBe('2028-02-29');
    expect(fromDisplayDate('29.02.2026')).toBeNull();
    expect(fromDisplayDate('31.04.2026')).toBeNull();
    expect(fromDisplayDate('07.03.20')).toBeNull();
  });
  it('shows datetimes DD.MM.YYYY HH:mm:ss and keeps YYYY-MM-DDTHH:mm:ss', () => {
    expect(toDisplayDateTime('2026-03-07 09:05:00')).toBe('07.03.2026 09:05:00');
    expect(toDisplayDateTime('2026-03-07T09:05')).toBe('07.03.2026 09:05:00');
    expect(fromDisplayDateTime('07.03.2026 09:05:30')).toBe('2026-03-07T09:05:30');
    expect(fromDisplayDateTime('07.03.2026 24:00:00')).toBeNull();
  });
  it('computes the five shortcuts across month ends', () => {
    expect(shortcutValue('today', false, AT)).toBe('2026-04-01');
    expect(shortcutValue('yesterday', false, AT)).toBe('2026-03-31');
    expect(shortcutValue('tomorrow', false, AT)).toBe('2026-04-02');
    expect(shortcutValue('weekBefore', false, AT)).toBe('2026-03-25');
    expect(shortcutValue('weekAfter', true, AT)).toBe('2026-04-08T01:30:00');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
  it('checks "not before now" against today and "not after now" against this second', () => {
    expect(brokenDateLimit('2026-04-01', { notBefore: 'now' }, AT)).toBeUndefined();
    expect(brokenDateLimit('2026-03-31', { notBefore: 'now' }, AT)).toBe('notBefore');
    expect(brokenDateLimit('2026-04-01T01:29:59', { notAfter: 'now' }, AT)).toBeUndefined();
    expect(brokenDateLimit('2026-04-01T01:30:01', { notAfter: 'now' }, AT)).toBe('notAfter');
    expect(brokenDateLimit('2026-04-02', { notAfter: 'now' }, AT)).toBe('notAfter');
  });
});
