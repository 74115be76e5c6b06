import { describe, expect, it } from 'vitest';
import { CalculationInputError } from '../money/decimal';
import { amountInWords, integerInWords } from './amount-in-words';

describe('amountInWords', () => {
  it.each([
    ['0', 'YALNIZ SIFIR TL'],
    ['7', 'YALNIZ YEDİ TL'],
    ['10', 'YALNIZ ON TL'],
    ['11', 'YALNIZ ON BİR TL'],
    ['16', 'YALNIZ ON ALTI TL'],
    ['19', 'YALNIZ ON DOKUZ TL'],
    ['40', 'YALNIZ KIRK TL'],
    ['68', 'YALNIZ ALTMIŞ SEKİZ TL'],
    ['100', 'YALNIZ YÜZ TL'],
    ['101', 'YALNIZ YÜZ BİR TL'],
    ['118', 'YALNIZ YÜZ ON SEKİZ TL'],
    ['200', 'YALNIZ İKİ YÜZ TL'],
    ['999', 'YALNIZ DOKUZ YÜZ DOKSAN DOKUZ TL'],
    ['1000', 'YALNIZ BİN TL'],
    ['1001', 'YALNIZ BİN BİR TL'],
    ['1100', 'YALNIZ BİN YÜZ TL'],
    ['2000', 'YALNIZ İKİ BİN TL'],
    ['11621.80', 'YALNIZ ON BİR BİN ALTI YÜZ YİRMİ BİR TL SEKSEN KR'],
    ['100000', 'YALNIZ YÜZ BİN TL'],
    ['101000', 'YALNIZ YÜZ BİR BİN TL'],
    ['1000000', 'YALNIZ BİR MİLYON TL'],
    ['1001000', 'YALNIZ BİR MİLYON BİN TL'],
    ['2500000', 'YALNIZ İKİ MİLYON BEŞ YÜZ BİN TL'],
    ['1000000000', 'YALNIZ BİR MİLYAR TL'],
    [
      '999999999999.99',
      'YALNIZ DOKUZ YÜZ DOKSAN DOKUZ MİLYAR DOKUZ YÜZ DOKSAN DOKUZ MİLYON DOKUZ YÜZ DOKSAN DOKUZ BİN DOKUZ YÜZ DOKSAN DOKUZ TL DOKSAN DOKUZ KR',
    ],
  ])('%s → %s', (amount, words) => {
    expect(amountInWords(amount, 'TRY')).toBe(words);
  });

  it('spells kuruş, rounding half-up to 2 decimals first', () => {
    expect(amountInWords('0.05')).toBe('YALNIZ SIFIR TL BEŞ KR');
    expect(amountInWords('0.10')).toBe('YALNIZ SIFIR TL ON KR');
    expect(amountInWords('1.01')).toBe('YALNIZ BİR TL BİR KR');
    expect(amountInWords('324.00')).toBe('YALNIZ ÜÇ YÜZ YİRMİ DÖRT TL');
    expect(amountInWords('2.345')).toBe('YALNIZ İKİ TL OTUZ BEŞ KR');
    expect(amountInWords('0.995')).toBe('YALNIZ BİR TL');
    expect(amountInWords(0.1 + 0.2)).toBe('YALNIZ SIFIR TL OTUZ KR');
  });

  it('prefixes EKSİ for a negative amount, but not for one that rounds to zero', () => {
    expect(amountInWords('-120.28')).toBe('YALNIZ EKSİ YÜZ YİRMİ TL YİRMİ SEKİZ KR');
    expect(amountInWords(-1000)).toBe('YALNIZ EKSİ BİN TL');
    expect(amountInWords('-0.004')).toBe('YALNIZ SIFIR TL');
  });

  it('names USD and EUR with CENT, by code or by para_birimi_id', () => {
    expect(amountInWords('1250.50', 'USD')).toBe('YALNIZ BİN İKİ YÜZ ELLİ USD ELLİ CENT');
    expect(amountInWords('10.01', 'eur')).toBe('YALNIZ ON EUR BİR CENT');
    expect(amountInWords('10', 2)).toBe('YALNIZ ON USD');
    expect(amountInWords('10', '3')).toBe('YALNIZ ON EUR');
    expect(amountInWords('10', 1)).toBe('YALNIZ ON TL');
    expect(amountInWords('10', 'TL')).toBe('YALNIZ ON TL');
    expect(amountInWords('10')).toBe('YALNIZ ON TL');
  });

  it.each([
    [1, 'bir'],
    [2, 'iki'],
    [3, 'üç'],
    [4, 'dört'],
    [5, 'beş'],
    [6, 'altı'],
    [7, 'yedi'],
    [8, 'sekiz'],
    [9, 'dokuz'],
    [20, 'yirmi'],
    [30, 'otuz'],
    [40, 'kırk'],
    [50, 'elli'],
    [60, 'altmış'],
    [70, 'yetmiş'],
    [80, 'seksen'],
    [90, 'doksan'],
    [1000000, 'bir milyon'],
    [2000000000, 'iki milyar'],
  ])('writes %i as the Turkish upper-case of "%s" (İ and I where Turkish puts them)', (n, lower) => {
    expect(amountInWords(n)).toBe(`YALNIZ ${lower.toLocaleUpperCase('tr-TR')} TL`);
  });

  it('refuses what is not an amount or a currency it knows', () => {
    expect(() => amountInWords('12,50')).toThrow(CalculationInputError);
    expect(() => amountInWords('abc')).toThrow(CalculationInputError);
    expect(() => amountInWords('1', 9)).toThrow(CalculationInputError);
    expect(() => amountInWords('1', 'DOLAR')).toThrow(CalculationInputError);
    expect(() => integerInWords('1'.padEnd(25, '0'))).toThrow(CalculationInputError);
  });
});
