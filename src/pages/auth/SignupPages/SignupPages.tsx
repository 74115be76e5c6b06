import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { codeText, ui } from '../../../../domain/messages';
import { PACKAGE_NAMES } from '../../../../domain/packages';
import { pageLoad } from '../../../services/auth';
import { ApiError, tokenStore } from '../../../services/http';
import { toast } from '../../../services/notify';
import {
  acceptInvite,
  confirmRegistration,
  register,
  showInvite,
  type FieldErrors,
  type InviteInfo,
} from '../../../services/signup';

// /register, /register/onay/:token and /new-invite-users/:id (spec 000 §2; the layout is "not shown", so it is the
// login page's card; docs/signup.md).

/** The packages a company may choose when it registers (the server's REGISTRABLE_PACKAGES). */
const PACKAGES = [1, 2, 4] as const;

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  errors: FieldErrors;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email';
  hint?: string;
}

function Field({
  id,
  label,
  value,
  onChange,
  errors,
  type = 'text',
  autoComplete,
  inputMode,
  hint,
}: FieldProps) {
  const error = errors[id]?.[0];
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={`signup-${id}`}>{label}</label>
      <input
        id={`signup-${id}`}
        name={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="muted field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

function useForm(initial: Record<string, string>) {
  const [values, setValues] = useState(initial);
  const bind = (id: string) => ({
    id,
    value: values[id] ?? '',
    onChange: (v: string) => setValues((s) => ({ ...s, [id]: v })),
  });
  return { values, bind };
}

/** A refused call as a toast: the wait of a throttled try, the server's text, or the offline notice. */
function toastFailure(err: unknown) {
  if (err instanceof ApiError && err.code === 0) toast.error(ui.offline);
  else if (err instanceof ApiError) toast.warning(codeText(err.message, err.data) ?? err.message);
  else toast.error(ui.unknownError);
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="auth">
      <div className="auth__card" role="region" aria-labelledby="signup-title">
        <p className="auth__brand">Defter</p>
        <h1 id="signup-title" className="auth__title">
          {title}
        </h1>
        {children}
      </div>
    </main>
  );
}

/** /register: a new company signs up; the answer is a mail with the confirmation link. */
export function RegisterPage() {
  const { values, bind } = useForm({ musteri_paketi_id: '1' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const r = await register(values);
      if (r.message === 'error') setErrors(r.errors);
      else {
        setErrors({});
        setDone(r.text);
      }
    } catch (err) {
      toastFailure(err);
    } finally {
      setBusy(false);
    }
  }

  if (done)
    return (
      <Card title="Kayıt Ol">
        <p className="auth__success" role="status">
          {done}
        </p>
        <p className="auth__footer">
          <Link to="/login">Giriş sayfasına dön</Link>
        </p>
      </Card>
    );
  return (
    <Card title="Kayıt Ol">
      <form onSubmit={onSubmit} noValidate aria-labelledby="signup-title">
        <Field label="Firma Ünvanı" autoComplete="organization" errors={errors} {...bind('firma_adi')} />
        <Field
          label="VKN / TCKN"
          inputMode="numeric"
          errors={errors}
          hint="Şirketler için 10 haneli vergi numarası, şahıslar için 11 haneli T.C. kimlik numarası."
          {...bind('vergi_no')}
        />
        <div className="field">
          <label htmlFor="signup-musteri_paketi_id">Paket</label>
          <select
            id="signup-musteri_paketi_id"
            name="musteri_paketi_id"
            value={values.musteri_paketi_id}
            aria-invalid={errors.musteri_paketi_id ? true : undefined}
            onChange={(e) => bind('musteri_paketi_id').onChange(e.target.value)}
          >
            {PACKAGES.map((p) => (
              <option key={p} value={String(p)}>
                {PACKAGE_NAMES[p]}
              </option>
            ))}
          </select>
          {errors.musteri_paketi_id && <p className="field__error">{errors.musteri_paketi_id[0]}</p>}
        </div>
        <Field label="Adı" autoComplete="given-name" errors={errors} {...bind('ad')} />
        <Field label="Soyadı" autoComplete="family-name" errors={errors} {...bind('soyad')} />
        <Field
          label="E-posta"
          type="email"
          autoComplete="email"
          inputMode="email"
          errors={errors}
          {...bind('email')}
        />
        <Field
          label="Telefon"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          errors={errors}
          {...bind('telefon')}
        />
        <Field
          label="Şifre"
          type="password"
          autoComplete="new-password"
          errors={errors}
          {...bind('password')}
        />
        <Field
          label="Şifre (Tekrar)"
          type="password"
          autoComplete="new-password"
          errors={errors}
          {...bind('password_again')}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          Kayıt Ol
        </button>
        <p className="auth__footer">
          Hesabınız var mı? <Link to="/login">Giriş Yap</Link>
        </p>
      </form>
    </Card>
  );
}

/** Stores the session of a confirmed registration or an accepted invite and opens the app. */
function enter(token: string) {
  tokenStore.set(token);
  pageLoad.assign('/');
}

/** /register/onay/:token: the link of the confirmation mail; confirmed, the new company's admin is logged in. */
export function ConfirmRegistrationPage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<'working' | string>('working');
  useEffect(() => {
    let live = true;
    confirmRegistration(token).then(
      (session) => {
        if (!live) return;
        setState('ok');
        toast.success('E-posta adresiniz doğrulandı; firmanız oluşturuldu.');
        enter(session);
      },
      (err: unknown) => {
        if (!live) return;
        setState(
          err instanceof ApiError ? (codeText(err.message, err.data) ?? err.message) : ui.unknownError,
        );
      },
    );
    return () => {
      live = false;
    };
  }, [token]);
  return (
    <Card title="E-posta Doğrulama">
      {state === 'working' || state === 'ok' ? (
        <p className="muted" role="status">
          {ui.loading}
        </p>
      ) : (
        <>
          <p className="field__error" role="alert">
            {state}
          </p>
          <p className="auth__footer">
            <Link to="/register">Kayıt Ol</Link> · <Link to="/login">Giriş Yap</Link>
          </p>
        </>
      )}
    </Card>
  );
}

