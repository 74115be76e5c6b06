import type { PinRecord } from '../../../state/lock';
import { sha256Hex } from './sha256';

/** Digits of a lock PIN (spec 000 §5). */
export const PIN_LENGTH = 4;

/** Why a PIN is refused: not exactly 4 digits ('check'), or a first digit that is not 1–9 ('mismatch'). */
export type PinProblem = 'check' | 'mismatch';

/** Checks a new PIN: exactly 4 digits, the first 1–9 (a PIN starting with 0 could never be typed on the lock screen). */
export function checkNewPin(pin: string): PinProblem | null {
  if (!/^\d{4}$/.test(pin)) return 'check';
  return pin[0] === '0' ? 'mismatch' : null;
}

/** Whether `digit` may be typed next on the lock screen after `typed` (the first digit must be 1–9). */
export function acceptsDigit(typed: string, digit: string): boolean {
  return !(typed === '' && digit === '0');
}

const hashOf = (pin: string, salt: string) => sha256Hex(`defter-pin:${salt}:${pin}`);

function randomSalt(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The stored form of a PIN: a random salt and the salted hash, never the digits. */
export function makePinRecord(pin: string): PinRecord {
  const salt = randomSalt();
  return { salt, hash: hashOf(pin, salt) };
}

/** Whether `pin` is the PIN of `record`. */
export function verifyPin(pin: string, record: PinRecord): boolean {
  return hashOf(pin, record.salt) === record.hash;
}
