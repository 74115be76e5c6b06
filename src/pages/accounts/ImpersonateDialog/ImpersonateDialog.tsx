import { useEffect, useState } from 'react';
import { ui } from '../../../../domain/messages';
import { imitableUsers, impersonate, type ImitableUser } from '../../../services/accounts';
import { toast } from '../../../services/notify';
import { Dialog } from '../../tools/Dialog/Dialog';
import { toastFailure } from '../errors';
import { accountToolTexts as texts } from '../texts';

/** Milliseconds after the last key before the search runs. */
export const SEARCH_DELAY_MS = 250;

const fullName = (u: ImitableUser) => [u.name_basic, u.surname].filter(Boolean).join(' ');

/**
 * The admin's impersonation dialog (000 §4, §6): search the company's users by e-mail or name, or type one
 * and press Enter; choosing one keeps the admin's token, stores the user's and reloads.
 */
export function ImpersonateDialog({ onClose }: { onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [users, setUsers] = useState<ImitableUser[] | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      imitableUsers(search.trim()).then(
        (found) => live && setUsers(found),
        (err: unknown) => {
          if (!live) return;
          setUsers([]);
          toastFailure(err);
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search]);

  async function choose(user: ImitableUser) {
    setBusy(true);
    toast.info(texts.impersonating);
    try {
      await impersonate(user.id);
    } catch (err) {
      setBusy(false);
      toastFailure(err);
    }
  }

  return (
    <Dialog title={texts.impersonateTitle} onClose={onClose}>
      <p className="muted">{texts.impersonateHint}</p>
      <input
        className="imitate-search"
        type="search"
        aria-label={texts.impersonateSearch}
        placeholder={texts.impersonateSearch}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onKeyDown={(e) => {
          // Enter takes the one user the search leaves (the spec's "enter another user").
          if (e.key === 'Enter' && users?.length === 1 && !busy) {
            e.preventDefault();
            void choose(users[0]);
          }
        }}
      />
      {users === null ? (
        <p role="status">{ui.loading}</p>
      ) : users.length === 0 ? (
        <p>{texts.noImitable}</p>
      ) : (
        <ul className="accounts-list" aria-label={texts.impersonateTitle} style={{ marginTop: 12 }}>
          {users.map((u) => (
            <li key={u.id} className="accounts-item">
              <span className="accounts-item__name">
                <strong>{fullName(u) || u.email}</strong>
                <span className="muted">{u.email}</span>
              </span>
              <button
                type="button"
                className="btn btn--primary"
                disabled={busy}
                aria-label={`${u.email}: ${texts.impersonateAs}`}
                onClick={() => void choose(u)}
              >
                {texts.impersonateAs}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
