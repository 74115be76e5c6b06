import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellTexts } from '../../../../domain/messages';
import { fakeApi, ok, userInfo, type Handler, type SentRequest } from '../../../app/testing/fake-api';
import { renderApp } from '../../../app/testing/render-app';
import { resetBrowserState } from '../../../app/testing/reset';
import { tokenStore } from '../../../services/http';
import type { NotificationRecord } from './notifications.api';
import { BADGE_POLL_MS, FEED_DELAY_MS } from './useNotificationFeed';

// The shared 2-core machine can be slow: give async queries more than the default second.
configure({ asyncUtilTimeout: 5000 });
beforeEach(resetBrowserState);
afterEach(resetBrowserState);

const BASE = 'tok-1/tables/bildirimler';

function notification(id: number, extra: Partial<NotificationRecord> = {}): NotificationRecord {
  return {
    id,
    title: `Bildirim ${id}`,
    description: `Açıklama ${id}`,
    state: id % 2 ? '1' : '0',
    start_time: '2026-11-20 10:00:00',
    bildirim_json: null,
    ...extra,
  };
}

/** A server with `all` notifications (newest first), answering pages of the list and the unread count. */
function server(all: NotificationRecord[], more: Record<string, Handler> = {}) {
  tokenStore.set('tok-1');
  let rows = [...all];
  const api = fakeApi({
    'tok-1/getLoggedInUserInfo': () => ok(userInfo()),
    [BASE]: (body) => {
      const p = body.params;
      const list = p.filters?.state ? rows.filter((r) => r.state === '1') : rows;
      const start = (p.page - 1) * p.limit;
      return ok({ records: list.slice(start, start + p.limit), all_records_count: list.length, pages: 1 });
    },
    'tok-1/bildirimler/markAsRead': () => {
      rows = rows.map((r) => ({ ...r, state: '0' }));
      return ok({ message: 'success', count: 1 });
    },
    'tok-1/bildirimler/delete': () => {
      rows = [];
      return ok({ message: 'success', count: 1 });
    },
    ...more,
  });
  const pagesAsked = () => api.sent(BASE).filter((r: SentRequest) => !r.body.params.filters?.state);
  return { api, pagesAsked };
}

async function startShell() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const app = renderApp('/');
  await screen.findByRole('banner');
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { app, user };
}

const drawer = () => screen.getByRole('dialog', { name: shellTexts.notifications });
const items = () =>
  within(within(drawer()).getByRole('list', { name: shellTexts.notifications })).getAllByRole('listitem');

