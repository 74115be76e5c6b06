import { describe, expect, it } from 'vitest';
import { CalculationInputError, checkScale, D, round, sum, toFixedString, toPlainString } from './decimal';

describe('D (parsing amounts)', () => {
  it('reads numbers and dot-decimal strings exactly', () => {
    expect(D('12.3456').toFixed()).toBe('12.3456');
    expect(D(0.1).plus(D(0.2)).toFixed()).toBe('0.3');
    expect(D(' -7.50 ').toFixed()).toBe('-7.5');
    expect(D('.5').toFixed()).toBe('0.5');
    expect(D('999999999999.99').times(100).toFixed()).toBe('99999999999999');
  });

  it('treats empty values as zero', () => {
    for (const empty of [undefined, null, '', '   ']) expect(D(empty).isZero()).toBe(true);
  });

  it('refuses commas, letters, exponents and non-finite numbers, naming the field', () => {
    expect(() => D('12,5', 'lines[0].birim_fiyat')).toThrow(CalculationInputError);
    expect(() => D('12,5', 'lines[0].birim_fiyat')).toThrow(
      /lines\[0\]\.birim_fiyat: ondalık ayırıcı olarak nokta/,
    );
    for (const bad of ['abc', '1e3', '1.2.3', '12 5', '--1'])
      expect(() => D(bad)).toThrow(CalculationInputError);
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => D(bad)).toThrow(CalculationInputError);
    expect(() => D({} as unknown as string)).toThrow(CalculationInputError);
  });
});

describe('round (half-up, away from zero)', () => {
  it.each([
    ['2.345', 2, '2.35'],
    ['2.3449999', 2, '2.34'],
    ['-2.345', 2, '-2.35'],
    ['8.645', 2, '8.65'],
    ['24.935', 2, '24.94'],
    ['1693.926', 2, '1693.93'],
    ['10.0005', 3, '10.001'],
    ['166.6665', 3, '166.667'],
    ['0.5', 0, '1'],
  ])('%s at %i decimals is %s', (value, scale, expected) => {
    expect(round(D(value), scale).toFixed(scale)).toBe(expected);
  });

  it('never yields negative zero', () => {
    expect(toFixedString(D('-0.001'), 2)).toBe('0.00');
    expect(round(D('-0.004'), 2).isNeg()).toBe(false);
  });
});

describe('printing and summing', () => {
  it('prints amounts with exactly the scale and rates without trailing zeros', () => {
    expect(toFixedString(D(324), 2)).toBe('324.00');
    expect(toFixedString(D('1199999999999.994'), 2)).toBe('1199999999999.99');
    expect(toFixedString(D('0.0005'), 3)).toBe('0.001');
    expect(toPlainString(D('21.50'))).toBe('21.5');
    expect(toPlainString(D('20'))).toBe('20');
    expect(toPlainString(D('0.00'))).toBe('0');
  });

  it('sums exactly where floats drift', () => {
    const tenths = Array.from({ length: 10 }, () => D('0.1'));
    expect(sum(tenths).toFixed()).toBe('1');
    expect(sum([]).isZero()).toBe(true);
  });

  it('accepts only whole scales between 0 and 6', () => {
    expect(checkScale(2)).toBe(2);
    for (const bad of [-1, 7, 2.5, '2']) expect(() => checkScale(bad)).toThrow(CalculationInputError);
  });
});
