import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from './auth.policy';

/** An unguessable id for a one-time-code record (the browser holds it between the two login steps). */
export function newOtpId(): string {
  return randomBytes(16).toString('base64url');
}

/** A uniformly random 6-digit code, or the configured fixed code (tests only). */
export function newOtpCode(fixed?: string): string {
  return fixed ?? String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** The stored form of a code, bound to its record so equal codes of two records hash differently. */
export function hashOtpCode(otpId: string, code: string): string {
  return createHmac('sha256', otpId).update(code).digest('hex');
}

/** Compares a typed code with the stored hash in constant time. */
export function otpCodeMatches(otpId: string, code: string, storedHash: string): boolean {
  const a = Buffer.from(hashOtpCode(otpId, code), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A code as typed: 6 digits as a string (a number is accepted and zero-padded); null when it cannot be one. */
export function normaliseOtpCode(value: unknown): string | null {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 10 ** OTP_LENGTH)
    return String(value).padStart(OTP_LENGTH, '0');
  if (typeof value !== 'string') return null;
  const code = value.replace(/\s/g, '');
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code) ? code : null;
}

/** The phone as the code step shows it: `+90 (5**) *** ** 67` for a Turkish mobile, otherwise all but the last two digits starred. */
export function phoneHint(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national =
    digits.length === 12 && digits.startsWith('90')
      ? digits.slice(2)
      : digits.length === 11 && digits.startsWith('0')
        ? digits.slice(1)
        : digits;
  if (national.length === 10) return `+90 (${national[0]}**) *** ** ${national.slice(-2)}`;
  let seen = 0;
  const total = digits.length;
  return phone.replace(/\d/g, (d) => (++seen > total - 2 ? d : '*'));
}
