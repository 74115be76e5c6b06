import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('writes a self-describing scrypt hash with its own salt and verifies it', async () => {
    const hash = await hashPassword('Demo1234!');
    expect(hash).toMatch(/^scrypt\$N=32768,r=8,p=1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(hash).not.toContain('Demo1234!');
    expect(await hashPassword('Demo1234!')).not.toBe(hash);
    expect(await verifyPassword('Demo1234!', hash)).toBe(true);
    expect(await verifyPassword('demo1234!', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('treats the composed and decomposed forms of a Turkish letter as the same password', async () => {
    const hash = await hashPassword('Şifre\u00e7ok1');
    expect(await verifyPassword('S\u0327ifrec\u0327ok1', hash)).toBe(true);
  });

  it('answers false, without throwing, for missing, malformed or hostile hashes', async () => {
    expect(await verifyPassword('Demo1234!', null)).toBe(false);
    expect(await verifyPassword('Demo1234!', '')).toBe(false);
    expect(await verifyPassword('Demo1234!', 'Demo1234!')).toBe(false);
    expect(await verifyPassword('Demo1234!', '$2b$10$abcdefghijklmnopqrstuv')).toBe(false);
    const good = await hashPassword('Demo1234!');
    // A damaged hash asking for 2^30 blocks (128 GiB) must be refused, not attempted.
    expect(await verifyPassword('Demo1234!', good.replace('N=32768', 'N=1073741824'))).toBe(false);
    expect(await verifyPassword('Demo1234!', good.replace('N=32768', 'N=30000'))).toBe(false);
  });

  it('still verifies a hash made with other (older) parameters', async () => {
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('Demo1234!', salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const old = `scrypt$N=16384,r=8,p=1$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword('Demo1234!', old)).toBe(true);
    expect(await verifyPassword('Demo1234?', old)).toBe(false);
  });
});
