import { atom } from 'jotai';
import type { LoggedInUserInfo } from '../services/auth';

/** getLoggedInUserInfo of the current session; null until loaded and after logout. */
export const userInfoAtom = atom<LoggedInUserInfo | null>(null);

/** The logged-in user. */
export const userAtom = atom((get) => get(userInfoAtom)?.user ?? null);

/** The user's company: name, package, subscription. */
export const departmentAtom = atom((get) => get(userInfoAtom)?.department ?? null);

/** The company's package (musteri_paketi_id); null before the user info arrives. */
export const packageIdAtom = atom((get) => get(departmentAtom)?.musteri_paketi_id ?? null);

/** Per-table permissions of the session. */
export const authsAtom = atom((get) => get(userInfoAtom)?.auths ?? { tables: {} });

/** Admin: the server's flag, or the first authWizard entry being 0 (spec 000 §6). */
export const isAdminAtom = atom((get) => {
  const info = get(userInfoAtom);
  if (!info) return false;
  return info.is_admin === true || String(info.auths?.admin?.authWizard?.[0]?.[0] ?? '') === '0';
});
