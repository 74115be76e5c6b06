import { shellTexts } from '../../../../domain/messages';
import { formatDate } from '../../../engine/schema/format';
import { dataTexts } from '../shell-data.texts';
import type { NotificationRecord } from './notifications.api';

/** Notifications with their title, description, time and read/unread label; the empty text when none. */
export function NotificationList({
  items,
  loading,
  onOpen,
}: {
  items: NotificationRecord[];
  loading: boolean;
  onOpen: (record: NotificationRecord) => void;
}) {
  if (!items.length && !loading)
    return <p className="muted notification-empty">{shellTexts.noNotifications}</p>;
  return (
    <ul className="notification-list" aria-label={shellTexts.notifications}>
      {items.map((n) => {
        const unread = n.state === '1';
        return (
          <li key={n.id}>
            <button
              type="button"
              className={unread ? 'notification is-unread' : 'notification'}
              onClick={() => onOpen(n)}
            >
              <span className="notification__head">
                <span className="notification__title">{n.title}</span>
                <span
                  className={unread ? 'badge notification__label is-unread' : 'badge notification__label'}
                >
                  {unread ? dataTexts.unread : dataTexts.read}
                </span>
              </span>
              {n.description && <span className="notification__text">{n.description}</span>}
              {n.start_time && <span className="notification__time">{formatDate(n.start_time, true)}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
