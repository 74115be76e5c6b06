import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { codeTexts } from '../../domain/messages';
import type { PageDefinition } from '../../domain/pages/page.types';
import { pages } from '../schemas';
import { tokenStore } from '../services/http';
import { fail, fakeApi, ok, userInfo } from './testing/fake-api';
import { renderApp } from './testing/render-app';
import { resetBrowserState } from './testing/reset';
import { SYSTEM_CHECK_MS } from './useSystemCheck';

// The engine's pages are another suite's concern; here they only show which table they were given.
vi.mock('../engine/page/index', () => ({
  ListPage: ({ def }: { def: PageDefinition }) => <p>liste:{def.table}</p>,
  FormPage: ({ def }: { def: PageDefinition }) => <p>form:{def.table}</p>,
}));

beforeEach(resetBrowserState);
afterEach(resetBrowserState);

function loggedIn(info = userInfo(), token = 'tok-1') {
  tokenStore.set(token);
  return fakeApi({
    [`${token}/getLoggedInUserInfo`]: () => ok(info),
    [token]: () => ok({ message: 'service.ok' }),
  });
}

describe('redirects', () => {
  it.each(['/', '/kasa', '/cari-hesaplar/duzenle/5', '/bilinmeyen'])(
    'sends %s to /login without a token',
    async (path) => {
      const api = fakeApi({});
      const app = renderApp(path);
      expect(await screen.findByRole('button', { name: 'Giriş Yap' })).toBeInTheDocument();
      expect(app.location()).toBe('/login');
      expect(api.requests).toHaveLength(0);
    },
  );

  it('sends a logged-in user from /login to /', async () => {
    loggedIn();
    const app = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Ana Sayfa' })).toBeInTheDocument();
    expect(app.location()).toBe('/');
  });

  it('removes a token the server refuses on start and lands on /login', async () => {
    tokenStore.set('tok-old');
    localStorage.setItem('defter.menuCollapsed', 'true');
    const api = fakeApi({ 'tok-old/getLoggedInUserInfo': () => fail('fail.token') });
    const app = renderApp('/kasa');
    expect(await screen.findByRole('button', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(tokenStore.get()).toBeNull();
    expect(localStorage.getItem('defter.menuCollapsed')).toBeNull();
    expect(api.sent('tok-old/getLoggedInUserInfo')).toHaveLength(1);
  });
});

describe('session', () => {
  it('logs out when the 60 s system check answers fail.token: local data cleared, /login', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    tokenStore.set('tok-1');
    sessionStorage.setItem('defter.draft', '{}');
    let valid = true;
    const api = fakeApi({
      'tok-1/getLoggedInUserInfo': () => ok(userInfo()),
      'tok-1': () => (valid ? ok({ message: 'service.ok' }) : fail('fail.token')),
    });
    const app = renderApp('/cari-hesaplar');
    expect(await screen.findByText('liste:cari_hesap')).toBeInTheDocument();
    // The page may show in the same commit as the session's info: its effects (the check's timer) run next.
    await act(async () => vi.advanceTimersByTime(0));

    await act(async () => vi.advanceTimersByTime(SYSTEM_CHECK_MS));
    await waitFor(() => expect(api.sent('tok-1')).toHaveLength(1));
    expect(app.location()).toBe('/cari-hesaplar');

    valid = false;
    await act(async () => vi.advanceTimersByTime(SYSTEM_CHECK_MS));
    expect(await screen.findByRole('button', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(tokenStore.get()).toBeNull();
    expect(sessionStorage.getItem('defter.draft')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(codeTexts['fail.token']);
  });
});

describe('routes', () => {
  it('shows the 404 page for an unknown route, with a way home', async () => {
    loggedIn();
    renderApp('/olmayan-sayfa');
    expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Ana Sayfa'ya dön" })).toHaveAttribute('href', '/');
  });

  it('shows the 404 page for a route outside the company package', async () => {
    const limited = pages.map((p) => (p.table === 'banka_karti' ? { ...p, packages: [4 as const] } : p));
    loggedIn(userInfo({ packageId: 1 }));
    renderApp('/banka/ekle', limited);
    expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı' })).toBeInTheDocument();
  });

  it('opens the same route for a company whose package includes it', async () => {
    const limited = pages.map((p) => (p.table === 'banka_karti' ? { ...p, packages: [4 as const] } : p));
    loggedIn(userInfo({ packageId: 4 }));
    renderApp('/banka', limited);
    expect(await screen.findByText('liste:banka_karti')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sayfa bulunamadı' })).toBeNull();
  });

  it('keeps /ad/users for admins only', async () => {
    loggedIn(userInfo({ isAdmin: false }));
    renderApp('/ad/users');
    expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı' })).toBeInTheDocument();
  });
});
