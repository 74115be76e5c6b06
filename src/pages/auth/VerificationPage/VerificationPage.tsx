import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { codeText, ui } from '../../../../domain/messages';
import { pageLoad, pendingLogin, resendOtp, verifyOtp, type PendingLogin } from '../../../services/auth';
import { ApiError, tokenStore } from '../../../services/http';
import { toast } from '../../../services/notify';
import { formatSeconds, useCountdown } from './useCountdown';

const CODE_LENGTH = 6;
/** Pause between the success text and the reload, so that the text can be read. */
const REDIRECT_MS = 500;

function failureText(err: unknown) {
  if (err instanceof ApiError) {
    if (err.code === 0) return ui.offline;
    return codeText(err.message, err.data) ?? (err.message.includes('.') ? '' : err.message);
  }
  return '';
}

function VerificationForm({ initial }: { initial: PendingLogin }) {
  const [pending, setPending] = useState(initial);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [verified, setVerified] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const left = useCountdown(pending.sent_at + pending.resend_after * 1000);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (code.length !== CODE_LENGTH) {
      setError('Doğrulama kodu 6 haneli olmalıdır.');
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError('');
    try {
      const token = await verifyOtp(pending.otp_id, code);
      tokenStore.set(token);
      pendingLogin.clear();
      setVerified(true);
      setTimeout(() => pageLoad.assign('/'), REDIRECT_MS);
    } catch (err) {
      const reason = failureText(err);
      toast.error(reason || ui.otpFailed, reason ? { title: ui.otpFailed } : undefined);
      setError([ui.otpFailed, reason].filter(Boolean).join(' '));
      setCode('');
      setBusy(false);
      input.current?.focus();
    }
  }

  async function onResend() {
    setError('');
    try {
      const next = await resendOtp(pending.otp_id);
      const updated = {
        ...pending,
        otp_id: next.otp_id,
        resend_after: next.resend_after,
        sent_at: Date.now(),
      };
      pendingLogin.set(updated);
      setPending(updated);
      setCode('');
      toast.info('Yeni doğrulama kodu gönderildi.');
      input.current?.focus();
    } catch (err) {
      const retry = err instanceof ApiError ? Number(err.data.retry_after) : NaN;
      if (Number.isFinite(retry) && retry > 0) {
        const updated = { ...pending, resend_after: retry, sent_at: Date.now() };
        pendingLogin.set(updated);
        setPending(updated);
      }
      toast.warning(failureText(err) || ui.unknownError);
    }
  }

  if (verified)
    return (
      <p className="auth__success" role="status">
        {ui.verified}
      </p>
    );

  return (
    <form onSubmit={onSubmit} noValidate>
      <p className="muted">
        {pending.phone_hint
          ? `${pending.phone_hint} numaralı telefonunuza gönderilen 6 haneli doğrulama kodunu giriniz.`
          : 'Telefonunuza gönderilen 6 haneli doğrulama kodunu giriniz.'}
      </p>
      <div className="field">
        <label htmlFor="otp-code">Doğrulama Kodu</label>
        <input
          ref={input}
          id="otp-code"
          name="code"
          className="otp-input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={CODE_LENGTH}
          autoFocus
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'otp-code-error' : undefined}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
        />
        {error && (
          <p id="otp-code-error" className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        Doğrula
      </button>
      <button type="button" className="btn btn--link btn--block" disabled={left > 0} onClick={onResend}>
        {left > 0 ? `Kodu tekrar gönder (${formatSeconds(left)})` : 'Kodu tekrar gönder'}
      </button>
      <p className="auth__footer">
        <Link to="/login" onClick={() => pendingLogin.clear()}>
          Giriş ekranına dön
        </Link>
      </p>
    </form>
  );
}

/** /verification: the 6-digit one-time code of the login held in sessionStorage; none → /login. */
export function VerificationPage() {
  const [pending] = useState(() => pendingLogin.get());
  if (!pending) return <Navigate to="/login" replace />;
  return (
    <main className="auth">
      <div className="auth__card">
        <p className="auth__brand">Defter</p>
        <h1 className="auth__title">Telefon Doğrulama</h1>
        <VerificationForm initial={pending} />
      </div>
    </main>
  );
}
