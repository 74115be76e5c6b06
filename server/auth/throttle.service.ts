import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import {
  LOGIN_ACCOUNT_THROTTLE,
  LOGIN_ADDRESS_THROTTLE,
  LOGIN_KNOWN_ADDRESS_S,
  LOGIN_PAIR_THROTTLE,
  OTP_GUESSES_PER_USER,
  OTP_SENDS_PER_ADDRESS,
  OTP_SENDS_PER_USER,
  type CapRule,
  type DelayRule,
} from './auth.policy';
import { addSeconds } from './auth.clock';
import * as attempts from './throttle.repository';

/** A refused try: the machine code, its HTTP status and the whole seconds until the next try is possible. */
export interface Refusal {
  refused: string;
  status: 400 | 429;
  retryAfter: number;
}

/** Machine codes of refused tries (texts in domain/messages codeTexts, with the wait). */
export const ThrottleCodes = {
  login: 'login.throttled',
  otp: 'otp.throttled',
} as const;

function secondsUntil(ms: number, now: Date): number {
  const left = ms - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** Seconds the next try of a key waits under a growing-delay rule, given its failures in the rule's window. */
export function delayWait(rule: DelayRule, stats: attempts.KeyStats, now: Date): number {
  if (stats.count < rule.free || stats.last_ms === null) return 0;
  const delayS = Math.min(rule.capS, 2 ** (stats.count - rule.free));
  return secondsUntil(stats.last_ms + delayS * 1000, now);
}

/** The throttle's keys of one login try. */
export interface LoginKeys {
  /** This account at this address. */
  pair: string;
  /** This address, every account. */
  address: string;
  /** This account, every address. */
  account: string;
  /** Marks this address as one the account logged in from. */
  known: string;
}

/**
 * The keys of a login try. The account is the user's id when the identifier names one, otherwise a hash of the
 * identifier: unknown accounts are throttled exactly like known ones, and no typed e-mail is stored.
 */
export function loginKeys(userId: number | undefined, identifier: string, address: string): LoginKeys {
  const account =
    userId !== undefined
      ? `u${userId}`
      : `x${createHash('sha256').update(identifier.toLowerCase()).digest('base64url').slice(0, 22)}`;
  return {
    pair: `login:pair:${account}@${address}`,
    address: `login:address:${address}`,
    account: `login:account:${account}`,
    known: `login:known:${account}@${address}`,
  };
}

/**
 * Decides whether a login try may check its password, in one transaction under the keys' locks (so parallel
 * tries, in any server process, are decided one after the other). Refused: the seconds to wait, nothing counted.
 * Admitted: the try is counted as a failure right away (`attemptIds`); `loginSucceeded` takes it back.
 */
export async function admitLogin(
  db: Db,
  now: Date,
  keys: LoginKeys,
): Promise<{ attemptIds: number[] } | { retryAfter: number }> {
  const since = (seconds: number) => addSeconds(now, -seconds);
  return db.transaction().execute(async (trx) => {
    await attempts.lockKeys(trx, [keys.pair, keys.address, keys.account]);
    const pair = await attempts.keyStats(trx, keys.pair, since(LOGIN_PAIR_THROTTLE.windowS));
    const address = await attempts.keyStats(trx, keys.address, since(LOGIN_ADDRESS_THROTTLE.windowS));
    const account = await attempts.keyStats(trx, keys.account, since(LOGIN_ACCOUNT_THROTTLE.windowS));
    const known = await attempts.hasAttemptSince(trx, keys.known, since(LOGIN_KNOWN_ADDRESS_S));
    const wait = Math.max(
      delayWait(LOGIN_PAIR_THROTTLE, pair, now),
      delayWait(LOGIN_ADDRESS_THROTTLE, address, now),
      known ? 0 : delayWait(LOGIN_ACCOUNT_THROTTLE, account, now),
    );
    if (wait > 0) return { retryAfter: wait };
    await attempts.pruneAttempts(trx, now);
    const rows = [
      { key: keys.pair, expires: addSeconds(now, LOGIN_PAIR_THROTTLE.windowS) },
      { key: keys.address, expires: addSeconds(now, LOGIN_ADDRESS_THROTTLE.windowS) },
    ];
    if (pair.count < LOGIN_PAIR_THROTTLE.free)
      rows.push({ key: keys.account, expires: addSeconds(now, LOGIN_ACCOUNT_THROTTLE.windowS) });
    return { attemptIds: await attempts.insertAttempts(trx, now, rows) };
  });
}

/**
 * A right password: the try is not a failure after all, this address's failures for the account are forgotten,
 * and the address becomes a known one for the account (LOGIN_KNOWN_ADDRESS_S). Failures of the address with other
 * accounts stay: a login to an account of one's own must not wash a guess at someone else's.
 */
export async function loginSucceeded(db: Db, now: Date, keys: LoginKeys, attemptIds: number[]) {
  await db.transaction().execute(async (trx) => {
    await attempts.deleteAttempts(trx, attemptIds);
    await attempts.deleteKeys(trx, [keys.pair, keys.known]);
    await attempts.insertAttempts(trx, now, [
      { key: keys.known, expires: addSeconds(now, LOGIN_KNOWN_ADDRESS_S) },
    ]);
  });
}

/**
 * Counts one try under each key unless one of them already holds its rule's `max` tries within its window; then
 * the seconds until enough of them have left the window. Decided under the keys' locks, like `admitLogin`.
 */
export async function admitCapped(
  db: Db,
  now: Date,
  limits: { key: string; rule: CapRule }[],
): Promise<{ attemptIds: number[] } | { retryAfter: number }> {
  return db.transaction().execute(async (trx) => {
    await attempts.lockKeys(
      trx,
      limits.map((l) => l.key),
    );
    let wait = 0;
    for (const { key, rule } of limits) {
      const since = addSeconds(now, -rule.windowS);
      const { count } = await attempts.keyStats(trx, key, since);
      if (count < rule.max) continue;
      const oldest = await attempts.attemptTime(trx, key, since, count - rule.max);
      if (oldest !== undefined) wait = Math.max(wait, secondsUntil(oldest + rule.windowS * 1000, now));
    }
    if (wait > 0) return { retryAfter: wait };
    await attempts.pruneAttempts(trx, now);
    const rows = limits.map(({ key, rule }) => ({ key, expires: addSeconds(now, rule.windowS) }));
    return { attemptIds: await attempts.insertAttempts(trx, now, rows) };
  });
}

/** Takes counted tries back (a right one-time code is not a wrong guess). */
export async function forgetAttempts(db: Db, attemptIds: number[]) {
  await attempts.deleteAttempts(db, attemptIds);
}

/** The caps a code send (login's code step or a resend) counts under: the user's and the address's. */
export function otpSendLimits(userId: number, address: string) {
  return [
    { key: `otp:send:user:u${userId}`, rule: OTP_SENDS_PER_USER },
    { key: `otp:send:address:${address}`, rule: OTP_SENDS_PER_ADDRESS },
  ];
}

/** The cap a code guess counts under: the user's, over all their codes. */
export function otpGuessLimits(userId: number) {
  return [{ key: `otp:guess:user:u${userId}`, rule: OTP_GUESSES_PER_USER }];
}
