import { useAtom, useAtomValue } from 'jotai';
import { NavLink } from 'react-router-dom';
import { ui } from '../../../../domain/messages';
import { menuPagesAtom } from '../../../state/pages';
import { isAdminAtom, userAtom } from '../../../state/session';
import { usersSettingsHidden } from '../../settings/branches';
import { menuCollapsedAtom } from '../../../state/ui';

interface Item {
  to: string;
  label: string;
}

function MenuLink({ item }: { item: Item }) {
  return (
    <li>
      <NavLink to={item.to} end={item.to === '/'} className="side-menu__link" title={item.label}>
        <span className="side-menu__icon" aria-hidden="true">
          {item.label.slice(0, 1)}
        </span>
        <span className="side-menu__label">{item.label}</span>
      </NavLink>
    </li>
  );
}

/** The side menu: Ana Sayfa, the tables of the package and auths, Ayarlar, Profil, admin items. */
export function SideMenu({ id }: { id: string }) {
  const pages = useAtomValue(menuPagesAtom);
  const isAdmin = useAtomValue(isAdminAtom);
  const user = useAtomValue(userAtom);
  const [collapsed, setCollapsed] = useAtom(menuCollapsedAtom);
  const tables: Item[] = pages.map((d) => ({ to: d.route, label: d.menu?.label ?? d.title }));
  const settings: Item[] = [
    { to: '/ayarlar/genel', label: 'Ayarlar' },
    { to: '/firma', label: 'Profil' },
  ];
  if (!usersSettingsHidden(user))
    settings.splice(1, 0, { to: '/ayarlar/kullanicilar', label: 'Kullanıcılar' });
  if (isAdmin) settings.push({ to: '/ad/users', label: 'Admin Menü' });

  return (
    <nav id={id} className="side-menu" aria-label="Ana menü">
      <div className="side-menu__brand">
        <span className="side-menu__icon" aria-hidden="true">
          D
        </span>
        <span className="side-menu__label">Defter</span>
      </div>
      <ul className="side-menu__list">
        <MenuLink item={{ to: '/', label: ui.homeTitle }} />
        {tables.map((item) => (
          <MenuLink key={item.to} item={item} />
        ))}
      </ul>
      <ul className="side-menu__list side-menu__list--bottom">
        {settings.map((item) => (
          <MenuLink key={item.to} item={item} />
        ))}
        <li className="side-menu__collapse">
          <button
            type="button"
            className="side-menu__link"
            aria-expanded={!collapsed}
            aria-controls={id}
            title={collapsed ? 'Menüyü genişlet' : 'Menüyü daralt'}
            onClick={() => setCollapsed(!collapsed)}
          >
            <span className="side-menu__icon" aria-hidden="true">
              {collapsed ? '»' : '«'}
            </span>
            <span className="side-menu__label">{collapsed ? 'Menüyü genişlet' : 'Menüyü daralt'}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
