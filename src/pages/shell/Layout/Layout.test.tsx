import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ui } from '../../../../domain/messages';
import { pages } from '../../../schemas';
import { LOGOUT_RELOAD_MS, pageLoad } from '../../../services/auth';
import { tokenStore } from '../../../services/http';
import { fakeApi, ok, userInfo } from '../../../app/testing/fake-api';
import { renderApp } from '../../../app/testing/render-app';
import { resetBrowserState } from '../../../app/testing/reset';

beforeEach(resetBrowserState);
afterEach(resetBrowserState);

function session(info = userInfo()) {
  tokenStore.set('tok-1');
  return fakeApi({
    'tok-1/getLoggedInUserInfo': () => ok(info),
    'tok-1/logOut': () => ok({ message: 'success' }),
  });
}

async function menuLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Ana menü' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent?.slice(1), a.getAttribute('href')]);
}

describe('side menu', () => {
  it('lists Ana Sayfa, the permitted tables by menu order, then Ayarlar, Kullanıcılar and Profil', async () => {
    session();
    renderApp('/');
    expect(await menuLinks()).toEqual([
      ['Ana Sayfa', '/'],
      ['Cari Hesaplar', '/cari-hesaplar'],
      ['Kasa', '/kasa'],
      ['Banka', '/banka'],
      ['Ayarlar', '/ayarlar/genel'],
      ['Kullanıcılar', '/ayarlar/kullanicilar'],
      ['Profil', '/firma'],
    ]);
  });

  it('leaves out tables the auths do not list and pages outside the package', async () => {
    const limited = pages.map((p) =>
      p.table === 'kasa_karti' ? { ...p, packages: [2 as const, 4 as const] } : p,
    );
    session(userInfo({ tables: ['cari_hesap', 'kasa_karti'], packageId: 1 }));
    renderApp('/', limited);
    const labels = (await menuLinks()).map(([label]) => label);
    expect(labels).toEqual(['Ana Sayfa', 'Cari Hesaplar', 'Ayarlar', 'Kullanıcılar', 'Profil']);
  });

  it('adds Admin Menü for admins', async () => {
    session(userInfo({ isAdmin: true }));
    renderApp('/');
    expect(await menuLinks()).toContainEqual(['Admin Menü', '/ad/users']);
    await userEvent.setup().click(screen.getByRole('link', { name: /Admin Menü/ }));
    expect(
      await screen.findByRole('heading', { name: 'Kullanıcılar', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('collapses and expands, and remembers the choice', async () => {
    session();
    renderApp('/');
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: /Menüyü daralt/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: /Menüyü genişlet/ })).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem('defter.menuCollapsed')).toBe('true');
  });
});

describe('top bar', () => {
  it('shows the company, the user and the remaining days, red under 7', async () => {
    session(userInfo({ kalanGun: 5 }));
    renderApp('/');
    const bar = await screen.findByRole('banner');
    expect(within(bar).getByText('Örnek Ticaret Ltd. Şti.')).toBeInTheDocument();
    expect(within(bar).getByText('Ayşe Yılmaz')).toBeInTheDocument();
    expect(within(bar).getByText('Kalan süre: 5 gün')).toHaveClass('is-danger');
  });

  it('logout posts logOut, clears the token and reloads at / after 500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = session();
    localStorage.setItem('defter.menuCollapsed', 'false');
    const reload = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    renderApp('/firma');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Çıkış Yap' }));

    await waitFor(() => expect(api.sent('tok-1/logOut')).toHaveLength(1));
    await waitFor(() => expect(tokenStore.get()).toBeNull());
    expect(localStorage.getItem('defter.menuCollapsed')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(LOGOUT_RELOAD_MS));
    expect(reload).toHaveBeenCalledWith('/');
  });

  it('shows the offline notice while the browser is offline', async () => {
    session();
    renderApp('/');
    await screen.findByRole('banner');
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('alert')).toHaveTextContent(ui.offline);
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(ui.offline)).toBeNull();
  });
});
