import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { ui } from '../../../../domain/messages';
import { addLink, entryLink } from '../../../engine/page/paths';
import type { PageDefinition } from '../../../../domain/pages/page.types';
import { PACKAGES } from '../../../../domain/packages';
import { menuPagesAtom, pagesAtom } from '../../../state/pages';
import { departmentAtom, packageIdAtom, userAtom } from '../../../state/session';
import { Dashboard } from '../../dashboard/DashboardPage';
import { AnnouncementAlert } from '../Announcements/AnnouncementAlert';
import { MarketStrip } from './MarketStrip';

/**
 * Whether a shortcut offers "+ Yeni": not for a read-only list (vergiler, bank movements, incoming documents)
 * nor for a page whose creating is not built yet (`addNotice`: its add route only shows the notice).
 */
export function offersAdd(def: PageDefinition): boolean {
  return !def.readOnly && !def.addNotice;
}

/** The packages whose home page opens with the dashboard (issue 28; docs/dashboard.md). */
export const DASHBOARD_PACKAGES: readonly number[] = [PACKAGES.muhasebe, PACKAGES.onMuhasebe, PACKAGES.kobi];

/**
 * The home page: the type-5 announcement alert, a greeting, the dashboard (Muhasebe, Ön muhasebe and Kobi; each
 * part by the user's permissions), then the central bank's rates and shortcuts to the tables the menu offers.
 */
export function HomePage() {
  const packageId = useAtomValue(packageIdAtom);
  const user = useAtomValue(userAtom);
  const department = useAtomValue(departmentAtom);
  const pages = useAtomValue(menuPagesAtom);
  const all = useAtomValue(pagesAtom);
  return (
    <section className="page">
      <h1 className="page__title">{ui.homeTitle}</h1>
      <AnnouncementAlert />
      {user && (
        <p className="muted">
          Hoş geldiniz, {user.name_basic} {user.surname}
          {department ? ` — ${department.name_basic}` : ''}
        </p>
      )}
      {packageId !== null && DASHBOARD_PACKAGES.includes(Number(packageId)) && <Dashboard />}
      <MarketStrip />
      {pages.length > 0 && (
        <ul className="shortcuts" aria-label="Kısayollar">
          {pages.map((def) => (
            <li key={`${def.table}:${def.route}`} className="shortcut">
              <Link to={entryLink(def, all)} className="shortcut__title">
                {def.menu?.label ?? def.title}
              </Link>
              {offersAdd(def) && (
                <Link to={addLink(def)} className="shortcut__add" aria-label={`${def.title}: Yeni kayıt`}>
                  + Yeni
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
