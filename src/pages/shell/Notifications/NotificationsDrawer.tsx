import { useAtomValue, useSetAtom } from 'jotai';
import type { UIEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { shellTexts, ui } from '../../../../domain/messages';
import { authsAtom } from '../../../state/session';
import { Drawer } from '../Drawer/Drawer';
import { dataTexts } from '../shell-data.texts';
import { openNotification, readAll, removeAll } from './notifications.actions';
import { unreadCountAtom } from './notifications.state';
import { NotificationList } from './NotificationList';
import type { NotificationFeed } from './useNotificationFeed';

/** Width of the drawer (spec 000 §9). */
export const NOTIFICATION_DRAWER_SIZE = 500;

/** The "Bildirimler" drawer: the feed, mark all read, delete all, load more (also on scroll), the page link. */
export function NotificationsDrawer({ feed, onClose }: { feed: NotificationFeed; onClose: () => void }) {
  const auths = useAtomValue(authsAtom);
  const setUnread = useSetAtom(unreadCountAtom);
  const navigate = useNavigate();

  async function open(record: Parameters<typeof openNotification>[1]) {
    const target = await openNotification(auths, record, (id) => {
      feed.patch((items) => items.map((x) => (x.id === id ? { ...x, state: '0' } : x)));
      setUnread((n) => (n ? n - 1 : 0));
    });
    if (target) {
      onClose();
      void navigate(target);
    }
  }

  function onScroll(e: UIEvent<HTMLDivElement>) {
    const el = e.currentTarget;
    if (feed.more && !feed.loading && el.scrollTop + el.clientHeight >= el.scrollHeight - 40) feed.showMore();
  }

  const actions = (
    <>
      <button
        type="button"
        className="btn btn--link"
        disabled={!feed.items.length}
        onClick={async () => {
          if (!(await readAll())) return;
          feed.patch((items) => items.map((x) => ({ ...x, state: '0' })));
          setUnread(0);
        }}
      >
        {dataTexts.markAllRead}
      </button>
      <button
        type="button"
        className="btn btn--link btn--danger-text"
        disabled={!feed.items.length}
        onClick={async () => {
          if (!(await removeAll())) return;
          feed.patch(() => [], 0);
          setUnread(0);
        }}
      >
        {dataTexts.deleteAll}
      </button>
    </>
  );

  return (
    <Drawer
      title={shellTexts.notifications}
      side="right"
      size={NOTIFICATION_DRAWER_SIZE}
      onClose={onClose}
      actions={actions}
    >
      <div className="drawer__scroll" onScroll={onScroll} data-testid="notification-scroll">
        {feed.failed && !feed.items.length ? (
          <p className="muted">{dataTexts.loadFailed}</p>
        ) : (
          <NotificationList items={feed.shown} loading={feed.loading} onOpen={(r) => void open(r)} />
        )}
        {feed.loading && (
          <p className="muted" role="status">
            {ui.loading}
          </p>
        )}
        {feed.more && !feed.loading && (
          <button type="button" className="btn btn--block" onClick={feed.showMore}>
            {dataTexts.showMore}
          </button>
        )}
      </div>
      <Link className="drawer__footer-link" to="/bildirimler" onClick={onClose}>
        {dataTexts.allNotifications}
      </Link>
    </Drawer>
  );
}
