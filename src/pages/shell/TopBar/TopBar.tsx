import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { signOut } from '../../../services/auth';
import { requestLockAtom } from '../../../state/lock';
import { departmentAtom, userAtom } from '../../../state/session';
import { themeAtom } from '../../../state/theme';
import { openToolAtom } from '../../../state/tools';
import { AdminModeToggle } from '../../../engine/admin/AdminModeToggle/AdminModeToggle';
import { HistoryTabs } from '../HistoryTabs/HistoryTabs';
import { AccountTools } from '../../accounts/AccountTools/AccountTools';
import { ImitationExitButton } from '../../accounts/ImitationExitButton/ImitationExitButton';
import { imitatingAtom } from '../../accounts/imitation';
import { CustomerSearch } from '../CustomerSearch/CustomerSearch';
import { ShellDataTools } from '../ShellDataTools/ShellDataTools';
import {
  CalculatorIcon,
  ExpandIcon,
  KeyboardIcon,
  KeyIcon,
  LockIcon,
  MoonIcon,
  PhoneIcon,
  ShrinkIcon,
  SunIcon,
} from './icons';
import { ToolButton } from './ToolButton';
import { useFullscreen } from './useFullscreen';

const dayFormat = new Intl.NumberFormat('tr-TR');

/** Turkish names of the top bar's tool buttons (their accessible names and tooltips). */
export const topBarLabels = {
  darkTheme: 'Koyu temaya geç',
  lightTheme: 'Açık temaya geç',
  fullscreen: 'Tam ekran',
  exitFullscreen: 'Tam ekrandan çık',
  shortcuts: 'Klavye kısayolları',
  mobileApps: 'Mobil uygulamalar',
  calculator: 'Hesap makinesi (Ctrl+Enter)',
  lock: 'Ekranı kilitle (Ctrl+Y)',
  pinSettings: 'Ekran kilidi PIN ayarları',
  more: 'Diğer işlemler',
} as const;

/**
 * The top bar: menu button (mobile), company name, history tabs, remaining subscription days, user,
 * the tool buttons (theme, full screen, shortcuts, mobile apps, calculator, lock) and logout.
 */
export function TopBar({ menuId, onOpenMenu }: { menuId: string; onOpenMenu: () => void }) {
  const department = useAtomValue(departmentAtom);
  const user = useAtomValue(userAtom);
  const [theme, setTheme] = useAtom(themeAtom);
  const setTool = useSetAtom(openToolAtom);
  const requestLock = useSetAtom(requestLockAtom);
  const [fullscreen, toggleFullscreen] = useFullscreen();
  const [leaving, setLeaving] = useState(false);
  const imitating = useAtomValue(imitatingAtom);
  const days = department?.kalan_gun;
  const [moreOpen, setMoreOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMoreOpen(false), [pathname]);
  useEffect(() => {
    if (!moreOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMoreOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [moreOpen]);

  return (
    <header className="top-bar">
      <div className="top-bar__row">
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
        <CustomerSearch />
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
          className="btn btn--icon top-bar__more"
          aria-label={topBarLabels.more}
          aria-expanded={moreOpen}
          aria-controls="top-bar-actions"
          onClick={() => setMoreOpen(!moreOpen)}
        >
          ⋮
        </button>
        {/* Inline on wide screens; below 768 px a panel the ⋮ button opens (tools, notifications, logout). */}
        <div id="top-bar-actions" className="top-bar__actions" data-open={moreOpen}>
          <div className="top-bar__tools">
            <AdminModeToggle />
            {/* Other accounts and impersonation; then favourites, help, calendar and notifications with their badge. */}
            <AccountTools />
            <ShellDataTools />
            <ToolButton
              label={theme === 'dark' ? topBarLabels.lightTheme : topBarLabels.darkTheme}
              onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
            >
              {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
            </ToolButton>
            <ToolButton
              label={fullscreen ? topBarLabels.exitFullscreen : topBarLabels.fullscreen}
              onClick={toggleFullscreen}
            >
              {fullscreen ? <ShrinkIcon /> : <ExpandIcon />}
            </ToolButton>
            <ToolButton label={topBarLabels.shortcuts} onClick={() => setTool('shortcuts')}>
              <KeyboardIcon />
            </ToolButton>
            <ToolButton label={topBarLabels.mobileApps} onClick={() => setTool('mobileApps')}>
              <PhoneIcon />
            </ToolButton>
            <ToolButton label={topBarLabels.calculator} onClick={() => setTool('calculator')}>
              <CalculatorIcon />
            </ToolButton>
            <ToolButton label={topBarLabels.lock} onClick={requestLock}>
              <LockIcon />
            </ToolButton>
            <ToolButton label={topBarLabels.pinSettings} onClick={() => setTool('pin')}>
              <KeyIcon />
            </ToolButton>
          </div>
          {imitating ? (
            <ImitationExitButton />
          ) : (
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
          )}
        </div>
      </div>
      <HistoryTabs />
    </header>
  );
}
