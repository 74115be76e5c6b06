import { useState, type FormEvent } from 'react';
import { codeText, ui } from '../../../../domain/messages';
import { ApiError } from '../../../services/http';
import { toast } from '../../../services/notify';
import { inviteUser, type FieldErrors } from '../../../services/signup';

/**
 * "Kullanıcı Davet Et" on /ayarlar/kullanicilar (admins; docs/signup.md): an e-mail address and an optional name;
 * the invitee gets a link to /new-invite-users/{id} by mail and sets their own password.
 */
export function InviteForm() {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const r = await inviteUser({ email, name_basic: name });
      if (r.message === 'error') setErrors(r.errors);
      else {
        setErrors({});
        setEmail('');
        setName('');
        toast.success(r.text);
      }
    } catch (err) {
      toast.warning(
        err instanceof ApiError ? (codeText(err.message, err.data) ?? err.message) : ui.unknownError,
      );
    } finally {
      setBusy(false);
    }
  }

  const error = errors.email?.[0];
  return (
    <form className="card invite-form" onSubmit={onSubmit} noValidate aria-labelledby="invite-title">
      <h2 id="invite-title" className="invite-form__title">
        Kullanıcı Davet Et
      </h2>
      <div className="invite-form__row">
        <div className="field">
          <label htmlFor="invite-email">E-posta</label>
          <input
            id="invite-email"
            type="email"
            inputMode="email"
            autoComplete="off"
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'invite-email-error' : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          {error && (
            <p id="invite-email-error" className="field__error">
              {error}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="invite-name">Adı</label>
          <input id="invite-name" autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          Davet Gönder
        </button>
      </div>
    </form>
  );
}
