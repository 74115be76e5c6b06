import type { ReactElement } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { ui } from '../../../../domain/messages';
import { resolveListTab } from '../../../engine/page/list-tabs';
import { entryLink, matchPageRoute } from '../../../engine/page/paths';
import type { PageDefinition } from '../../../../domain/pages/page.types';
import { menuPagesAtom, pageListable, pagesAtom } from '../../../state/pages';
import { authsAtom, isAdminAtom, packageIdAtom, userAtom } from '../../../state/session';
import { usersSettingsHidden } from '../../settings/branches';
import { reportPagesOf } from '../../reports/report-pages';
import { ledgerPagesOf } from '../../ledger/ledger-pages';
import { menuClosedGroupsAtom, menuCollapsedAtom } from '../../../state/ui';
import { MENU_GROUPS, menuGroupOf, type MenuGroup, type MenuGroupId } from './menu-groups';
import {
  ChevronIcon,
  CollapseIcon,
  GearIcon,
  groupIcons,
  HomeIcon,
  ShieldIcon,
  UserIcon,
  UsersIcon,
} from './menu-icons';

interface Item {
  to: string;
  label: string;
  /** A page's entry: whether the address is the page's (absent: NavLink's rule, the address starts with `to`). */
  active?: boolean;
  icon: () => ReactElement;
}

function MenuLink({ item }: { item: Item }) {
  const Glyph = item.icon;
  const content = (
    <>
      <span className="side-menu__icon" aria-hidden="true">
        <Glyph />
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

/** One collapsible group: a button (aria-expanded) and its links. */
function MenuGroupSection({
  group,
  items,
  open,
  current,
  onToggle,
}: {
  group: MenuGroup;
  items: Item[];
  open: boolean;
  current: boolean;
  onToggle: () => void;
}) {
  const Glyph = groupIcons[group.id];
  const listId = `side-menu-group-${group.id}`;
  return (
    <li className="side-menu__group" data-current={current || undefined}>
      <button
        type="button"
        className="side-menu__link side-menu__group-toggle"
        aria-expanded={open}
        aria-controls={listId}
        title={group.label}
        onClick={onToggle}
      >
        <span className="side-menu__icon" aria-hidden="true">
          <Glyph />
        </span>
        <span className="side-menu__label">{group.label}</span>
        <span className="side-menu__chevron" aria-hidden="true">
          <ChevronIcon />
        </span>
      </button>
      <ul
        id={listId}
        className="side-menu__list side-menu__list--group"
        aria-label={group.label}
        hidden={!open}
      >
        {items.map((item) => (
          <MenuLink key={item.to} item={item} />
        ))}
      </ul>
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

/**
 * The side menu: Ana Sayfa, the tables of the package and auths in collapsible groups by the spec's areas
 * (docs/shell.md, "Navigation groups"), the Ayarlar group (Ayarlar, Kullanıcılar, Profil, admin items) and the
 * collapse item.
 */
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
  const [closed, setClosed] = useAtom(menuClosedGroupsAtom);
  const byGroup = new Map<MenuGroupId, Item[]>();
  for (const d of pages) {
    const group = menuGroupOf(d.menu!);
    const list = byGroup.get(group) ?? [];
    list.push({
      to: entryLink(d, all),
      label: d.menu?.label ?? d.title,
      active: d === current,
      icon: groupIcons[group],
    });
    byGroup.set(group, list);
  }
  // The Muhasebe area's reports (src/pages/reports) after its tables (Hesap Planı, Fişler).
  const reports: Item[] = reportPagesOf(packageId, auths).map((r) => ({
    to: r.route,
    label: r.menu,
    icon: groupIcons.muhasebe,
  }));
  // The Muhasebe area's own pages (closing, e-Defter) after its reports.
  reports.push(
    ...ledgerPagesOf(packageId, auths).map((p) => ({
      to: p.route,
      label: p.menu,
      icon: groupIcons.muhasebe,
    })),
  );
  if (reports.length) byGroup.set('muhasebe', [...(byGroup.get('muhasebe') ?? []), ...reports]);
  const settings: Item[] = [
    { to: '/ayarlar/genel', label: 'Ayarlar', icon: GearIcon },
    { to: '/firma', label: 'Profil', icon: UserIcon },
  ];
  if (!usersSettingsHidden(user))
    settings.splice(1, 0, { to: '/ayarlar/kullanicilar', label: 'Kullanıcılar', icon: UsersIcon });
  if (isAdmin) settings.push({ to: '/ad/users', label: 'Admin Menü', icon: ShieldIcon });
  // The settings group: the settings pages, then the tables filed under it (company addresses).
  byGroup.set('ayarlar', [...settings, ...(byGroup.get('ayarlar') ?? [])]);
  const isCurrent = (id: MenuGroupId, items: Item[]) =>
    items.some((i) => i.active) ||
    (id === 'ayarlar' && items.some((i) => i.active === undefined && location.pathname.startsWith(i.to)));

  const section = (group: MenuGroup) => {
    const items = byGroup.get(group.id);
    if (!items?.length) return null;
    const here = isCurrent(group.id, items);
    // Every group is open until the user closes it; the current page's group is always open.
    const open = here || !closed.includes(group.id);
    return (
      <MenuGroupSection
        key={group.id}
        group={group}
        items={items}
        open={open}
        current={here}
        onToggle={() =>
          setClosed(
            open ? [...closed.filter((g) => g !== group.id), group.id] : closed.filter((g) => g !== group.id),
          )
        }
      />
    );
  };

  return (
    <nav id={id} className="side-menu" aria-label="Ana menü">
      <div className="side-menu__brand">
        <span className="side-menu__icon side-menu__icon--brand" aria-hidden="true">
          D
        </span>
        <span className="side-menu__label">Defter</span>
      </div>
      <ul className="side-menu__list">
        <MenuLink item={{ to: '/', label: ui.homeTitle, icon: HomeIcon }} />
        {MENU_GROUPS.filter((g) => g.id !== 'ayarlar').map(section)}
      </ul>
      <ul className="side-menu__list side-menu__list--bottom">
        {section(MENU_GROUPS.find((g) => g.id === 'ayarlar')!)}
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
              <CollapseIcon collapsed={collapsed} />
            </span>
            <span className="side-menu__label">{collapsed ? 'Menüyü genişlet' : 'Menüyü daralt'}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
