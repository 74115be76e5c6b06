import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { authsAtom } from '../../../state/session';
import {
  countUnread,
  listNotifications,
  NOTIFICATION_PAGE_SIZE,
  type NotificationRecord,
} from './notifications.api';
import { unreadCountAtom } from './notifications.state';

/** The drawer shows this many at first (spec 000 §9)… */
export const FEED_START = 10;
/** …and this many more per "load more". */
export const FEED_STEP = 5;
/** Notifications load this long after the shell starts (spec 000 §9). */
export const FEED_DELAY_MS = 1000;
/**
 * The badge's unread count is asked again this often, with the spec's other polls (announcements, inbox:
 * 60 s), so that a notification arriving while the user works shows without a reload.
 */
export const BADGE_POLL_MS = 60_000;

interface Feed {
  items: NotificationRecord[];
  /** Pages of NOTIFICATION_PAGE_SIZE fetched so far. */
  pages: number;
  total: number;
  visible: number;
  loading: boolean;
  failed: boolean;
}

const EMPTY: Feed = { items: [], pages: 0, total: 0, visible: FEED_START, loading: false, failed: false };

/**
 * True when showing `visible` notifications needs the next page: once the count shown passes the loaded
 * ones minus one step (past 15 with the first 20), while the server has more.
 */
export const needsNextPage = (f: Pick<Feed, 'visible' | 'pages' | 'total'>) =>
  f.visible > f.pages * NOTIFICATION_PAGE_SIZE - FEED_STEP && f.pages * NOTIFICATION_PAGE_SIZE < f.total;

/**
 * The notification drawer's feed: the first page 1 s after start, 10 shown, 5 more per `showMore`, the next
 * page once more than 15 are shown; `reload` starts over (when the drawer opens). Also keeps the badge count.
 */
export function useNotificationFeed() {
  const auths = useAtomValue(authsAtom);
  const setUnread = useSetAtom(unreadCountAtom);
  const [feed, setFeed] = useState<Feed>(EMPTY);
  const seq = useRef(0);

  const fetchPage = useCallback(
    async (page: number, fresh: boolean) => {
      const id = fresh ? ++seq.current : seq.current;
      setFeed((f) => ({ ...(fresh ? { ...EMPTY } : f), loading: true, failed: false }));
      try {
        const data = await listNotifications(auths, page);
        if (id !== seq.current) return;
        setFeed((f) => ({
          ...f,
          items: fresh
            ? data.records
            : [...f.items, ...data.records.filter((r) => !f.items.some((x) => x.id === r.id))],
          pages: page,
          total: data.all_records_count,
          loading: false,
        }));
      } catch {
        if (id === seq.current) setFeed((f) => ({ ...f, loading: false, failed: true }));
      }
    },
    [auths],
  );

  const refreshCount = useCallback(() => {
    countUnread(auths).then(setUnread, () => undefined);
  }, [auths, setUnread]);

  const reload = useCallback(() => {
    void fetchPage(1, true);
    refreshCount();
  }, [fetchPage, refreshCount]);

  useEffect(() => {
    const timer = setTimeout(reload, FEED_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reload]);

  useEffect(() => {
    const timer = setInterval(refreshCount, BADGE_POLL_MS);
    return () => clearInterval(timer);
  }, [refreshCount]);

  // The next page is fetched as soon as the count shown needs it.
  useEffect(() => {
    if (!feed.loading && !feed.failed && feed.pages > 0 && needsNextPage(feed))
      void fetchPage(feed.pages + 1, false);
  }, [feed, fetchPage]);

  const showMore = useCallback(() => setFeed((f) => ({ ...f, visible: f.visible + FEED_STEP })), []);

  /** Applies a change to the loaded notifications (read flags, removal) without a fetch. */
  const patch = useCallback(
    (change: (items: NotificationRecord[]) => NotificationRecord[], total?: number) => {
      setFeed((f) => ({ ...f, items: change(f.items), total: total ?? f.total }));
    },
    [],
  );

  const shown = feed.items.slice(0, feed.visible);
  const more = feed.visible < feed.items.length || feed.pages * NOTIFICATION_PAGE_SIZE < feed.total;
  return { ...feed, shown, more, reload, showMore, patch, refreshCount };
}

/** What the feed hook gives its drawer. */
export type NotificationFeed = ReturnType<typeof useNotificationFeed>;
