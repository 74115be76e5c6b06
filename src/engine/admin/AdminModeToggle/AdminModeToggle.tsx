import { useAtom, useAtomValue } from 'jotai';
import { adminModeAtom } from '../../../state/admin';
import { isAdminAtom } from '../../../state/session';
import { adminTexts } from '../admin-texts';

/** The top bar's admin-mode switch; admins only (nothing for everyone else). */
export function AdminModeToggle() {
  const isAdmin = useAtomValue(isAdminAtom);
  const [on, setOn] = useAtom(adminModeAtom);
  if (!isAdmin) return null;
  return (
    <button
      type="button"
      className={on ? 'btn btn--icon top-bar__tool is-active' : 'btn btn--icon top-bar__tool'}
      aria-pressed={on}
      aria-label={adminTexts.mode}
      title={on ? adminTexts.turnOff : adminTexts.turnOn}
      onClick={() => setOn(!on)}
    >
      {'{ }'}
    </button>
  );
}
