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
          // The count is drawn by CSS (attr): the button's name already says it, and text inside the button that
          // differs from its name ("99+") is what axe-core's label-content-name-mismatch flags.
          <span className="tool-badge" aria-hidden="true" data-count={unread > 99 ? '99+' : String(unread)} />
        )}
      </ToolButton>
      {open && <NotificationsDrawer feed={feed} onClose={() => setOpen(false)} />}
    </>
  );
}
