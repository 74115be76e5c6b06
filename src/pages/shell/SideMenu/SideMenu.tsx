import { useAtom, useAtomValue } from 'jotai';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { ui } from '../../../../domain/messages';
import { resolveListTab } from '../../../engine/page/list-tabs';
import { entryLink, matchPageRoute } from '../../../engine/page/paths';
import type { PageDefinition } from '../../../engine/page/types';
import { menuPagesAtom, pageListable, pagesAtom } from '../../../state/pages';
import { authsAtom, isAdminAtom, packageIdAtom, userAtom } from '../../../state/session';
import { usersSettingsHidden } from '../../settings/branches';
import { reportPagesOf } from '../../reports/report-pages';
import { reportTexts } from '../../reports/texts';
import { menuCollapsedAtom } from '../../../state/ui';

interface Item {
  to: string;
  label: string;
  /** A page's entry: whether the address is the page's (absent: NavLink's rule, the address starts with `to`). */
  active?: boolean;
}

function MenuLink({ item }: { item: Item }) {
  const content = (
    <>
      <span className="side-menu__icon" aria-hidden="true">
        {item.label.slice(0, 1)}
      </span>
      <span className="side-menu__label">{item.label}</span>
    </>
  );
  return (
    <li>
      {item.active === undefined ? (
        <NavLink to={item.to} end={item.to === '/'} className="side-menu__link" title={item.label}>
          {content}
        </NavLink>
      ) : (
        <Link
          to={item.to}
          className={item.active ? 'side-menu__link active' : 'side-menu__link'}
          aria-current={item.active ? 'page' : undefined}
          title={item.label}
        >
          {content}
        </Link>
      )}
    </li>
  );
}

/**
 * The menu page an address belongs to: the page of its add, edit or detail route, or the page whose list it
 * shows (with tabs, the chosen tab's); a page not in the menu counts as the page whose tab shows it.
 */
function menuPageAt(
  location: { pathname: string; search: string },
  menu: readonly PageDefinition[],
  pages: readonly PageDefinition[],
  visible: (p: PageDefinition) => boolean,
): PageDefinition | null {
  const at = matchPageRoute(location.pathname, pages);
  if (!at) return null;
  const tab = new URLSearchParams(location.search).get('tab');
  const page = at.kind === 'list' ? resolveListTab(at.def, tab, pages, visible).shown : at.def;
  if (menu.includes(page)) return page;
  if (at.kind === 'list' && menu.includes(at.def)) return at.def;
  return menu.find((m) => m.tabs?.some((t) => t.page === page.table)) ?? null;
}

/** The side menu: Ana Sayfa, the tables of the package and auths, Ayarlar, Profil, admin items. */
export function SideMenu({ id }: { id: string }) {
  const pages = useAtomValue(menuPagesAtom);
  const all = useAtomValue(pagesAtom);
  const packageId = useAtomValue(packageIdAtom);
  const auths = useAtomValue(authsAtom);
  const location = useLocation();
  const isAdmin = useAtomValue(isAdminAtom);
  const user = useAtomValue(userAtom);
  const [collapsed, setCollapsed] = useAtom(menuCollapsedAtom);
  const current = menuPageAt(location, pages, all, (p) => pageListable(p, packageId, auths));
  const tables: Item[] = pages.map((d) => ({
    to: entryLink(d, all),
    label: d.menu?.label ?? d.title,
    active: d === current,
  }));
  const reports: Item[] = reportPagesOf(packageId, auths).map((r) => ({ to: r.route, label: r.menu }));
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
      {reports.length > 0 && (
        <>
          <p className="side-menu__heading" id={`${id}-reports`}>
            <span className="side-menu__label">{reportTexts.area}</span>
          </p>
          <ul className="side-menu__list" aria-labelledby={`${id}-reports`}>
            {reports.map((item) => (
              <MenuLink key={item.to} item={item} />
            ))}
          </ul>
        </>
      )}
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
