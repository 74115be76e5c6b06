import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageDefinition } from '../../../engine/page/types';
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
