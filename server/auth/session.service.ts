import type { AppDeps, Session } from '../app-env';
import { allTables } from '../catalog';
import type { Db } from '../db/database';
import { AppError, Codes } from '../lib/errors';
import { TOKEN_TOUCH_S } from './auth.policy';
import { addSeconds, nowOf } from './auth.clock';
import { computeAuths } from './auths';
import { daysLeft } from './user-info.service';
import { hashToken, looksLikeToken, newToken } from './token.crypto';
import * as tokens from './token.repository';

/** Opens a session: a new random token for the user acting through one authority record. Returns the token. */
export async function openSession(
  deps: AppDeps,
  db: Db,
  grant: { userId: number; yetkiVerId: number; departmentId: number; imitatorUserId?: number | null },
): Promise<string> {
  const now = nowOf(deps);
  const { token, hash } = newToken();
  await tokens.deleteExpiredTokens(db, grant.userId, now);
  await tokens.insertToken(db, {
    hash,
    ...grant,
    now,
    expires: addSeconds(now, deps.config.tokenTtlHours * 3600),
  });
  return token;
}

/** Permissions computed from the same grant and catalogue are the same: kept, at most AUTHS_KEPT of them. */
const AUTHS_KEPT = 1000;
const authsByGrant = new Map<string, Session['auths']>();

/**
 * The permissions of a grant (`computeAuths`), computed once per grant: every request of a session needs them, and
 * the walk over the catalogue's tables was a quarter of a millisecond each time. Keyed by everything they are made
 * of (the catalogue's size — a test fixture may register a table —, the package, the admin flag and the stored
 * auths as text), so a changed grant is a new key and never reads an old answer. Frozen: no caller may change them.
 */
function authsOf(packageId: number, grant: { auths: unknown; is_admin: boolean }): Session['auths'] {
  const tables = allTables();
  const key = `${tables.length}|${packageId}|${grant.is_admin}|${JSON.stringify(grant.auths ?? null)}`;
  const known = authsByGrant.get(key);
  if (known) return known;
  const auths = deepFreeze(computeAuths(tables, packageId, grant));
  if (authsByGrant.size >= AUTHS_KEPT) authsByGrant.clear();
  authsByGrant.set(key, auths);
  return auths;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * The session behind a token from the path, or `fail.token` for an unknown, malformed or expired token
 * or one whose user, authority record or company is no longer active. Slides the expiry (written at most
 * once a minute).
 */
export async function resolveSession(deps: AppDeps, token: string): Promise<Session> {
  if (!looksLikeToken(token)) throw new AppError(Codes.failToken);
  const now = nowOf(deps);
  const row = await tokens.findSession(deps.db, hashToken(token), now);
  if (!row) throw new AppError(Codes.failToken);
  if (now.getTime() - row.last_used_ms >= TOKEN_TOUCH_S * 1000) {
    await tokens.touchToken(deps.db, row.token_id, now, addSeconds(now, deps.config.tokenTtlHours * 3600));
  }
  const packageId = row.package_id ?? 0;
  return {
    tokenId: row.token_id,
    userId: row.user_id,
    departmentId: row.department_id,
    packageId,
    auths: authsOf(packageId, { auths: row.auths, is_admin: row.is_admin }),
    isAdmin: row.is_admin,
    imitatorUserId: row.imitator_user_id === null ? null : Number(row.imitator_user_id),
    subscriptionEnded: (daysLeft(row.son_kullanma_tarihi, now) ?? 0) < 0,
  };
}

/** Ends one session (the token of this device only). */
export async function closeSession(deps: AppDeps, session: Session): Promise<void> {
  await tokens.deleteToken(deps.db, session.tokenId);
}
