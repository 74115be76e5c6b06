import type { CapRule } from '../auth/auth.policy';

// The numbers of registration and invites (docs/signup.md), in one place.

const HOUR_S = 3600;

/** A registration's confirmation link lasts this long. */
export const REGISTRATION_TTL_S = 24 * HOUR_S;
/** An invite lasts this long. */
export const INVITE_TTL_S = 7 * 24 * HOUR_S;
/** A new company's trial: days until its subscription ends (the payment page then replaces the content). */
export const TRIAL_DAYS = 14;
/** Packages a company may choose when it registers (Şube and Kısıtlı Kobi are given by an admin). */
export const REGISTRABLE_PACKAGES = [1, 2, 4] as const;

/** Registrations (and their mails) from one address. */
export const REGISTER_PER_ADDRESS: CapRule = { max: 10, windowS: HOUR_S };
/** Registration mails to one e-mail address (so no one floods a mailbox through Defter). */
export const REGISTER_PER_EMAIL: CapRule = { max: 3, windowS: HOUR_S };
/** Link tries (confirm, invite show / accept) from one address, right or wrong: a token cannot be guessed. */
export const LINK_TRIES_PER_ADDRESS: CapRule = { max: 30, windowS: HOUR_S };
/** Invites one company sends. */
export const INVITES_PER_COMPANY: CapRule = { max: 50, windowS: 24 * HOUR_S };
/** Password tries of an existing account accepting an invite (the login's pair rule is stricter: both count). */
export const INVITE_PASSWORD_TRIES: CapRule = { max: 5, windowS: HOUR_S };
