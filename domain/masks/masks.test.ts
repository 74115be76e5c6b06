import { describe, expect, it } from 'vitest';
import { DEFAULT_PHONE_MASK, fitPhone, fitTextMask, MASKS, numberMaskProblem, phoneMaskOr } from '.';

describe('fitPhone', () => {
  it('writes a Turkish number as the mask shows it, whatever form it came in', () => {
    for (const typed of [
      '+90 (216) 555 12 34',
      '02165551234',
      '2165551234',
      '+902165551234',
      '0090 216 555 12 34',
      '(216) 555-12-34',
    ]) {
      expect(fitPhone(typed, DEFAULT_PHONE_MASK), typed).toBe('+90 (216) 555 12 34');
    }
  });

  it('refuses letters, a number of the wrong length and another country’s dial code', () => {
    for (const typed of [
      'abc',
      '+90 (216) 555 12',
      '+90 (216) 555 12 345',
      '0532 ABC 12 34',
      '+49 30 1234567',
    ]) {
      expect(fitPhone(typed, DEFAULT_PHONE_MASK), typed).toBeNull();
    }
  });

  it('follows another country’s mask', () => {
    expect(fitPhone('+49 301 2345678', '+49 ### #######')).toBe('+49 301 2345678');
    expect(fitPhone('+380 44 123 4567', '+380 ## ### ####')).toBe('+380 44 123 4567');
    expect(fitPhone('44 123 4567', '+380 ## ### ####')).toBe('+380 44 123 4567');
    expect(fitPhone('+90 (216) 555 12 34', '+380 ## ### ####')).toBeNull();
  });

  it('takes Türkiye’s mask for a country without one', () => {
    expect(phoneMaskOr(null)).toBe(DEFAULT_PHONE_MASK);
    expect(phoneMaskOr('')).toBe(DEFAULT_PHONE_MASK);
    expect(phoneMaskOr('+1 ### ### ####')).toBe('+1 ### ### ####');
  });
});

describe('fitTextMask', () => {
  it('digits masks take digits only, at most their count', () => {
    expect(fitTextMask('12ab', MASKS.bank_account_no!)).toEqual({ problem: 'digits' });
    expect(fitTextMask('1'.repeat(25), MASKS.bank_account_no!)).toEqual({ problem: 'length', max: 24 });
    expect(fitTextMask('12345', MASKS.bank_account_no!)).toEqual({ value: '12345' });
  });

  it('patterns upper-case, drop their fixed characters and check each placeholder', () => {
    expect(fitTextMask('abc2026000000001', MASKS.document_no!)).toEqual({ value: 'ABC2026000000001' });
    expect(fitTextMask('ABC-2026', MASKS.document_no!)).toEqual({
      problem: 'pattern',
      alphanumeric: true,
    });
    expect(fitTextMask('ŞAB2026', MASKS.document_no!)).toEqual({ problem: 'pattern', alphanumeric: true });
    expect(fitTextMask('tr33 0006 1005', MASKS.iban!)).toEqual({ value: 'TR3300061005' });
    expect(fitTextMask('T1', MASKS.iban!)).toEqual({ problem: 'pattern', alphanumeric: false });
    expect(fitTextMask('1AB', MASKS.number_prefix!)).toEqual({ problem: 'pattern', alphanumeric: false });
    expect(fitTextMask('12345ABCDEFGHIJK', MASKS.trade_registry!)).toEqual({ value: '12345ABCDEFGHIJK' });
  });
});

describe('numberMaskProblem', () => {
  it('digits N: 0 to N nines, decimals only with a scale', () => {
    expect(numberMaskProblem('999', MASKS.discount_rate!, true)).toBeNull();
    expect(numberMaskProblem('12.5', MASKS.discount_rate!, true)).toBeNull();
    expect(numberMaskProblem('1000', MASKS.discount_rate!, true)).toEqual({ problem: 'max', max: '999' });
    expect(numberMaskProblem('-1', MASKS.discount_rate!, true)).toEqual({ problem: 'min', min: '0' });
    expect(numberMaskProblem('-0', MASKS.discount_rate!, true)).toBeNull();
    expect(numberMaskProblem('12.5', MASKS.useful_life!, false)).toEqual({ problem: 'integer' });
  });

  it('maxLength counts the number written plainly', () => {
    expect(numberMaskProblem('123456789.12345', MASKS.quantity!, true)).toEqual({
      problem: 'length',
      max: 14,
    });
    expect(numberMaskProblem('1234567.123400', MASKS.quantity!, true)).toBeNull();
    expect(numberMaskProblem('0001.5000', MASKS.quantity!, true)).toBeNull();
  });
});
