import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'react-router-dom';
import { addVisit, historyAtom, routeTitle } from '../../../state/history';
import { pageInPackage, pagesAtom } from '../../../state/pages';
import { packageIdAtom } from '../../../state/session';

/** Adds every visited route with a title (not home, not a 404) to the history tabs. */
export function useRecordHistory() {
  const { pathname } = useLocation();
  const pages = useAtomValue(pagesAtom);
  const packageId = useAtomValue(packageIdAtom);
  const setTabs = useSetAtom(historyAtom);

  useEffect(() => {
    const allowed = pages.filter((d) => pageInPackage(d, packageId));
    const title = routeTitle(pathname, allowed);
    if (title) setTabs((tabs) => addVisit(tabs, pathname, title));
  }, [pathname, pages, packageId, setTabs]);
}
