import { describe, expect, it } from 'vitest';
import { acceptDecimal, finishDecimal } from './decimal-input';

describe('acceptDecimal', () => {
  it('turns a comma into a dot and refuses anything that is not a decimal', () => {
    expect(acceptDecimal('12,5', 4)).toBe('12.5');
    expect(acceptDecimal('-3', 2)).toBe('-3');
    expect(acceptDecimal('1 250,75', 2)).toBe('1250.75');
    expect(acceptDecimal('12a', 4)).toBeNull();
    expect(acceptDecimal('1.2.3', 4)).toBeNull();
    expect(acceptDecimal('1e5', 4)).toBeNull();
  });
  it('refuses more decimals than the scale allows', () => {
    expect(acceptDecimal('1.234', 2)).toBeNull();
    expect(acceptDecimal('1.5', 0)).toBeNull();
    expect(acceptDecimal('1.23', 2)).toBe('1.23');
  });
});

describe('finishDecimal', () => {
  it('normalises what is left when the field is left', () => {
    expect(finishDecimal('')).toBeUndefined();
    expect(finishDecimal('-')).toBeUndefined();
    expect(finishDecimal('12.')).toBe('12');
    expect(finishDecimal('007.50')).toBe('7.50');
    expect(finishDecimal('.5')).toBe('0.5');
    expect(finishDecimal('-0')).toBe('0');
    expect(finishDecimal('-0.25')).toBe('-0.25');
  });
});
