import type { AppDeps } from '../app-env';
import { AppError, Codes } from '../lib/errors';
import {
  LOGIN_FAILURE_WINDOW_S,
  LOGIN_MAX_FAILURES,
  OTP_RESEND_S,
  OTP_TTL_S,
  PASSWORD_MAX_LENGTH,
} from './auth.policy';
import { addSeconds, nowOf } from './auth.clock';
import { hashOtpCode, newOtpCode, newOtpId, phoneHint } from './otp.crypto';
import * as otps from './otp.repository';
import { verifyPassword } from './password';
import { openSession } from './session.service';
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

/**
 * POST /login: checks e-mail (or TC) and password. Every failure answers `mail.or.password.incorrect`
 * after running the KDF, whether the account exists or not. After LOGIN_MAX_FAILURES failures of one
 * account within LOGIN_FAILURE_WINDOW_S, logins of that account are refused without checking.
 */
export async function login(
  deps: AppDeps,
  input: { email: unknown; password: unknown },
): Promise<{ token: string } | { otp: OtpChallenge }> {
  const { db } = deps;
  const now = nowOf(deps);
  const identifier = loginIdentifier(input.email);
  const password = typeof input.password === 'string' ? input.password : '';
  const user = identifier && identifier.length <= 320 ? await users.findLoginUser(db, identifier) : undefined;
  const windowStart = addSeconds(now, -LOGIN_FAILURE_WINDOW_S);
  const throttled =
    !!user && (await users.countFailuresSince(db, user.id, windowStart)) >= LOGIN_MAX_FAILURES;
  const checkable =
    !!user && user.state && !throttled && password !== '' && password.length <= PASSWORD_MAX_LENGTH;
  const matches = await verifyPassword(
    password.slice(0, PASSWORD_MAX_LENGTH),
    checkable ? user.password : null,
  );
  if (!checkable || !matches) {
    if (user && user.state && !throttled) await users.recordFailure(db, user.id, now, windowStart);
    throw new AppError(Codes.loginIncorrect);
  }

  await users.clearFailures(db, user.id);
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
