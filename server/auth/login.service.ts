import type { AppDeps } from '../app-env';
import { AppError, Codes } from '../lib/errors';
import { OTP_RESEND_S, OTP_TTL_S, PASSWORD_MAX_LENGTH } from './auth.policy';
import { addSeconds, nowOf } from './auth.clock';
import { hashOtpCode, newOtpCode, newOtpId, phoneHint } from './otp.crypto';
import * as otps from './otp.repository';
import { verifyPassword } from './password';
import { openSession } from './session.service';
import {
  admitCapped,
  admitLogin,
  loginKeys,
  loginSucceeded,
  otpSendLimits,
  ThrottleCodes,
  type Refusal,
} from './throttle.service';
import * as users from './user.repository';

/** The code step the browser goes to when `data.token` is an object. */
export interface OtpChallenge {
  otp_id: string;
  phone_hint: string;
  resend_after: number;
}

/** The SMS text of a one-time code. */
export function otpSmsText(code: string): string {
  return `Defter doğrulama kodunuz: ${code}. Kod ${OTP_TTL_S / 60} dakika geçerlidir.`;
}

function loginIdentifier(value: unknown): string {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return typeof value === 'string' ? value.trim() : '';
}

/** The answer of a login: a session token, the code step, or a refused try with its wait. */
export type LoginResult = { token: string } | { otp: OtpChallenge } | Refusal;

/**
 * POST /login: checks e-mail (or TC) and password. Every failure answers `mail.or.password.incorrect` after
 * running the KDF, whether the account exists or not. A try the throttle refuses (docs/auth.md, "Login throttle")
 * is not checked at all and answers `login.throttled` with the wait; a code step over its send cap answers
 * `otp.throttled`. `address` is the client's (client-address.ts).
 */
export async function login(
  deps: AppDeps,
  input: { email: unknown; password: unknown },
  address: string,
): Promise<LoginResult> {
  const { db } = deps;
  const now = nowOf(deps);
  const identifier = loginIdentifier(input.email);
  const password = typeof input.password === 'string' ? input.password : '';
  // Nothing to check (no account named, or no password): refused at once and not counted, known account or not.
  if (!identifier || !password) throw new AppError(Codes.loginIncorrect);
  const user = identifier.length <= 320 ? await users.findLoginUser(db, identifier) : undefined;
  const keys = loginKeys(user?.id, identifier, address);
  const admitted = await admitLogin(db, now, keys);
  if ('retryAfter' in admitted)
    return { refused: ThrottleCodes.login, status: 429, retryAfter: admitted.retryAfter };
  const checkable = !!user && user.state && password.length <= PASSWORD_MAX_LENGTH;
  const matches = await verifyPassword(
    password.slice(0, PASSWORD_MAX_LENGTH),
    checkable ? user.password : null,
  );
  if (!checkable || !matches) throw new AppError(Codes.loginIncorrect);

  await loginSucceeded(db, now, keys, admitted.attemptIds);
  const grant = await users.findLoginGrant(db, user.id, user.department_id);
  if (!grant) throw new AppError(Codes.noAuth);
  if (!user.telefon_dogrulama) {
    const token = await openSession(deps, db, {
      userId: user.id,
      yetkiVerId: grant.yetki_ver_id,
      departmentId: grant.department_id,
    });
    return { token };
  }

  const phone = user.phone?.trim();
  if (!phone) throw new AppError('Telefon numaranız kayıtlı olmadığı için doğrulama kodu gönderilemedi.');
  const sends = await admitCapped(db, now, otpSendLimits(user.id, address));
  if ('retryAfter' in sends) return { refused: ThrottleCodes.otp, status: 429, retryAfter: sends.retryAfter };
  const id = newOtpId();
  const code = newOtpCode(deps.config.otpFixedCode);
  await otps.deleteStaleOtps(db, user.id, addSeconds(now, -24 * 3600));
  await otps.insertOtp(db, {
    id,
    userId: user.id,
    yetkiVerId: grant.yetki_ver_id,
    codeHash: hashOtpCode(id, code),
    phone,
    now,
    expires: addSeconds(now, OTP_TTL_S),
  });
  await deps.sms.send(phone, otpSmsText(code));
  return { otp: { otp_id: id, phone_hint: phoneHint(phone), resend_after: OTP_RESEND_S } };
}
