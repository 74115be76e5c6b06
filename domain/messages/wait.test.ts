import { describe, expect, it } from 'vitest';
import { codeText, codeTexts, waitText } from './index';

describe('waitText and codeText (a refused try says when the next one is possible)', () => {
  it('puts seconds into Turkish words, rounded up', () => {
    expect([1, 45, 59, 60, 61, 119, 900, 3580, 3600, 3601, 5400].map(waitText)).toEqual([
      '1 saniye',
      '45 saniye',
      '59 saniye',
      '1 dakika',
      '2 dakika',
      '2 dakika',
      '15 dakika',
      '1 saat',
      '1 saat',
      '1 saat 1 dakika',
      '1 saat 30 dakika',
    ]);
  });

  it('adds the wait to the throttle codes only, and falls back to the plain text without retry_after', () => {
    expect(codeText('login.throttled', { retry_after: 4 })).toBe(
      'Çok fazla başarısız giriş denemesi yapıldı. Lütfen 4 saniye sonra tekrar deneyiniz.',
    );
    expect(codeText('login.throttled')).toBe(codeTexts['login.throttled']);
    expect(codeText('otp.wait', { retry_after: 45 })).toBe(codeTexts['otp.wait']);
    expect(codeText('bilinmeyen.kod', { retry_after: 45 })).toBeUndefined();
  });
});
