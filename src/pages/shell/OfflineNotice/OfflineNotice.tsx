import { useSyncExternalStore } from 'react';
import { ui } from '../../../../domain/messages';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
const isOnline = () => navigator.onLine;

/** The spec's offline notice, shown while the browser reports no connection. */
export function OfflineNotice() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  if (online) return null;
  return (
    <div className="offline-notice" role="alert">
      {ui.offline}
    </div>
  );
}
