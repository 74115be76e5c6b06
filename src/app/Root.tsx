import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Outlet, useNavigate } from 'react-router-dom';
import { codeTexts } from '../../domain/messages';
import { clearLocalData, onFailToken, tokenStore } from '../services/http';
import { toast } from '../services/notify';
import { ConfirmHost } from '../engine/popups/ConfirmHost/ConfirmHost';
import { OfflineNotice } from '../pages/shell/OfflineNotice/OfflineNotice';
import { Toaster } from '../engine/popups/Toaster/Toaster';
import { userInfoAtom } from '../state/session';
import { applyTheme, themeAtom } from '../state/theme';
import { LockGate } from './LockGate';

/** The top route: toasts, confirmations, the offline notice, the theme, the screen lock and the `fail.token` logout. */
export function Root() {
  const navigate = useNavigate();
  const store = useStore();
  const theme = useAtomValue(themeAtom);

  useEffect(() => applyTheme(theme), [theme]);

  useEffect(
    () =>
      onFailToken(() => {
        const hadSession = tokenStore.get() !== null;
        clearLocalData();
        store.set(userInfoAtom, null);
        if (hadSession) toast.warning(codeTexts['fail.token']);
        void navigate('/login', { replace: true });
      }),
    [navigate, store],
  );

  return (
    <>
      <OfflineNotice />
      <LockGate>
        <Outlet />
      </LockGate>
      <Toaster />
      <ConfirmHost />
    </>
  );
}
