import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt with N=2^15, r=8, p=1: 32 MiB of memory and about 110 ms per hash on the project's machines.
// The parameters are written into every hash, so raising them later leaves older hashes verifiable.
const PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// Hashes asking for more memory than this are refused: a damaged hash string must not exhaust the server.
const MAX_MEMORY = 128 * 1024 * 1024;

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

function derive(plain: string, salt: Buffer, params: ScryptParams, length: number) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(plain.normalize('NFC'), salt, length, { ...params, maxmem: 2 * MAX_MEMORY }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** Hashes a password with scrypt into a self-describing string: `scrypt$N=32768,r=8,p=1$<salt>$<key>` (base64). */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(plain, salt, PARAMS, KEY_LENGTH);
  const { N, r, p } = PARAMS;
  return `scrypt$N=${N},r=${r},p=${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

function parse(hash: string) {
  const m = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+=*)\$([A-Za-z0-9+/]+=*)$/.exec(hash);
  if (!m) return null;
  const params = { N: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
  const { N, r, p } = params;
  if (N < 2 || (N & (N - 1)) !== 0 || r < 1 || p < 1 || p > 16 || 128 * N * r > MAX_MEMORY) return null;
  const salt = Buffer.from(m[4], 'base64');
  const key = Buffer.from(m[5], 'base64');
  if (salt.length < 8 || key.length < 16 || key.length > 64) return null;
  return { params, salt, key };
}

/** True when `plain` matches the hash; false for a wrong password and for a missing or malformed hash. */
export async function verifyPassword(plain: string, hash: string | null | undefined): Promise<boolean> {
  const parsed = typeof hash === 'string' ? parse(hash) : null;
  if (!parsed) {
    // The same work as a real check, so an unknown user cannot be told apart by the answer's timing.
    await derive(plain, randomBytes(SALT_LENGTH), PARAMS, KEY_LENGTH);
    return false;
  }
  const key = await derive(plain, parsed.salt, parsed.params, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}
