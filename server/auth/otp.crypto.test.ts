import { describe, expect, it } from 'vitest';
import { hashOtpCode, newOtpCode, normaliseOtpCode, otpCodeMatches, phoneHint } from './otp.crypto';

describe('one-time code helpers', () => {
  it('shows a Turkish mobile number as +90 (5**) *** ** NN, whatever its spelling', () => {
    expect(phoneHint('+90 (533) 618 24 67')).toBe('+90 (5**) *** ** 67');
    expect(phoneHint('905326182412')).toBe('+90 (5**) *** ** 12');
    expect(phoneHint('0532 618 24 12')).toBe('+90 (5**) *** ** 12');
    expect(phoneHint('+49 151 2345678')).toBe('+** *** *****78');
  });

  it('makes 6-digit codes and accepts typed codes only as 6 digits', () => {
    for (let i = 0; i < 50; i++) expect(newOtpCode()).toMatch(/^\d{6}$/);
    expect(newOtpCode('123456')).toBe('123456');
    expect(normaliseOtpCode('012 345')).toBe('012345');
    expect(normaliseOtpCode(12345)).toBe('012345');
    for (const bad of ['12345', '1234567', '12a456', '', null, undefined, 1.5, -1, 1234567, ['123456']])
      expect(normaliseOtpCode(bad)).toBeNull();
  });

  it('binds the stored hash to its record', () => {
    const h = hashOtpCode('record-a', '123456');
    expect(otpCodeMatches('record-a', '123456', h)).toBe(true);
    expect(otpCodeMatches('record-a', '123457', h)).toBe(false);
    expect(otpCodeMatches('record-b', '123456', h)).toBe(false);
    expect(otpCodeMatches('record-a', '123456', 'not-hex')).toBe(false);
  });
});
