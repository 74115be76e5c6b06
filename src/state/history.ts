import { atom } from 'jotai';
import { matchPageRoute } from '../engine/page/paths';
import type { PageDefinition } from '../../domain/pages/page.types';
import { localJsonAtom } from './storage';

/** A history tab: a visited route and its title. */
export interface HistoryTab {
  path: string;
  title: string;
  /** Order of the last visit (higher = more recent); decides which tab goes when the list is full. */
  visited: number;
}

/** Tabs kept at most (spec 000 §9: about 8). */
export const HISTORY_LIMIT = 8;

/** Shell routes that are not page definitions, with their tab titles. */
const SHELL_TITLES: Record<string, string> = {
  '/ayarlar/genel': 'Ayarlar',
  '/ayarlar/kullanicilar': 'Kullanıcılar',
  '/ayarlar/xslt': 'XSLT Şablonları',
  '/firma': 'Profil',
  '/bildirimler': 'Bildirimler',
  '/ad/users': 'Admin Menü',
};

/** Who may open the shell routes that are not for everyone (they answer the 404 page otherwise). */
export interface ShellAccess {
  /** /ad/users is for admins only. */
  isAdmin: boolean;
  /** /ayarlar/kullanicilar is hidden for the branch names 1k, 1t, 3k and 3t. */
  usersHidden: boolean;
}

const EVERYONE: ShellAccess = { isAdmin: true, usersHidden: false };

/** Whether a shell route is open to the user; other paths are not its concern (true). */
export function shellRouteAllowed(path: string, access: ShellAccess): boolean {
  if (path === '/ad/users' || path.startsWith('/ad/users/')) return access.isAdmin;
  if (path === '/ayarlar/kullanicilar') return !access.usersHidden;
  return true;
}

/**
 * The tab title of a route: the page's title for its list, add, edit and detail routes, a shell route's name,
 * or null for routes that get no tab (home, unknown paths, and shell routes that are a 404 for the user).
 */
export function routeTitle(
  path: string,
  pages: readonly PageDefinition[],
  access: ShellAccess = EVERYONE,
): string | null {
  if (!shellRouteAllowed(path, access)) return null;
  if (SHELL_TITLES[path]) return SHELL_TITLES[path];
  const at = matchPageRoute(path, pages);
  if (!at) return null;
  const { def, id } = at;
  if (at.kind === 'list') return def.listTitle ?? def.title;
  if (at.kind === 'create') return def.createOnly ? def.title : `${def.title} - Yeni Kayıt`;
  return `${def.title} - ${at.kind === 'edit' ? 'Düzenle' : 'Detay'} #${id}`;
}

/**
 * Records a visit: a known route keeps its place and becomes the most recent; a new one is added at the
 * end, and when more than HISTORY_LIMIT tabs would remain, the least recently visited one goes.
 */
export function addVisit(tabs: readonly HistoryTab[], path: string, title: string): HistoryTab[] {
  const visited = Math.max(0, ...tabs.map((t) => t.visited)) + 1;
  if (tabs.some((t) => t.path === path)) {
    return tabs.map((t) => (t.path === path ? { ...t, title, visited } : t));
  }
  const next = [...tabs, { path, title, visited }];
  if (next.length <= HISTORY_LIMIT) return next;
  const oldest = next.reduce((a, b) => (b.visited < a.visited ? b : a));
  return next.filter((t) => t !== oldest);
}

/** Where to go after closing `path` while it is the current route: its right neighbour, else its left, else '/'. */
export function nextAfterClose(tabs: readonly HistoryTab[], path: string): string {
  const i = tabs.findIndex((t) => t.path === path);
  return tabs[i + 1]?.path ?? tabs[i - 1]?.path ?? '/';
}

const isTabs = (v: unknown): v is HistoryTab[] =>
  Array.isArray(v) &&
  v.every(
    (t) => typeof t?.path === 'string' && typeof t?.title === 'string' && typeof t?.visited === 'number',
  );

/** The history tabs of visited routes, kept in localStorage (spec 000 §3: history is local client data). */
export const historyAtom = localJsonAtom<HistoryTab[]>('defter.history', [], isTabs);

/** Drops a route from the history (e.g. a record that turned out not to exist). */
export const forgetRouteAtom = atom(null, (get, set, path: string) => {
  set(
    historyAtom,
    get(historyAtom).filter((t) => t.path !== path),
  );
});
