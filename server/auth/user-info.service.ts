import type { AppDeps, Session } from '../app-env';
import { nowOf } from './auth.clock';
import * as users from './user.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's date in Türkiye (Europe/Istanbul) as YYYY-MM-DD: subscriptions end at the end of a Turkish day. */
// Made once: building an Intl.DateTimeFormat costs about a millisecond, and every request's session asks for today.
const ISTANBUL_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' });

export function turkishToday(now: Date): string {
  return ISTANBUL_DAY.format(now);
}

/** Whole days from today to the subscription's last day (0 on the last day, negative once it has passed). */
export function daysLeft(lastDay: string | null, now: Date): number | null {
  if (!lastDay) return null;
  const end = Date.parse(`${lastDay.slice(0, 10)}T00:00:00Z`);
  const today = Date.parse(`${turkishToday(now)}T00:00:00Z`);
  return Number.isNaN(end) ? null : Math.round((end - today) / DAY_MS);
}

/** getLoggedInUserInfo: the user (without password), permissions, the company of this session. */
export async function loggedInUserInfo(deps: AppDeps, session: Session) {
  const [user, department, yetkiCount] = [
    await users.findUserInfo(deps.db, session.userId),
    await users.findDepartmentInfo(deps.db, session.departmentId),
    await users.countGrants(deps.db, session.userId),
  ];
  return {
    // department_id is the company this session acts in (the user's default company may differ).
    user: { ...user, department_id: session.departmentId },
    auths: session.auths,
    department: { ...department, kalan_gun: daysLeft(department.son_kullanma_tarihi, nowOf(deps)) },
    is_admin: session.isAdmin,
    yetki_count: yetkiCount,
    // The admin behind an impersonation token (the top bar offers "Taklitten Çık"), else null.
    imitator_user_id: session.imitatorUserId ?? null,
  };
}