describe('the notification drawer', () => {
  it('loads 1 s after start, 20 whose time has come, newest first, and shows the unread badge', async () => {
    const { pagesAsked, api } = server(Array.from({ length: 7 }, (_, i) => notification(i + 1)));
    await startShell();
    expect(api.sent(BASE)).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(FEED_DELAY_MS));
    await waitFor(() => expect(pagesAsked()).toHaveLength(1));
    const params = pagesAsked()[0].body.params;
    expect(params).toMatchObject({ page: 1, limit: 20, sorts: { start_time: false } });
    expect(params.filters.start_time).toMatchObject({ type: 2, guiType: 'datetime' });
    expect(params.filters.start_time.filter).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await screen.findByRole('button', { name: 'Bildirimler (4 okunmamış)' })).toBeInTheDocument();
  });

  it('asks the unread count again every 60 s, so a new notification shows on the badge without a reload', async () => {
    // A server whose notifications change while the user works.
    const live = [notification(1), notification(2)];
    const { api } = server([], {
      [BASE]: (body) => {
        const list = body.params.filters?.state ? live.filter((r) => r.state === '1') : live;
        return ok({ records: list.slice(0, body.params.limit), all_records_count: list.length, pages: 1 });
      },
    });
    await startShell();
    await act(async () => vi.advanceTimersByTime(FEED_DELAY_MS));
    expect(await screen.findByRole('button', { name: 'Bildirimler (1 okunmamış)' })).toBeInTheDocument();
    const counts = () => api.sent(BASE).filter((r: SentRequest) => r.body.params.filters?.state).length;
    const before = counts();
    live.unshift(notification(3));
    await act(async () => vi.advanceTimersByTime(BADGE_POLL_MS));
    expect(await screen.findByRole('button', { name: 'Bildirimler (2 okunmamış)' })).toBeInTheDocument();
    expect(counts()).toBe(before + 1);
  });

  it('shows 10, then 15 per "load more", and fetches the next page once more than 15 are shown', async () => {
    const { pagesAsked } = server(Array.from({ length: 45 }, (_, i) => notification(i + 1)));
    const { user } = await startShell();
    await act(async () => vi.advanceTimersByTime(FEED_DELAY_MS));
    await user.click(await screen.findByRole('button', { name: /^Bildirimler/ }));
    await waitFor(() => expect(items()).toHaveLength(10));
    const before = pagesAsked().length;

    await user.click(within(drawer()).getByRole('button', { name: 'Daha fazla göster' }));
    expect(items()).toHaveLength(15);
    expect(pagesAsked()).toHaveLength(before);

    await user.click(within(drawer()).getByRole('button', { name: 'Daha fazla göster' }));
    await waitFor(() => expect(pagesAsked()).toHaveLength(before + 1));
    expect(pagesAsked().at(-1)!.body.params.page).toBe(2);
    expect(items()).toHaveLength(20);
    await user.click(within(drawer()).getByRole('button', { name: 'Daha fazla göster' }));
    expect(items()).toHaveLength(25);
    expect(within(items()[24]).getByText('Bildirim 25')).toBeInTheDocument();
  });

  it('marks a notification read when clicked (update by id, state false)', async () => {
    const { api } = server([notification(5, { state: '1' }), notification(4, { state: '0' })], {
      [`${BASE}/5/update`]: () => ok({ message: 'success', id: 5 }),
    });
    const { user } = await startShell();
    await act(async () => vi.advanceTimersByTime(FEED_DELAY_MS));
    await user.click(await screen.findByRole('button', { name: 'Bildirimler (1 okunmamış)' }));
    const first = (await within(drawer()).findByText('Bildirim 5')).closest('button')!;
    expect(first).toHaveTextContent('Okunmadı');
    await user.click(first);
    await waitFor(() => expect(api.sent(`${BASE}/5/update`)).toHaveLength(1));
    expect(api.sent(`${BASE}/5/update`)[0].body).toEqual({ column_set_id: '0', state: '0' });
    expect(first).toHaveTextContent('Okundu');
    expect(screen.getByRole('button', { name: 'Bildirimler' })).toBeInTheDocument();
  });

  it('opens the marketplace orders of a Trendyol or Hepsiburada notification', async () => {
    server(
      [
        notification(3, { state: '0', bildirim_json: '{"table":"trendyol_siparisler","id":1}' }),
        notification(2, { state: '0', bildirim_json: '{"table":"hepsiburada_siparisler"}' }),
      ],
      {},
    );
    const { app, user } = await startShell();
    await act(async () => vi.advanceTimersByTime(FEED_DELAY_MS));
    await user.click(await screen.findByRole('button', { name: 'Bildirimler' }));
    await user.click(await within(drawer()).findByText('Bildirim 3'));
    await waitFor(() => expect(app.location()).toBe('/trendyol/siparisler'));
    expect(screen.queryByRole('dialog')).toBeNull();
    // A page of its own, not the 404 page (issue 16).
    expect(await screen.findByRole('heading', { name: 'Trendyol Siparişleri' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bildirimler' }));
    await user.click(await within(drawer()).findByText('Bildirim 2'));
    await waitFor(() => expect(app.location()).toBe('/hepsiburada/siparisler'));
    expect(await screen.findByRole('heading', { name: 'Hepsiburada Siparişleri' })).toBeInTheDocument();
  });

  it('marks all read', async () => {
    const { api } = server([notification(3), notification(1)]);
    const { user } = await startShell();
    await act(async () => vi.advanceTimersByTime(FEED_DELAY_MS));
    await user.click(await screen.findByRole('button', { name: 'Bildirimler (2 okunmamış)' }));
    await within(drawer()).findByText('Bildirim 3');
    await user.click(within(drawer()).getByRole('button', { name: 'Tümünü okundu işaretle' }));
    await waitFor(() => expect(api.sent('tok-1/bildirimler/markAsRead')).toHaveLength(1));
    await waitFor(() => expect(items().every((li) => li.textContent!.includes('Okundu'))).toBe(true));
    expect(screen.getByRole('button', { name: 'Bildirimler' })).toBeInTheDocument();
  });

  it('deletes all only after "Tüm bildirimler silinecek, emin misiniz?" (Uyarı; Sil / İptal)', async () => {
    const { api } = server([notification(2), notification(1)]);
    const { user } = await startShell();
    await act(async () => vi.advanceTimersByTime(FEED_DELAY_MS));
    await user.click(await screen.findByRole('button', { name: /^Bildirimler/ }));
    await within(drawer()).findByText('Bildirim 2');

    await user.click(within(drawer()).getByRole('button', { name: 'Tümünü sil' }));
    let confirm = screen.getByRole('dialog', { name: 'Uyarı' });
    expect(confirm).toHaveTextContent('Tüm bildirimler silinecek, emin misiniz?');
    expect(
      within(confirm)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Sil', 'İptal']);
    await user.click(within(confirm).getByRole('button', { name: 'İptal' }));
    expect(api.sent('tok-1/bildirimler/delete')).toHaveLength(0);
    expect(items()).toHaveLength(2);

    await user.click(within(drawer()).getByRole('button', { name: 'Tümünü sil' }));
    confirm = screen.getByRole('dialog', { name: 'Uyarı' });
    await user.click(within(confirm).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(api.sent('tok-1/bildirimler/delete')).toHaveLength(1));
    expect(await within(drawer()).findByText('Gösterilecek bildirim bulunamadı.')).toBeInTheDocument();
  });

  it('says "Gösterilecek bildirim bulunamadı." when there is none', async () => {
    server([]);
    const { user } = await startShell();
    await act(async () => vi.advanceTimersByTime(FEED_DELAY_MS));
    await user.click(await screen.findByRole('button', { name: 'Bildirimler' }));
    expect(await within(drawer()).findByText('Gösterilecek bildirim bulunamadı.')).toBeInTheDocument();
    expect(within(drawer()).queryByRole('button', { name: 'Daha fazla göster' })).toBeNull();
  });
});

describe('the /bildirimler page', () => {
  it('loads 20 a page and the next page by the load-more button', async () => {
    const { pagesAsked } = server(Array.from({ length: 30 }, (_, i) => notification(i + 1)));
    const user = userEvent.setup();
    renderApp('/bildirimler');
    const page = await screen.findByRole('list', { name: shellTexts.notifications });
    await waitFor(() => expect(within(page).getAllByRole('listitem')).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Daha fazla yükle' }));
    await waitFor(() => expect(within(page).getAllByRole('listitem')).toHaveLength(30));
    const pages = pagesAsked().filter((r) => r.body.params.limit === 20 && r.body.params.page === 2);
    expect(pages.length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Daha fazla yükle' })).toBeNull();
  });
});
