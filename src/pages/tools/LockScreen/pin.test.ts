import { describe, expect, it } from 'vitest';
import { acceptsDigit, checkNewPin, makePinRecord, verifyPin } from './pin';
import { sha256Hex } from './sha256';

describe('PIN rules', () => {
  it.each([
    ['', 'check'],
    ['123', 'check'],
    ['12345', 'check'],
    ['12a4', 'check'],
    ['0123', 'mismatch'],
    ['1234', null],
    ['9000', null],
  ])('a new PIN %j → %s', (pin, problem) => {
    expect(checkNewPin(pin)).toBe(problem);
  });

  it('refuses 0 only as the first digit on the lock screen', () => {
    expect(acceptsDigit('', '0')).toBe(false);
    expect(acceptsDigit('', '1')).toBe(true);
    expect(acceptsDigit('1', '0')).toBe(true);
  });

  it('stores a salted hash, not the digits, and verifies against it', () => {
    const a = makePinRecord('4821');
    const b = makePinRecord('4821');
    expect(JSON.stringify(a)).not.toContain('4821');
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(verifyPin('4821', a)).toBe(true);
    expect(verifyPin('4822', a)).toBe(false);
  });
});

describe('sha256Hex', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
    ['şifre ığüöçİ', null],
  ])('matches the standard digest of %j', async (text, expected) => {
    const { createHash } = await import('node:crypto');
    const reference = createHash('sha256').update(text, 'utf8').digest('hex');
    if (expected) expect(reference).toBe(expected);
    expect(sha256Hex(text)).toBe(reference);
    expect(sha256Hex(text.repeat(20))).toBe(createHash('sha256').update(text.repeat(20)).digest('hex'));
  });
});
