import { useEffect, type ReactNode } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { chunk, chunkComponent } from '../engine/chunk';
import { useLockSync } from '../pages/tools/LockScreen/useLockSync';
import { tokenStore } from '../services/http';
import { lockedAtom, pinRecordAtom } from '../state/lock';

// The lock screen is a chunk of its own: /login and an unlocked app never load it. Until it has arrived the
// locked app shows nothing (never the page under the lock).
/** The lock screen's chunk. */
export const loadLockScreen = chunk(() => import('../pages/tools/LockScreen/LockScreen'));
const LockScreen = chunkComponent(loadLockScreen, (m) => m.LockScreen, null);

/** Pages the lock never covers (spec 000 §4): login, register, verification and invites. */
export function isLockFree(pathname: string): boolean {
  return (
    ['/login', '/register', '/verification'].includes(pathname) ||
    pathname.startsWith('/register/') ||
    pathname.startsWith('/new-invite-users/')
  );
}

/** While the lock cookie is set, renders only the lock screen instead of `children` (except on lock-free pages). */
export function LockGate({ children }: { children: ReactNode }) {
  const [locked, setLocked] = useAtom(lockedAtom);
  const pin = useAtomValue(pinRecordAtom);
  const { pathname } = useLocation();
  useLockSync();

  // A lock without a PIN (cleared with the local data at logout) could never be opened: drop it.
  useEffect(() => {
    if (locked && !pin) setLocked(false);
  }, [locked, pin, setLocked]);

  if (locked && pin && tokenStore.get() && !isLockFree(pathname)) return <LockScreen />;
  return children;
}
