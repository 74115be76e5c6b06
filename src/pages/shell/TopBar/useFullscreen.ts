import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}
const isFullscreen = () => Boolean(document.fullscreenElement);

/** Whether the page is in full screen, and a toggle (Fullscreen API). */
export function useFullscreen(): [boolean, () => void] {
  const on = useSyncExternalStore(subscribe, isFullscreen, () => false);
  const toggle = useCallback(() => {
    // The browser may refuse (no user gesture, iframe policy); the button then simply stays as it is.
    const done = document.fullscreenElement
      ? document.exitFullscreen?.()
      : document.documentElement.requestFullscreen?.();
    done?.catch(() => undefined);
  }, []);
  return [on, toggle];
}
