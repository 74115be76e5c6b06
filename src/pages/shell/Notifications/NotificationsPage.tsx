import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { shellTexts, ui } from '../../../../domain/messages';
import { authsAtom } from '../../../state/session';
import { dataTexts } from '../shell-data.texts';
import '../shell-data.css';
import { listNotifications, NOTIFICATION_PAGE_SIZE, type NotificationRecord } from './notifications.api';
import { openNotification, readAll, removeAll } from './notifications.actions';
import { unreadCountAtom } from './notifications.state';
import { NotificationList } from './NotificationList';

interface PageState {
  items: NotificationRecord[];
  page: number;
  total: number;
  loading: boolean;
  failed: boolean;
}

/**
 * /bildirimler: every notification whose time has come, 20 a page, the next page loaded when the end of the
 * list comes into view (or by the button); a click marks one read, marketplace orders open their page.
 */
export function NotificationsPage() {
  const auths = useAtomValue(authsAtom);
  const setUnread = useSetAtom(unreadCountAtom);
  const navigate = useNavigate();
  const [state, setState] = useState<PageState>({
    items: [],
    page: 0,
    total: 0,
    loading: false,
    failed: false,
  });
  const sentinel = useRef<HTMLDivElement>(null);
  const busy = useRef(false);
  const more = state.page === 0 || state.page * NOTIFICATION_PAGE_SIZE < state.total;

  const loadNext = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    const page = state.page + 1;
    setState((s) => ({ ...s, loading: true, failed: false }));
    try {
      const data = await listNotifications(auths, page);
      setState((s) => ({
        items: [...s.items, ...data.records.filter((r) => !s.items.some((x) => x.id === r.id))],
        page,
        total: data.all_records_count,
        loading: false,
        failed: false,
      }));
    } catch {
      setState((s) => ({ ...s, loading: false, failed: true }));
    } finally {
      busy.current = false;
    }
  }, [auths, state.page]);

  useEffect(() => {
    if (state.page === 0 && !state.failed) void loadNext();
  }, [state.page, state.failed, loadNext]);

  // Infinite scroll: the sentinel under the list asks for the next page when it comes into view.
  useEffect(() => {
    const el = sentinel.current;
    if (!el || typeof IntersectionObserver === 'undefined' || !more || state.page === 0) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void loadNext();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [more, state.page, loadNext]);

  async function open(record: NotificationRecord) {
    const target = await openNotification(auths, record, (id) => {
      setState((s) => ({ ...s, items: s.items.map((x) => (x.id === id ? { ...x, state: '0' } : x)) }));
      setUnread((n) => (n ? n - 1 : 0));
    });
    if (target) void navigate(target);
  }

  return (
    <section className="page notifications-page">
      <h1 className="page__title">{shellTexts.notifications}</h1>
      <div className="notifications-page__actions">
        <button
          type="button"
          className="btn"
          disabled={!state.items.length}
          onClick={async () => {
            if (!(await readAll())) return;
            setState((s) => ({ ...s, items: s.items.map((x) => ({ ...x, state: '0' })) }));
            setUnread(0);
          }}
        >
          {dataTexts.markAllRead}
        </button>
        <button
          type="button"
          className="btn btn--danger-text"
          disabled={!state.items.length}
          onClick={async () => {
            if (!(await removeAll())) return;
            setState({ items: [], page: 1, total: 0, loading: false, failed: false });
            setUnread(0);
          }}
        >
          {dataTexts.deleteAll}
        </button>
      </div>
      {state.failed && !state.items.length ? (
        <p className="field__error">{dataTexts.loadFailed}</p>
      ) : (
        <NotificationList
          items={state.items}
          loading={state.loading || state.page === 0}
          onOpen={(r) => void open(r)}
        />
      )}
      {state.loading && (
        <p className="muted" role="status">
          {ui.loading}
        </p>
      )}
      <div ref={sentinel} />
      {more && state.page > 0 && !state.loading && (
        <button type="button" className="btn btn--block" onClick={() => void loadNext()}>
          {dataTexts.loadMore}
        </button>
      )}
    </section>
  );
}
