import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { localJsonAtom } from './storage';
import { openToolAtom } from './tools';

/** The cookie that says the screen is locked (spec 000 §3: the lock flag is a cookie). */
export const LOCK_COOKIE = 'defter_lock';
/** A year: the lock outlives a browser restart (browsers cap cookies at 400 days anyway). */
const LOCK_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Whether the lock cookie is set. */
export function readLockCookie(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim() === `${LOCK_COOKIE}=1`);
}

/** Sets or removes the lock cookie. */
export function writeLockCookie(locked: boolean) {
  if (typeof document === 'undefined') return;
  document.cookie = locked
    ? `${LOCK_COOKIE}=1; path=/; max-age=${LOCK_COOKIE_MAX_AGE}; SameSite=Strict`
    : `${LOCK_COOKIE}=; path=/; max-age=0; SameSite=Strict`;
}

const lockedCookieAtom = atomWithLazy(readLockCookie);

/** Whether the screen is locked; writing it sets or removes the cookie. */
export const lockedAtom = atom(
  (get) => get(lockedCookieAtom),
  (_get, set, locked: boolean) => {
    writeLockCookie(locked);
    set(lockedCookieAtom, locked);
  },
);

/** Re-reads the cookie (another tab may have locked or unlocked). */
export const syncLockAtom = atom(null, (get, set) => {
  const locked = readLockCookie();
  if (get(lockedCookieAtom) !== locked) set(lockedCookieAtom, locked);
});

/** The stored PIN: a salted SHA-256, never the digits. */
export interface PinRecord {
  salt: string;
  hash: string;
}

const isPinRecord = (v: unknown): v is PinRecord | null =>
  v === null ||
  (typeof v === 'object' &&
    typeof (v as PinRecord).salt === 'string' &&
    typeof (v as PinRecord).hash === 'string');

/** The PIN of this browser (local client settings hold the pin, spec 000 §3); null = none set. */
export const pinRecordAtom = localJsonAtom<PinRecord | null>('defter.lock.pin', null, isPinRecord);

/** The lock button and Ctrl+Y: with a PIN the screen locks; without one the PIN dialog opens. */
export const requestLockAtom = atom(null, (get, set) => {
  if (get(pinRecordAtom)) {
    set(openToolAtom, null);
    set(lockedAtom, true);
  } else set(openToolAtom, 'pin');
});
