// The numbers of login, one-time codes and sessions, in one place (README and the report quote them).

/**
 * A growing delay: once a key has `free` failures within `windowS`, its next try waits 2^(failures − free)
 * seconds after the last failure (1, 2, 4, … s), at most `capS`.
 */
export interface DelayRule {
  free: number;
  windowS: number;
  capS: number;
}
/** A plain cap: at most `max` counted attempts within `windowS`; the next one waits until the oldest leaves. */
export interface CapRule {
  max: number;
  windowS: number;
}

const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;

/** Failed logins of one account from one address (its owner elsewhere is not slowed by them). */
export const LOGIN_PAIR_THROTTLE: DelayRule = { free: 5, windowS: DAY_S, capS: 15 * 60 };
/** Failed logins from one address, over every account. */
export const LOGIN_ADDRESS_THROTTLE: DelayRule = { free: 10, windowS: HOUR_S, capS: 15 * 60 };
/**
 * Failed logins of one account from every address, each address counting with its first LOGIN_PAIR_THROTTLE.free
 * failures only (one address alone never slows the account); not applied at an address where the account logged
 * in within LOGIN_KNOWN_ADDRESS_S.
 */
export const LOGIN_ACCOUNT_THROTTLE: DelayRule = { free: 20, windowS: DAY_S, capS: 15 * 60 };
/** How long a successful login makes its address a known one for that account. */
export const LOGIN_KNOWN_ADDRESS_S = 30 * DAY_S;
/** Longest password the KDF is run on; longer input is a wrong password. */
export const PASSWORD_MAX_LENGTH = 256;

/** Digits of a one-time code (spec 000 §5). */
export const OTP_LENGTH = 6;
/** A code is valid for this many seconds after it was sent. */
export const OTP_TTL_S = 180;
/** Seconds before a new code may be requested (spec 000 §5). */
export const OTP_RESEND_S = 120;
/** Wrong tries that lock a code; a resent code starts again at zero. */
export const OTP_MAX_ATTEMPTS = 5;
/** Codes (SMS) sent to one user, by logins and resends together. */
export const OTP_SENDS_PER_USER: CapRule = { max: 10, windowS: HOUR_S };
/** Codes (SMS) sent for requests from one address, over every user. */
export const OTP_SENDS_PER_ADDRESS: CapRule = { max: 20, windowS: HOUR_S };
/** Wrong codes of one user over all their codes: a new login or resend does not give new guesses. */
export const OTP_GUESSES_PER_USER: CapRule = { max: 10, windowS: HOUR_S };

/** A token's sliding expiry is written at most this often, in seconds. */
export const TOKEN_TOUCH_S = 60;
