import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'react-router-dom';
import { addVisit, historyAtom, routeTitle } from '../../../state/history';
import { pageInPackage, pagesAtom } from '../../../state/pages';
import { isAdminAtom, packageIdAtom, userAtom } from '../../../state/session';
import { usersSettingsHidden } from '../../settings/branches';

/**
 * Adds every visited route with a title (not home, not a 404 — pages outside the package and shell routes
 * the user may not open included) to the history tabs, and drops kept tabs that have become such routes (a
 * user switch to another company or role).
 */
export function useRecordHistory() {
  const { pathname } = useLocation();
  const pages = useAtomValue(pagesAtom);
  const packageId = useAtomValue(packageIdAtom);
  const isAdmin = useAtomValue(isAdminAtom);
  const user = useAtomValue(userAtom);
  const setTabs = useSetAtom(historyAtom);
  const usersHidden = usersSettingsHidden(user);
  // Until the user info is there, nobody is known to be an admin: wait rather than drop their tabs.
  const known = user !== null;

  useEffect(() => {
    if (!known) return;
    const allowed = pages.filter((d) => pageInPackage(d, packageId));
    const access = { isAdmin, usersHidden };
    const titleOf = (path: string) => routeTitle(path, allowed, access);
    const title = titleOf(pathname);
    setTabs((tabs) => {
      const kept = tabs.filter((t) => titleOf(t.path) !== null);
      const next = title ? addVisit(kept, pathname, title) : kept;
      return next.length === tabs.length && next.every((t, i) => t === tabs[i]) ? tabs : next;
    });
  }, [pathname, pages, packageId, isAdmin, usersHidden, known, setTabs]);
}
