import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { signOut } from '../../../services/auth';
import { departmentAtom, userAtom } from '../../../state/session';

const dayFormat = new Intl.NumberFormat('tr-TR');

/** The top bar: menu button (mobile), company name, remaining subscription days, user, logout. */
export function TopBar({ menuId, onOpenMenu }: { menuId: string; onOpenMenu: () => void }) {
  const department = useAtomValue(departmentAtom);
  const user = useAtomValue(userAtom);
  const [leaving, setLeaving] = useState(false);
  const days = department?.kalan_gun;

  return (
    <header className="top-bar">
      <button
        type="button"
        className="btn btn--icon top-bar__menu"
        aria-label="Menüyü aç"
        aria-controls={menuId}
        onClick={onOpenMenu}
      >
        ☰
      </button>
      <span className="top-bar__company">{department?.name_basic}</span>
      {department?.paket_adi && <span className="badge">{department.paket_adi}</span>}
      <span className="top-bar__spacer" />
      {typeof days === 'number' && (
        <span className={days < 7 ? 'top-bar__days is-danger' : 'top-bar__days'}>
          Kalan süre: {dayFormat.format(days)} gün
        </span>
      )}
      {user && (
        <span className="top-bar__user">
          {user.name_basic} {user.surname}
        </span>
      )}
      <button
        type="button"
        className="btn"
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          void signOut();
        }}
      >
        Çıkış Yap
      </button>
    </header>
  );
}
