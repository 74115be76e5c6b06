import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { getUserInfo } from '../../../services/auth';
import { clearCaches } from '../../../services/cache';
import { toast } from '../../../services/notify';
import { isAdminAtom, userInfoAtom } from '../../../state/session';
import { ToolButton } from '../../shell/TopBar/ToolButton';
import { AccountSwitchDrawer } from '../AccountSwitchDrawer/AccountSwitchDrawer';
import { AccountsIcon } from '../icons';
import { imitatingAtom } from '../imitation';
import { ImpersonateDialog } from '../ImpersonateDialog/ImpersonateDialog';
import { accountToolTexts as texts } from '../texts';
import '../accounts.css';

/**
 * The top bar's accounts button: the user-switch drawer for users with more than one authority record, and
 * for admins also impersonation and clear cache. Not while impersonating ("Taklitten Çık" is the way out).
 * One button, because the top bar is full.
 */
export function AccountTools() {
  const info = useAtomValue(userInfoAtom);
  const setInfo = useSetAtom(userInfoAtom);
  const isAdmin = useAtomValue(isAdminAtom);
  const imitating = useAtomValue(imitatingAtom);
  const [open, setOpen] = useState<'accounts' | 'imitate' | null>(null);
  const close = () => setOpen(null);
  const several = (info?.yetki_count ?? 0) > 1;
  if (imitating || !(several || isAdmin)) return null;

  function clearCache() {
    clearCaches();
    toast.success(texts.cacheCleared);
    // The session's user data is a cache too: fetched again, the token stays.
    getUserInfo().then(setInfo, () => undefined);
  }

  return (
    <>
      <ToolButton
        label={several ? texts.otherAccounts : texts.drawerTitle}
        onClick={() => setOpen('accounts')}
      >
        <AccountsIcon />
      </ToolButton>
      {open === 'accounts' && (
        <AccountSwitchDrawer
          onClose={close}
          adminTools={
            isAdmin ? { impersonate: () => setOpen('imitate'), clearCache: () => clearCache() } : undefined
          }
        />
      )}
      {open === 'imitate' && <ImpersonateDialog onClose={close} />}
    </>
  );
}
