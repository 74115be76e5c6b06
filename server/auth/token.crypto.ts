import { createHash, randomBytes } from 'node:crypto';

/** A new session token (32 random bytes, base64url) and the sha-256 that is the only thing stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The stored form of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a path segment can be a token at all (saves a database round trip for garbage). */
export function looksLikeToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
