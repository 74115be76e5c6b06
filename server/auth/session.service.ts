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
    auths: computeAuths(allTables(), packageId, { auths: row.auths, is_admin: row.is_admin }),
    isAdmin: row.is_admin,
    imitatorUserId: row.imitator_user_id === null ? null : Number(row.imitator_user_id),
    subscriptionEnded: (daysLeft(row.son_kullanma_tarihi, now) ?? 0) < 0,
  };
}

/** Ends one session (the token of this device only). */
export async function closeSession(deps: AppDeps, session: Session): Promise<void> {
  await tokens.deleteToken(deps.db, session.tokenId);
}
