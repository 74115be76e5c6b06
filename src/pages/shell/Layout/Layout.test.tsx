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
    .map((a) => [a.textContent, a.getAttribute('href')]);
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

describe('side menu groups', () => {
  const group = (name: string) => screen.getByRole('button', { name });

  it('files the tables under the spec’s areas, each a button that says whether it is open', async () => {
    session(userInfo({ isAdmin: true }));
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Ana menü' });
    const toggles = within(nav)
      .getAllByRole('button', { expanded: true })
      .map((b) => b.textContent);
    expect(toggles).toEqual(['Alış-Satış', 'Finans', 'Ayarlar', 'Menüyü daralt']);
    const links = (name: string) =>
      within(document.getElementById(group(name).getAttribute('aria-controls')!)!)
        .getAllByRole('link')
        .map((a) => a.textContent);
    expect(links('Alış-Satış')).toEqual(['Cari Hesaplar']);
    expect(links('Finans')).toEqual(['Kasa', 'Banka']);
    expect(links('Ayarlar')).toEqual(['Ayarlar', 'Kullanıcılar', 'Profil', 'Admin Menü']);
    // Real icons, not letters: every entry draws an svg.
    expect(
      within(nav)
        .getAllByRole('link')
        .every((a) => a.querySelector('svg')),
    ).toBe(true);
  });

  it('closes and opens a group from the keyboard, remembers it, and keeps the current page’s group open', async () => {
    session();
    renderApp('/');
    const nav = within(await screen.findByRole('navigation', { name: 'Ana menü' }));
    const user = userEvent.setup();
    group('Finans').focus();
    await user.keyboard('{Enter}');
    expect(group('Finans')).toHaveAttribute('aria-expanded', 'false');
    expect(nav.queryByRole('link', { name: 'Kasa' })).toBeNull();
    expect(JSON.parse(localStorage.getItem('defter.menu.closedGroups')!)).toEqual(['finans']);
    await user.keyboard(' ');
    expect(group('Finans')).toHaveAttribute('aria-expanded', 'true');
    expect(nav.getByRole('link', { name: 'Kasa' })).toBeVisible();
    // Closed, then the user goes to one of its pages: the group opens with it.
    await user.keyboard('{Enter}');
    expect(nav.queryByRole('link', { name: 'Banka' })).toBeNull();
    await user.click(nav.getByRole('link', { name: 'Cari Hesaplar' }));
    await user.click(group('Alış-Satış'));
    // The current page's group stays open whatever the stored choice says.
    expect(group('Alış-Satış')).toHaveAttribute('aria-expanded', 'true');
    expect(nav.getByRole('link', { name: 'Cari Hesaplar' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('top bar', () => {
  it('has a ⋮ button that opens and closes the panel of tools and logout (Escape closes it)', async () => {
    session();
    renderApp('/');
    const user = userEvent.setup();
    const more = await screen.findByRole('button', { name: 'Diğer işlemler' });
    const panel = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('button', { name: 'Çıkış Yap' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: /Ekranı kilitle/ })).toBeInTheDocument();
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

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
