import { describe, expect, it } from 'vitest';
import { amountCurrency, currencySymbol, formatDate, formatMoney, formatNumber } from './format';

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

describe('currencies (issue 12 item 5)', () => {
  it('format an amount with its currency symbol, two decimals, exactly', () => {
    expect(formatMoney('1234.5', 'USD')).toBe('$1.234,50');
    expect(formatMoney('-0.005', 'EUR')).toBe('-€0,01');
    expect(formatMoney('12345678901234.56', 'GBP')).toBe('£12.345.678.901.234,56');
    expect(formatMoney('7', 'CHF')).toBe('CHF\u00a07,00');
    expect(['TRY', 'USD', 'EUR', 'GBP'].map(currencySymbol)).toEqual(['₺', '$', '€', '£']);
  });

  it('take the currency of the record, TL for the TL equivalent and for records without one', () => {
    expect(amountCurrency('tutar', { para_birimi_id: 2 })).toBe('USD');
    expect(amountCurrency('tutar', { para_birimi_id: 'Euro', para_birimi_id__id: '3' })).toBe('EUR');
    expect(amountCurrency('dovizli_tutar', { para_birimi_id: 2 })).toBe('TRY');
    expect(amountCurrency('bakiye', {})).toBe('TRY');
    expect(amountCurrency('tutar', { para_birimi_id: 99 })).toBe('TRY');
  });
});
