import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber } from './format';

describe('formats', () => {
  it('formats money tr-TR with ₺ and two decimals, exactly', () => {
    expect(formatMoney('1234.5')).toBe('₺1.234,50');
    expect(formatMoney('-2500')).toBe('-₺2.500,00');
    expect(formatMoney('12345678901234567.89')).toBe('₺12.345.678.901.234.567,89');
    expect(formatMoney(null)).toBe('');
  });
  it('formats numbers with Turkish grouping and up to 4 decimals', () => {
    expect(formatNumber('1234.56789')).toBe('1.234,5679');
  });
  it('formats dates as DD.MM.YYYY', () => {
    expect(formatDate('2026-03-07')).toBe('07.03.2026');
    expect(formatDate('2026-03-07 14:05:00', true)).toBe('07.03.2026 14:05');
  });
});
