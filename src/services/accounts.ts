/**
 * The account calls of the top bar (docs/accounts-billing.md), through `call` of http.ts:
 *
 *   switchCompany(yetkiVerId)  POST /api/v1/{token}/getUserTokenYetki/{id}   → {token}
 *   impersonate(userId)        POST /api/v1/{token}/getUserToken/{userId}    → {token}
 *   imitableUsers(search)      POST /api/v1/{token}/getImitableUsers {search} → {users}
 *   exitImitation()            the admin token again, then POST /api/v1/{imitation token}/logOut
 */
import { pageLoad } from './auth';
import { call, http, tokenStore } from './http';

/** Milliseconds between a switch and the reload (spec 000 §9). */
export const SWITCH_RELOAD_MS = 500;

/** A user the admin may act as. */
export interface ImitableUser {
  id: number;
  email: string;
  name_basic: string | null;
  surname: string | null;
}

const ADMIN_TOKEN_KEY = 'defter.imitator.token';

/** The admin's own token, kept while impersonating (under `defter.`, so a logout forgets it too). */
export const adminTokenStore = {
  get: (): string | null => globalThis.localStorage?.getItem(ADMIN_TOKEN_KEY) ?? null,
  set: (token: string) => globalThis.localStorage?.setItem(ADMIN_TOKEN_KEY, token),
  clear: () => globalThis.localStorage?.removeItem(ADMIN_TOKEN_KEY),
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reloads the app at `/` with the token now stored, after 500 ms. */
async function reload() {
  await wait(SWITCH_RELOAD_MS);
  pageLoad.assign('/');
}

/** Switches to another company of the same user: stores the new token and reloads after 500 ms. */
export async function switchCompany(yetkiVerId: number | string): Promise<void> {
  const { token } = await call<{ token: string }>(
    `getUserTokenYetki/${encodeURIComponent(String(yetkiVerId))}`,
  );
  tokenStore.set(token);
  await reload();
}

/** The users of the company the admin may impersonate, matched by e-mail or name. */
export async function imitableUsers(search: string): Promise<ImitableUser[]> {
  return (await call<{ users: ImitableUser[] }>('getImitableUsers', { search })).users;
}

/** Acts as another user: keeps the admin token, stores the user's token and reloads after 500 ms. */
export async function impersonate(userId: number): Promise<void> {
  const admin = tokenStore.get();
  const { token } = await call<{ token: string }>(`getUserToken/${userId}`);
  if (admin) adminTokenStore.set(admin);
  tokenStore.set(token);
  await reload();
}

/**
 * "Taklitten Çık": brings the admin token back first (so that no new call uses the imitation), then ends the
 * imitation token (best effort) and reloads. Without a kept admin token (another browser) it is a plain
 * logout.
 */
export async function exitImitation(): Promise<void> {
  const imitation = tokenStore.get();
  const admin = adminTokenStore.get();
  adminTokenStore.clear();
  if (admin) tokenStore.set(admin);
  else tokenStore.clear();
  if (imitation) {
    // Straight through ky: `call` would use the token now stored, the admin's.
    await http(`${encodeURIComponent(imitation)}/logOut`).catch(() => undefined);
  }
  await reload();
}
