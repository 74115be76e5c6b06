import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { lockedAtom, pinRecordAtom } from '../../../state/lock';
import { lockAfterMsAtom } from '../../../state/settings';

/** localStorage key where tabs share their last activity, so that an idle tab does not lock a busy one. */
export const ACTIVITY_KEY = 'defter.lock.activity';
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
/** Activity is recorded at most this often. */
const ACTIVITY_THROTTLE_MS = 1000;

function sharedActivity(): number {
  const value = Number(globalThis.localStorage?.getItem(ACTIVITY_KEY));
  return Number.isFinite(value) ? value : 0;
}

/**
 * Locks the screen after `kullanici_ayarlari.pinTime` seconds without mouse, keyboard, touch or scroll
 * activity in any tab (100000 ms when unset). Only with a PIN: without one nothing could unlock it.
 */
export function useAutoLock() {
  const hasPin = useAtomValue(pinRecordAtom) !== null;
  const after = useAtomValue(lockAfterMsAtom);
  const setLocked = useSetAtom(lockedAtom);

  useEffect(() => {
    if (!hasPin) return;
    let last = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const idle = Date.now() - Math.max(last, sharedActivity());
      if (idle >= after) setLocked(true);
      else timer = setTimeout(check, after - idle);
    };
    const onActivity = () => {
      const now = Date.now();
      if (now - last < ACTIVITY_THROTTLE_MS) return;
      last = now;
      globalThis.localStorage?.setItem(ACTIVITY_KEY, String(now));
    };
    timer = setTimeout(check, after);
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [hasPin, after, setLocked]);
}
