/**
 * Login, one-time code and session calls (docs/api-contract.md, "Session"), all through `call` of http.ts.
 *
 *   login(email, password)   POST /api/v1/login            {email, password}  → token string | OtpChallenge
 *   verifyOtp(otp_id, code)  POST /api/v1/otp              {otp_id, code}     → token string
 *   resendOtp(otp_id)        POST /api/v1/otp/resend       {otp_id}           → {otp_id, resend_after}
 *   getUserInfo()            POST /api/v1/{token}/getLoggedInUserInfo         → LoggedInUserInfo
 *   systemCheck()            POST /api/v1/{token}                             → {message: 'service.ok'}
 *   logOut()                 POST /api/v1/{token}/logOut
 */
import type { PackageId } from '../../domain/packages';
import { call, clearLocalData } from './http';

/** The one-time-code step the server asks for when `data.token` is an object. */
export interface OtpChallenge {
  otp_id: string;
  /** Masked phone number, e.g. '+90 (5**) *** ** 12'. */
  phone_hint: string;
  /** Seconds before a new code may be requested. */
  resend_after: number;
}

/** Per-table column-set ids by verb, and the admin entries (contract, "Permissions"). */
export interface Auths {
  tables: Record<string, Partial<Record<AuthVerb, string[]>> | undefined>;
  admin?: { authWizard?: string[][]; userImitation?: string[][] };
}
/** The verbs of a table permission. */
export type AuthVerb =
  'lists' | 'queries' | 'shows' | 'edits' | 'creates' | 'delete' | 'deleteds' | 'restore';

/** The logged-in user (users record). */
export interface SessionUser {
  id: number;
  email: string;
  tc: string | null;
  name_basic: string;
  surname: string;
  phone: string | null;
  department_id: number;
  firma_sube_adi: string | null;
  kullanici_ayarlari: unknown;
}

/** The user's company (departments record) with its package and subscription. */
export interface SessionDepartment {
  id: number;
  name_basic: string;
  musteri_paketi_id: PackageId;
  paket_adi: string;
  son_kullanma_tarihi: string | null;
  /** Days left of the subscription; under 7 the top bar shows it in red. */
  kalan_gun: number | null;
  firma_adresi: string | null;
}

/** The answer of getLoggedInUserInfo. */
export interface LoggedInUserInfo {
  user: SessionUser;
  auths: Auths;
  department: SessionDepartment;
  is_admin: boolean;
  yetki_count: number;
  /** The admin acting as this user (an impersonation token); null or absent otherwise. */
  imitator_user_id?: number | null;
}

/** Outcome of a login: logged in with a token, or a one-time code is needed. */
export type LoginResult = { token: string } | { otp: OtpChallenge };

/** Posts the credentials; a string token is stored by the caller, an object starts the code step. */
export async function login(email: string, password: string): Promise<LoginResult> {
  const data = await call<{ token: string | OtpChallenge }>('login', { email, password }, { auth: false });
  return typeof data.token === 'string' ? { token: data.token } : { otp: data.token };
}

/** Posts the 6-digit code; answers the session token. */
export async function verifyOtp(otp_id: string, code: string): Promise<string> {
  const data = await call<{ token: string }>('otp', { otp_id, code }, { auth: false });
  return data.token;
}

/** Asks for a new code; the server answers 400 `otp.wait` with `retry_after` inside the cooldown. */
export function resendOtp(otp_id: string) {
  return call<{ otp_id: string; resend_after: number }>('otp/resend', { otp_id }, { auth: false });
}

/** The session's user, company, permissions and admin flag; a 400 means the token is invalid. */
export function getUserInfo() {
  return call<LoggedInUserInfo>('getLoggedInUserInfo');
}

/** The 60 s system check; `fail.token` is handled by http.ts (logs out). */
export function systemCheck() {
  return call<{ message: string }>('');
}

/** Full page loads, as an object so that tests can replace them (jsdom cannot navigate). */
export const pageLoad = {
  /** Loads `path` afresh (after login, verification and logout). */
  assign(path: string) {
    window.location.assign(path);
  },
};

/** Milliseconds between logout and the reload (spec 000 §9). */
export const LOGOUT_RELOAD_MS = 500;

/** Logs out: tells the server (best effort), clears local data, reloads at `/` after 500 ms. */
export async function signOut() {
  try {
    await call('logOut');
  } catch {
    // The local logout must happen even when the server is unreachable or the token already expired.
  }
  clearLocalData();
  await new Promise((resolve) => setTimeout(resolve, LOGOUT_RELOAD_MS));
  pageLoad.assign('/');
}

const PENDING_KEY = 'defter.login';

/** The login data held between /login and /verification (sessionStorage, cleared after verification). */
export interface PendingLogin extends OtpChallenge {
  email: string;
  /** When the current code was sent (ms since epoch): the resend countdown runs from here. */
  sent_at: number;
}

/** Reads, writes and clears the pending login of the code step. */
export const pendingLogin = {
  get(): PendingLogin | null {
    try {
      const raw = globalThis.sessionStorage?.getItem(PENDING_KEY);
      const value = raw ? (JSON.parse(raw) as PendingLogin) : null;
      return value && typeof value.otp_id === 'string' ? value : null;
    } catch {
      return null;
    }
  },
  set: (value: PendingLogin) => globalThis.sessionStorage?.setItem(PENDING_KEY, JSON.stringify(value)),
  clear: () => globalThis.sessionStorage?.removeItem(PENDING_KEY),
};
