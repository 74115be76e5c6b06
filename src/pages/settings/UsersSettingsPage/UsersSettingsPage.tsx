import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { codeTexts, ui } from '../../../../domain/messages';
import { ApiError } from '../../../services/http';
import { authsAtom, isAdminAtom, userAtom } from '../../../state/session';
import { listParams, listTable, mayList } from '../../shell/shell-data.api';
import { NotFoundPage } from '../../shell/NotFoundPage/NotFoundPage';
import { USERS_ROUTE } from '../../admin/usersPage';
import { usersSettingsHidden } from '../branches';
import { settingsPageTexts as t } from '../settings.texts';
import '../settings.css';
import { InviteForm } from './InviteForm';

interface UserRow {
  id: number;
  email: string;
  name_basic: string | null;
  surname: string | null;
  phone: string | null;
  firma_sube_adi: string | null;
}

/** The company's users for an admin (the table service's `users`), added and edited on the admin pages. */
function UsersTable() {
  const auths = useAtomValue(authsAtom);
  const [rows, setRows] = useState<UserRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    listTable<UserRow>(
      'users',
      listParams(auths, 'users', { page: 1, limit: 100, sorts: { name_basic: true } }),
    ).then(
      (data) => live && setRows(data.records),
      (err: unknown) =>
        live && setError(err instanceof ApiError ? (codeTexts[err.message] ?? err.message) : ui.unknownError),
    );
    return () => {
      live = false;
    };
  }, [auths]);
  if (error) return <p className="field__error">{error}</p>;
  if (!rows)
    return (
      <p className="muted" role="status">
        {ui.loading}
      </p>
    );
  return (
    // A phone scrolls the table inside its box, never the page (issue 16); the box takes the focus to scroll.
    <div className="users-table__wrap" role="region" aria-label={t.usersTitle} tabIndex={0}>
      <table className="users-table" aria-label={t.usersTitle}>
        <thead>
          <tr>
            <th scope="col">{t.name}</th>
            <th scope="col">{t.email}</th>
            <th scope="col">{t.phone}</th>
            <th scope="col">{t.branch}</th>
            <th scope="col">
              <span className="sr-only">{t.edit}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((u) => (
            <tr key={u.id}>
              <td>{[u.name_basic, u.surname].filter(Boolean).join(' ') || '—'}</td>
              <td>{u.email}</td>
              <td>{u.phone || '—'}</td>
              <td>{u.firma_sube_adi || '—'}</td>
              <td>
                <Link to={`${USERS_ROUTE}/duzenle/${u.id}`}>{t.edit}</Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /ayarlar/kullanicilar: the company's users. Hidden (404) for branch names 1k, 1t, 3k and 3t; admins see
 * and manage the users, everyone else is told who does.
 */
export function UsersSettingsPage() {
  const user = useAtomValue(userAtom);
  const isAdmin = useAtomValue(isAdminAtom);
  const auths = useAtomValue(authsAtom);
  if (usersSettingsHidden(user)) return <NotFoundPage />;
  const manage = isAdmin && mayList(auths, 'users');
  return (
    <section className="page settings-page">
      <header className="settings-head">
        <h1 className="page__title">{t.usersTitle}</h1>
        {manage && (
          <Link className="btn btn--primary" to={`${USERS_ROUTE}/ekle`}>
            {t.newUser}
          </Link>
        )}
      </header>
      {manage && <InviteForm />}
      {manage ? <UsersTable /> : <p className="muted">{t.usersAdminOnly}</p>}
    </section>
  );
}
