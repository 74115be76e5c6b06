import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { codeText, ui, validation } from '../../../../domain/messages';
import { login, pageLoad, pendingLogin } from '../../../services/auth';
import { ApiError, tokenStore } from '../../../services/http';
import { toast } from '../../../services/notify';

const EMAIL_LABEL = 'E-posta veya TC Kimlik No';
const PASSWORD_LABEL = 'Şifre';

function check(email: string, password: string) {
  const errors: { email?: string; password?: string } = {};
  if (!email.trim()) errors.email = validation.required(EMAIL_LABEL);
  if (!password) errors.password = validation.required(PASSWORD_LABEL);
  else if (password.length < 8 || password.length > 24) errors.password = validation.password;
  return errors;
}

/** /login: credentials; a string token logs in, an object token leads to /verification. */
export function LoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = check(email, password);
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      const result = await login(email.trim(), password);
      if ('token' in result) {
        tokenStore.set(result.token);
        pageLoad.assign('/');
        return;
      }
      pendingLogin.set({ ...result.otp, email: email.trim(), sent_at: Date.now() });
      navigate('/verification');
    } catch (err) {
      if (err instanceof ApiError && err.code === 0) toast.error(ui.offline);
      // Too many tries: when the next one is possible (login.throttled, otp.throttled with retry_after).
      else if (err instanceof ApiError && err.code === 429)
        toast.warning(codeText(err.message, err.data) ?? ui.loginFailed);
      else toast.warning(ui.loginFailed);
      setBusy(false);
    }
  }

  return (
    <main className="auth">
      <form className="auth__card" onSubmit={onSubmit} noValidate aria-labelledby="login-title">
        <p className="auth__brand">Defter</p>
        <h1 id="login-title" className="auth__title">
          Giriş
        </h1>
        <div className="field">
          <label htmlFor="login-email">{EMAIL_LABEL}</label>
          <input
            id="login-email"
            name="email"
            type="text"
            autoComplete="username"
            autoFocus
            value={email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'login-email-error' : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          {errors.email && (
            <p id="login-email-error" className="field__error">
              {errors.email}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="login-password">{PASSWORD_LABEL}</label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
            onChange={(e) => setPassword(e.target.value)}
          />
          {errors.password && (
            <p id="login-password-error" className="field__error">
              {errors.password}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          Giriş Yap
        </button>
        <p className="auth__footer">
          Hesabınız yok mu? <Link to="/register">Kayıt Ol</Link>
        </p>
      </form>
    </main>
  );
}
