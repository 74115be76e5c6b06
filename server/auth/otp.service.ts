import type { AppDeps } from '../app-env';
import { AppError, Codes } from '../lib/errors';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_S, OTP_TTL_S } from './auth.policy';
import { addSeconds, nowOf } from './auth.clock';
import { hashOtpCode, newOtpCode, normaliseOtpCode, otpCodeMatches } from './otp.crypto';
import * as otps from './otp.repository';
import { otpSmsText } from './login.service';
import { openSession } from './session.service';
import * as users from './user.repository';
import {
  admitCapped,
  forgetAttempts,
  otpGuessLimits,
  otpSendLimits,
  ThrottleCodes,
  type Refusal,
} from './throttle.service';

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
 * success path alone runs in a transaction. Over all the user's codes at most OTP_GUESSES_PER_USER tries are
 * checked; beyond that `otp.throttled` with the wait, without looking at the code.
 */
export async function verifyOtp(
  deps: AppDeps,
  input: { otp_id: unknown; code: unknown },
): Promise<string | Refusal> {
  const now = nowOf(deps);
  const otp = await findOpenOtp(deps, input.otp_id);
  if (otp.locked) throw new AppError(OtpCodes.locked);
  if (now.getTime() >= otp.expires_ms) throw new AppError(OtpCodes.expired);
  const code = normaliseOtpCode(input.code);
  if (!code) throw new AppError(OtpCodes.invalid);
  const guess = await admitCapped(deps.db, now, otpGuessLimits(otp.user_id));
  if ('retryAfter' in guess) return { refused: ThrottleCodes.otp, status: 429, retryAfter: guess.retryAfter };
  if (!otpCodeMatches(otp.id, code, otp.code_hash)) {
    const r = await otps.registerWrongTry(deps.db, otp.id, now, OTP_MAX_ATTEMPTS);
    throw new AppError(!r ? OtpCodes.invalid : r.locked ? OtpCodes.locked : OtpCodes.invalid);
  }
  return deps.db.transaction().execute(async (trx) => {
    if (!(await otps.markOtpUsed(trx, otp.id, now))) throw new AppError(OtpCodes.invalid);
    // The right code is no wrong guess.
    await forgetAttempts(trx, guess.attemptIds);
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
 * the last one and the user's and the address's send caps allow one; otherwise the seconds still to wait.
 */
export async function resendOtp(
  deps: AppDeps,
  input: { otp_id: unknown },
  address: string,
): Promise<{ otp_id: string; resend_after: number } | { retryAfter: number }> {
  const now = nowOf(deps);
  const otp = await findOpenOtp(deps, input.otp_id);
  const wait = Math.ceil((otp.last_sent_ms + OTP_RESEND_S * 1000 - now.getTime()) / 1000);
  if (wait > 0) return { retryAfter: wait };
  const send = await admitCapped(deps.db, now, otpSendLimits(otp.user_id, address));
  if ('retryAfter' in send) return { retryAfter: send.retryAfter };
  const code = newOtpCode(deps.config.otpFixedCode);
  const replaced = await otps.replaceOtpCode(deps.db, {
    id: otp.id,
    codeHash: hashOtpCode(otp.id, code),
    now,
    expires: addSeconds(now, OTP_TTL_S),
    sentBefore: addSeconds(now, -OTP_RESEND_S),
  });
  // Another request resent it a moment ago: no SMS went out for this one.
  if (!replaced) {
    await forgetAttempts(deps.db, send.attemptIds);
    return { retryAfter: OTP_RESEND_S };
  }
  await deps.sms.send(otp.phone, otpSmsText(code));
  return { otp_id: otp.id, resend_after: OTP_RESEND_S };
}
