import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// A share link's token (docs/mail.md, "Share links"): `{id}.{expires}.{nonce}.{signature}`, the signature an
// HMAC-SHA256 (SHARE_LINK_SECRET) of the first three. The token alone tells the server which row to read and until
// when; the row decides whether it still holds (revoked, or made again with another nonce).

export interface ShareClaims {
  id: number;
  /** Seconds since the epoch. */
  expires: number;
  nonce: string;
}

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

export const newNonce = () => randomBytes(12).toString('base64url');

export function shareToken(secret: string, c: ShareClaims): string {
  const payload = `${c.id}.${c.expires}.${c.nonce}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The claims of a well-formed token with a right signature, else null (tampered, made up, truncated). */
export function readShareToken(secret: string, token: string): ShareClaims | null {
  const m = /^(\d{1,15})\.(\d{9,11})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const expected = Buffer.from(sign(secret, `${m[1]}.${m[2]}.${m[3]}`));
  const given = Buffer.from(m[4]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { id: Number(m[1]), expires: Number(m[2]), nonce: m[3] };
}
