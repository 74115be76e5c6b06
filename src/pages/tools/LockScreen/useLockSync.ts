import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { syncLockAtom } from '../../../state/lock';

/** How often the lock cookie is re-read (another tab may have locked or unlocked). */
export const LOCK_SYNC_MS = 2000;

/** Keeps the lock state in step with the cookie, which every tab of the site shares. */
export function useLockSync() {
  const sync = useSetAtom(syncLockAtom);
  useEffect(() => {
    const timer = setInterval(sync, LOCK_SYNC_MS);
    window.addEventListener('focus', sync);
    document.addEventListener('visibilitychange', sync);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', sync);
      document.removeEventListener('visibilitychange', sync);
    };
  }, [sync]);
}
