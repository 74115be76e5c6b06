import type { AppDeps } from '../app-env';
import { AppError, Codes } from '../lib/errors';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_S, OTP_TTL_S } from './auth.policy';
import { addSeconds, nowOf } from './auth.clock';
import { hashOtpCode, newOtpCode, normaliseOtpCode, otpCodeMatches } from './otp.crypto';
import * as otps from './otp.repository';
import { otpSmsText } from './login.service';
import { openSession } from './session.service';
import * as users from './user.repository';

/** Machine codes of the code step (texts in domain/messages codeTexts). */
export const OtpCodes = {
  invalid: 'otp.invalid',
  expired: 'otp.expired',
  locked: 'otp.locked',
  wait: 'otp.wait',
} as const;

async function findOpenOtp(deps: AppDeps, otpId: unknown) {
  if (typeof otpId !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(otpId))
    throw new AppError(OtpCodes.invalid);
  const otp = await otps.findOtp(deps.db, otpId);
  if (!otp || otp.used) throw new AppError(OtpCodes.invalid);
  return otp;
}

/**
 * POST /otp: the right code within OTP_TTL_S opens the session. A wrong code counts a try (the
 * OTP_MAX_ATTEMPTS-th locks the code); the count is committed even though the request fails, so the
 * success path alone runs in a transaction.
 */
export async function verifyOtp(deps: AppDeps, input: { otp_id: unknown; code: unknown }): Promise<string> {
  const now = nowOf(deps);
  const otp = await findOpenOtp(deps, input.otp_id);
  if (otp.locked) throw new AppError(OtpCodes.locked);
  if (now.getTime() >= otp.expires_ms) throw new AppError(OtpCodes.expired);
  const code = normaliseOtpCode(input.code);
  if (!code) throw new AppError(OtpCodes.invalid);
  if (!otpCodeMatches(otp.id, code, otp.code_hash)) {
    const r = await otps.registerWrongTry(deps.db, otp.id, now, OTP_MAX_ATTEMPTS);
    throw new AppError(!r ? OtpCodes.invalid : r.locked ? OtpCodes.locked : OtpCodes.invalid);
  }
  return deps.db.transaction().execute(async (trx) => {
    if (!(await otps.markOtpUsed(trx, otp.id, now))) throw new AppError(OtpCodes.invalid);
    const grant = await users.findActiveGrant(trx, otp.user_id, otp.yetki_ver_id);
    if (!grant) throw new AppError(Codes.loginIncorrect);
    return openSession(deps, trx, {
      userId: otp.user_id,
      yetkiVerId: grant.yetki_ver_id,
      departmentId: grant.department_id,
    });
  });
}

/**
 * POST /otp/resend: a new code (attempts and lock reset, new expiry) once OTP_RESEND_S have passed since
 * the last one; otherwise the seconds still to wait.
 */
export async function resendOtp(
  deps: AppDeps,
  input: { otp_id: unknown },
): Promise<{ otp_id: string; resend_after: number } | { retryAfter: number }> {
  const now = nowOf(deps);
  const otp = await findOpenOtp(deps, input.otp_id);
  const wait = Math.ceil((otp.last_sent_ms + OTP_RESEND_S * 1000 - now.getTime()) / 1000);
  if (wait > 0) return { retryAfter: wait };
  const code = newOtpCode(deps.config.otpFixedCode);
  const replaced = await otps.replaceOtpCode(deps.db, {
    id: otp.id,
    codeHash: hashOtpCode(otp.id, code),
    now,
    expires: addSeconds(now, OTP_TTL_S),
    sentBefore: addSeconds(now, -OTP_RESEND_S),
  });
  // Another request resent it a moment ago.
  if (!replaced) return { retryAfter: OTP_RESEND_S };
  await deps.sms.send(otp.phone, otpSmsText(code));
  return { otp_id: otp.id, resend_after: OTP_RESEND_S };
}
