import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageDefinition } from '../../../../domain/pages/page.types';
import { fakeApi, ok, userInfo } from '../../../app/testing/fake-api';
import { renderApp } from '../../../app/testing/render-app';
import { resetBrowserState } from '../../../app/testing/reset';
import { tokenStore } from '../../../services/http';

vi.mock('../../../engine/page/index', () => ({
  ListPage: ({ def }: { def: PageDefinition }) => <p>liste:{def.table}</p>,
  FormPage: ({ def, id }: { def: PageDefinition; id?: string }) => (
    <p>
      form:{def.table}:{id ?? 'yeni'}
    </p>
  ),
}));

beforeEach(() => {
  resetBrowserState();
  tokenStore.set('tok-1');
  fakeApi({ 'tok-1/getLoggedInUserInfo': () => ok(userInfo()) });
});
afterEach(resetBrowserState);

async function visit(paths: string[]) {
  const app = renderApp(paths[0]);
  await screen.findByRole('banner');
  await act(async () => undefined);
  for (const p of paths.slice(1)) await act(() => app.router.navigate(p));
  return app;
}

const tabBar = () => screen.queryByRole('navigation', { name: 'Son ziyaret edilen sayfalar' });
const tabs = () => {
  const nav = tabBar();
  return nav
    ? within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent)
    : [];
};
const tab = (name: string) => within(tabBar()!).getByRole('link', { name });

describe('history tabs', () => {
  it('shows visited routes by title, without home and without duplicates', async () => {
    await visit(['/', '/kasa', '/cari-hesaplar', '/kasa', '/kasa/ekle', '/', '/banka/duzenle/3']);
    expect(tabs()).toEqual(['Kasa', 'Cari Hesaplar', 'Kasa - Yeni Kayıt', 'Banka - Düzenle #3']);
    expect(JSON.parse(localStorage.getItem('defter.history')!)).toHaveLength(4);
  });

  it('keeps at most 8, dropping the least recently visited', async () => {
    await visit([
      '/kasa',
      '/banka',
      '/cari-hesaplar',
      '/kasa/ekle',
      '/banka/ekle',
      '/cari-hesaplar/ekle',
      '/kasa/duzenle/1',
      '/banka/duzenle/1',
      '/kasa',
      '/cari-hesaplar/duzenle/1',
    ]);
    expect(tabs()).toEqual([
      'Kasa',
      'Cari Hesaplar',
      'Kasa - Yeni Kayıt',
      'Banka - Yeni Kayıt',
      'Cari Hesaplar - Yeni Kayıt',
      'Kasa - Düzenle #1',
      'Banka - Düzenle #1',
      'Cari Hesaplar - Düzenle #1',
    ]);
  });

  it('goes to a tab on click', async () => {
    const app = await visit(['/kasa', '/banka']);
    await userEvent.setup().click(tab('Kasa'));
    expect(app.location()).toBe('/kasa');
    expect(tabs()).toEqual(['Kasa', 'Banka']);
  });

  it('closes a tab with × or a middle-click; closing the open tab goes to its neighbour', async () => {
    const app = await visit(['/kasa', '/banka', '/cari-hesaplar']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Banka sekmesini kapat' }));
    expect(tabs()).toEqual(['Kasa', 'Cari Hesaplar']);
    expect(app.location()).toBe('/cari-hesaplar');

    await user.pointer({ keys: '[MouseMiddle]', target: tab('Cari Hesaplar') });
    expect(tabs()).toEqual(['Kasa']);
    expect(app.location()).toBe('/kasa');
  });

  it('closing the last tab goes to /', async () => {
    const app = await visit(['/kasa']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Kasa sekmesini kapat' }));
    expect(app.location()).toBe('/');
    expect(tabs()).toEqual([]);
  });

  it('comes back after a reload', async () => {
    const first = await visit(['/kasa', '/banka']);
    first.unmount();
    await visit(['/']);
    expect(tabs()).toEqual(['Kasa', 'Banka']);
  });
});

describe('history tabs and routes the user may not open', () => {
  function session(changes: { branch?: string; isAdmin?: boolean }) {
    const info = userInfo({ isAdmin: changes.isAdmin });
    info.user.firma_sube_adi = changes.branch ?? null;
    fakeApi({ 'tok-1/getLoggedInUserInfo': () => ok(info) });
  }

  it.each(['1k', '1t', '3k', '3t'])(
    'records no tab for /ayarlar/kullanicilar on branch %s (the 404 page)',
    async (branch) => {
      session({ branch, isAdmin: true });
      await visit(['/kasa', '/ayarlar/kullanicilar', '/ayarlar/genel']);
      expect(await screen.findByText('Ayarlar', { selector: '.history-tab__link' })).toBeInTheDocument();
      expect(tabs()).toEqual(['Kasa', 'Ayarlar']);
    },
  );

  it('records no tab for /ad/users for a user who is not an admin, but does for an admin', async () => {
    session({ isAdmin: false });
    const app = await visit(['/kasa', '/ad/users']);
    expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı' })).toBeInTheDocument();
    expect(tabs()).toEqual(['Kasa']);
    app.unmount();
    resetBrowserState();
    tokenStore.set('tok-1');
    session({ isAdmin: true, branch: 'Merkez' });
    await visit(['/kasa', '/ayarlar/kullanicilar']);
    expect(tabs()).toEqual(['Kasa', 'Kullanıcılar']);
  });

  it('drops kept tabs that have become a 404 for the user (another company or role)', async () => {
    localStorage.setItem(
      'defter.history',
      JSON.stringify([
        { path: '/ad/users', title: 'Admin Menü', visited: 1 },
        { path: '/ayarlar/kullanicilar', title: 'Kullanıcılar', visited: 2 },
        { path: '/banka', title: 'Banka', visited: 3 },
      ]),
    );
    session({ isAdmin: false, branch: '3K' });
    await visit(['/kasa']);
    expect(await screen.findByText('Kasa', { selector: '.history-tab__link' })).toBeInTheDocument();
    expect(tabs()).toEqual(['Banka', 'Kasa']);
  });
});
