import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { authsAtom } from '../../../state/session';
import '../shell-data.css';
import { ANNOUNCEMENT_POLL_MS, listAlerts, type Announcement } from './announcements.api';

/** The home page's alert of the type-5 announcements, asked again every 60 s; nothing when there is none. */
export function AnnouncementAlert() {
  const auths = useAtomValue(authsAtom);
  const [alerts, setAlerts] = useState<Announcement[]>([]);

  useEffect(() => {
    let live = true;
    // A failed poll keeps what is shown; the next poll tries again.
    const load = () =>
      void listAlerts(auths).then(
        (list) => live && setAlerts(list),
        () => undefined,
      );
    load();
    const timer = setInterval(load, ANNOUNCEMENT_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [auths]);

  if (!alerts.length) return null;
  return (
    <div className="announcements">
      {alerts.map((a) => (
        <aside key={a.id} className="announcement" aria-label={a.title}>
          <h2 className="announcement__title">{a.title}</h2>
          <p className="announcement__text">{a.announcement}</p>
        </aside>
      ))}
    </div>
  );
}
