import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Outlet, useLocation } from 'react-router-dom';
import { menuCollapsedAtom } from '../../../state/ui';
import { ModalHost } from '../../../engine/page/modals/ModalHost/ModalHost';
import { ToolsHost } from '../../tools/ToolsHost/ToolsHost';
import { BackToTop } from '../BackToTop/BackToTop';
import { ImitationBanner } from '../ImitationBanner/ImitationBanner';
import { useRecordHistory } from '../HistoryTabs/useRecordHistory';
import { SideMenu } from '../SideMenu/SideMenu';
import { TopBar } from '../TopBar/TopBar';

const MENU_ID = 'side-menu';

/**
 * The logged-in frame: side menu (an overlay below 768 px), top bar with the history tabs, the routed
 * page, back-to-top, and the tools (dialogs, field menu, shortcuts, auto-lock).
 */
export function Layout() {
  const collapsed = useAtomValue(menuCollapsedAtom);
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  useRecordHistory();

  useEffect(() => setMobileOpen(false), [location.pathname]);
  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMobileOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  return (
    <div className="shell" data-collapsed={collapsed} data-menu-open={mobileOpen}>
      <a className="skip-link" href="#main">
        İçeriğe geç
      </a>
      <SideMenu id={MENU_ID} />
      {mobileOpen && <div className="shell__backdrop" onClick={() => setMobileOpen(false)} />}
      <div className="shell__body">
        <ImitationBanner />
        <TopBar menuId={MENU_ID} onOpenMenu={() => setMobileOpen(true)} />
        <main id="main" className="shell__main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <BackToTop />
      <ToolsHost />
      <ModalHost />
    </div>
  );
}
