import { useAtom, useAtomValue } from 'jotai';
import { ToolButton } from '../TopBar/ToolButton';
import { BellIcon } from '../ShellDataTools/icons';
import { dataTexts } from '../shell-data.texts';
import { notificationsOpenAtom, unreadCountAtom } from './notifications.state';
import { NotificationsDrawer } from './NotificationsDrawer';
import { useNotificationFeed } from './useNotificationFeed';

/** The top bar's notification button with the unread badge; it owns the feed and opens the drawer. */
export function NotificationsButton() {
  const [open, setOpen] = useAtom(notificationsOpenAtom);
  const unread = useAtomValue(unreadCountAtom) ?? 0;
  const feed = useNotificationFeed();
  return (
    <>
      <ToolButton
        label={dataTexts.notificationsButton(unread)}
        onClick={() => {
          feed.reload();
          setOpen(true);
        }}
      >
        <BellIcon />
        {unread > 0 && (
          <span className="tool-badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </ToolButton>
      {open && <NotificationsDrawer feed={feed} onClose={() => setOpen(false)} />}
    </>
  );
}