/** /new-invite-users/:id: the invitee sets a name and password (or gives the password of the account they have). */
export function InviteAcceptPage() {
  const { id = '' } = useParams();
  const [info, setInfo] = useState<InviteInfo | null>(null);
  const [gone, setGone] = useState<string | null>(null);
  const { values, bind } = useForm({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    showInvite(id).then(
      (i) => live && setInfo(i),
      (err: unknown) =>
        live &&
        setGone(err instanceof ApiError ? (codeText(err.message, err.data) ?? err.message) : ui.unknownError),
    );
    return () => {
      live = false;
    };
  }, [id]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const r = await acceptInvite({
        ...values,
        name_basic: values.name_basic ?? info?.name_basic ?? '',
        surname: values.surname ?? info?.surname ?? '',
        id,
      });
      if ('errors' in r) setErrors(r.errors);
      else {
        toast.success('Davet kabul edildi.');
        enter(r.token);
      }
    } catch (err) {
      toastFailure(err);
    } finally {
      setBusy(false);
    }
  }

  if (gone)
    return (
      <Card title="Kullanıcı Daveti">
        <p className="field__error" role="alert">
          {gone}
        </p>
        <p className="auth__footer">
          <Link to="/login">Giriş Yap</Link>
        </p>
      </Card>
    );
  if (!info)
    return (
      <Card title="Kullanıcı Daveti">
        <p className="muted" role="status">
          {ui.loading}
        </p>
      </Card>
    );
  const name = (id: 'name_basic' | 'surname') => ({
    ...bind(id),
    value: values[id] ?? info[id] ?? '',
  });
  return (
    <Card title="Kullanıcı Daveti">
      <p>
        <strong>{info.firma}</strong> sizi Defter'e kullanıcı olarak davet etti: <strong>{info.email}</strong>
      </p>
      <form onSubmit={onSubmit} noValidate aria-labelledby="signup-title">
        {info.hesap_var ? (
          <Field
            label="Mevcut Şifreniz"
            type="password"
            autoComplete="current-password"
            errors={errors}
            {...bind('password')}
          />
        ) : (
          <>
            <Field label="Adı" autoComplete="given-name" errors={errors} {...name('name_basic')} />
            <Field label="Soyadı" autoComplete="family-name" errors={errors} {...name('surname')} />
            <Field
              label="Telefon"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              errors={errors}
              {...bind('telefon')}
            />
            <Field
              label="Şifre"
              type="password"
              autoComplete="new-password"
              errors={errors}
              {...bind('password')}
            />
            <Field
              label="Şifre (Tekrar)"
              type="password"
              autoComplete="new-password"
              errors={errors}
              {...bind('password_again')}
            />
          </>
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          Daveti Kabul Et
        </button>
      </form>
    </Card>
  );
}
