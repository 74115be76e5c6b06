import { useEffect, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { codeTexts, ui } from '../../../../domain/messages';
import { formatDate } from '../../../engine/schema/format';
import type { SessionUser } from '../../../services/auth';
import { ApiError } from '../../../services/http';
import { toast } from '../../../services/notify';
import { departmentAtom, userAtom, isAdminAtom } from '../../../state/session';
import { FieldRow } from '../FieldRow';
import { showCompany, updateProfile } from '../settings.api';
import { settingsPageTexts as t } from '../settings.texts';
import { useRefreshUserInfo } from '../useRefreshUserInfo';
import '../settings.css';
import { ReminderSection } from './ReminderSection';

type Errors = Record<string, string[]>;

const failure = (err: unknown) =>
  toast.error(err instanceof ApiError ? (codeTexts[err.message] ?? err.message) : ui.unknownError, {
    title: ui.errorToastTitle,
  });

/** Company data as shown: the company's own record (departments show), else what the session knows. */
function CompanySection() {
  const department = useAtomValue(departmentAtom);
  const [record, setRecord] = useState<Record<string, unknown> | null>(null);
  useEffect(() => {
    if (!department) return;
    let live = true;
    showCompany(department.id).then(
      (data) => live && setRecord(data.record),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [department]);
  if (!department) return null;
  const text = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));
  const rows: [string, unknown][] = [
    [t.companyName, record?.name_basic ?? department.name_basic],
    [t.package, department.paket_adi],
    [t.expires, formatDate(department.son_kullanma_tarihi)],
    [t.address, record?.firma_adresi ?? department.firma_adresi],
    [t.taxNumber, record?.vergi_no],
    [t.mersis, record?.mersis_no],
    [t.tradeRegistry, record?.ticaret_sicil_no],
    [t.phone, record?.phone],
    [t.email, record?.email],
  ];
  return (
    <section className="settings-card" aria-labelledby="company-title">
      <h2 id="company-title">{t.companySection}</h2>
      <dl className="facts">
        {rows.map(([label, value]) => (
          <div key={label} className="facts__row">
            <dt>{label}</dt>
            <dd>{text(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The password change: the current password and the new one twice (8–24 characters, checked by the server). */
function PasswordSection() {
  const [fields, setFields] = useState({ current_password: '', password: '', repeat: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (fields.password !== fields.repeat) return setErrors({ repeat: [t.passwordsDiffer] });
    setBusy(true);
    try {
      const r = await updateProfile({ current_password: fields.current_password, password: fields.password });
      if (r.message === 'error') setErrors(r.errors);
      else {
        setErrors({});
        setFields({ current_password: '', password: '', repeat: '' });
        toast.success(t.passwordChanged);
      }
    } catch (err) {
      failure(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="settings-card"
      aria-labelledby="password-title"
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <h2 id="password-title">{t.passwordSection}</h2>
      <FieldRow
        label={t.currentPassword}
        type="password"
        autoComplete="current-password"
        value={fields.current_password}
        onChange={set('current_password')}
        error={errors.current_password?.[0]}
      />
      <FieldRow
        label={t.newPassword}
        type="password"
        autoComplete="new-password"
        value={fields.password}
        onChange={set('password')}
        error={errors.password?.[0]}
      />
      <FieldRow
        label={t.repeatPassword}
        type="password"
        autoComplete="new-password"
        value={fields.repeat}
        onChange={set('repeat')}
        error={errors.repeat?.[0]}
      />
      <button type="submit" className="btn btn--primary" disabled={busy || !fields.password}>
        {t.savePassword}
      </button>
    </form>
  );
}

/** The user's own data and the form of the fields they may change (name, surname, phone). */
function UserSection({ user }: { user: SessionUser }) {
  const refresh = useRefreshUserInfo();
  const [fields, setFields] = useState({
    name_basic: user.name_basic ?? '',
    surname: user.surname ?? '',
    phone: user.phone ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const r = await updateProfile(fields);
      if (r.message === 'error') setErrors(r.errors);
      else {
        setErrors({});
        toast.success(ui.saved);
        await refresh();
      }
    } catch (err) {
      failure(err);
    } finally {
      setBusy(false);
    }
  }

  const set = (name: keyof typeof fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));
  return (
    <form className="settings-card" aria-labelledby="user-title" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id="user-title">{t.userSection}</h2>
      <dl className="facts">
        <div className="facts__row">
          <dt>{t.email}</dt>
          <dd>{user.email}</dd>
        </div>
        <div className="facts__row">
          <dt>{t.tc}</dt>
          <dd>{user.tc || '—'}</dd>
        </div>
        <div className="facts__row">
          <dt>{t.branch}</dt>
          <dd>{user.firma_sube_adi || '—'}</dd>
        </div>
      </dl>
      <FieldRow
        label={t.name}
        value={fields.name_basic}
        onChange={set('name_basic')}
        error={errors.name_basic?.[0]}
      />
      <FieldRow
        label={t.surname}
        value={fields.surname}
        onChange={set('surname')}
        error={errors.surname?.[0]}
      />
      <FieldRow
        label={t.phone}
        type="tel"
        placeholder="+90 (5xx) xxx xx xx"
        value={fields.phone}
        onChange={set('phone')}
        error={errors.phone?.[0]}
      />
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {ui.save}
      </button>
    </form>
  );
}

/** /firma: the user's and the company's data; the user changes their own name, phone and password. */
export function ProfilePage() {
  const user = useAtomValue(userAtom);
  const isAdmin = useAtomValue(isAdminAtom);
  if (!user) return null;
  return (
    <section className="page settings-page">
      <h1 className="page__title">{t.profileTitle}</h1>
      <div className="settings-grid">
        {/* A new key after a save starts the form from what the server now holds. */}
        <UserSection key={`${user.id}:${user.name_basic}:${user.surname}:${user.phone}`} user={user} />
        <CompanySection />
        <PasswordSection />
        {isAdmin && <ReminderSection />}
      </div>
    </section>
  );
}
