// The numbers of login, one-time codes and sessions, in one place (README and the report quote them).

/** Failed logins of one account within the window after which logins are refused without checking. */
export const LOGIN_MAX_FAILURES = 10;
/** The throttle window, in seconds (15 minutes). */
export const LOGIN_FAILURE_WINDOW_S = 15 * 60;
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

/** A token's sliding expiry is written at most this often, in seconds. */
export const TOKEN_TOUCH_S = 60;
