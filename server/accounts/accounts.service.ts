import type { AppDeps, Session } from '../app-env';
import { findActiveGrant } from '../auth/user.repository';
import { addSeconds, nowOf } from '../auth/auth.clock';
import { TOKEN_TOUCH_S } from '../auth/auth.policy';
import { openSession } from '../auth/session.service';
import { touchToken } from '../auth/token.repository';
import { AppError, Codes } from '../lib/errors';
import { parseId } from '../tables/table.service';
import * as repo from './accounts.repository';

const noAuth = () => new AppError(Codes.noAuth, 400);
const failId = () => new AppError(Codes.failId, 400);

/** Admins hold `admin.userImitation` with a first entry 0 (contract, "Permissions"). */
function mayImitate(session: Session): boolean {
  return String(session.auths.admin?.userImitation?.[0]?.[0] ?? '') === '0';
}

/**
 * Seconds the old token still works after a switch: calls already on their way (other polls, other tabs)
 * finish instead of answering fail.token, which would log the browser out. No longer than the touch
 * interval, so that a use in the meantime cannot slide its expiry.
 */
export const SWITCH_GRACE_S = TOKEN_TOUCH_S;

/**
 * getUserTokenYetki/{id}: a new token of the SAME user acting through another of their authority records
 * (another company). The old token ends after a short grace. An impersonation token cannot switch: the
 * admin would leave the company they administer.
 */
export async function switchCompany(deps: AppDeps, session: Session, rawId: string): Promise<string> {
  const yetkiVerId = parseId(rawId);
  if (session.imitatorUserId) throw noAuth();
  const grant = await findActiveGrant(deps.db, session.userId, yetkiVerId);
  if (!grant) throw failId();
  const token = await openSession(deps, deps.db, {
    userId: session.userId,
    yetkiVerId: grant.yetki_ver_id,
    departmentId: grant.department_id,
  });
  const now = nowOf(deps);
  await touchToken(deps.db, session.tokenId, now, addSeconds(now, SWITCH_GRACE_S));
  return token;
}

/**
 * getUserToken/{userId}: an admin opens a session as another user of the admin's own company (never
 * themselves, never another admin of the company). The token carries `imitator_user_id`; the admin's own
 * token stays valid so that "Taklitten Çık" can return to it.
 */
export async function imitate(deps: AppDeps, session: Session, rawUserId: string): Promise<string> {
  const userId = parseId(rawUserId);
  if (!session.isAdmin || !mayImitate(session) || session.imitatorUserId) throw noAuth();
  const [target] = await repo.imitableUsers(deps.db, {
    departmentId: session.departmentId,
    adminUserId: session.userId,
    search: '',
    limit: 1,
    userId,
  });
  if (!target) throw failId();
  return openSession(deps, deps.db, {
    userId: target.id,
    yetkiVerId: target.yetki_ver_id,
    departmentId: session.departmentId,
    imitatorUserId: session.userId,
  });
}

/** getImitableUsers: the users the admin may impersonate, searched by e-mail or name (at most 100). */
export async function imitableUsers(deps: AppDeps, session: Session, search: unknown) {
  if (!session.isAdmin || !mayImitate(session) || session.imitatorUserId) throw noAuth();
  const text = typeof search === 'string' ? search.trim().slice(0, 100) : '';
  const users = await repo.imitableUsers(deps.db, {
    departmentId: session.departmentId,
    adminUserId: session.userId,
    search: text,
    limit: 100,
  });
  return users.map(({ id, email, name_basic, surname }) => ({ id, email, name_basic, surname }));
}
