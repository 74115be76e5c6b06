import type { SessionUser } from '../../services/auth';

/** Branch names that do not see the users settings page (spec 000 §2, §6). */
export const HIDDEN_USERS_BRANCHES: readonly string[] = ['1k', '1t', '3k', '3t'];

/** Whether /ayarlar/kullanicilar is hidden (menu and route) for the user's branch name. */
export function usersSettingsHidden(user: Pick<SessionUser, 'firma_sube_adi'> | null): boolean {
  const branch = (user?.firma_sube_adi ?? '').trim().toLowerCase();
  return HIDDEN_USERS_BRANCHES.includes(branch);
}
