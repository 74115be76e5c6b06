import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, ok, userInfo } from '../../../app/testing/fake-api';
import { renderApp } from '../../../app/testing/render-app';
import { resetBrowserState } from '../../../app/testing/reset';
import { tokenStore } from '../../../services/http';
import { pages } from '../../../schemas';
import { favouriteOf, parseFavourites, toggleFavourite } from './favourites';

configure({ asyncUtilTimeout: 5000 });
beforeEach(resetBrowserState);
afterEach(resetBrowserState);

describe('the favourites map', () => {
  it('knows a page’s list, add, edit and detail routes, and nothing else', () => {
    expect(favouriteOf('/kasa', pages)).toEqual({
      type: 'list',
      link: '/kasa',
      table_name: 'kasa_karti',
      id: null,
      state: true,
    });
    expect(favouriteOf('/kasa/ekle', pages)).toMatchObject({ type: 'create', id: null });
    expect(favouriteOf('/cari-hesaplar/duzenle/12', pages)).toMatchObject({
      type: 'edit',
      id: 12,
      table_name: 'cari_hesap',
    });
    expect(favouriteOf('/cari-hesaplar/detay/12', pages)).toMatchObject({ type: 'detail', id: 12 });
    for (const path of ['/', '/firma', '/kasa/duzenle/', '/kasa/duzenle/1/x', '/bilinmeyen'])
      expect(favouriteOf(path, pages)).toBeNull();
  });

  it('tells the two invoice kinds apart on their shared route by their own segments', () => {
    // The tabbed list belongs to the purchase invoices' page, which owns the route (002 §2).
    expect(favouriteOf('/alis-satis-yonetimi/fatura', pages)).toMatchObject({
      type: 'list',
      table_name: 'alis_fatura',
    });
    expect(favouriteOf('/alis-satis-yonetimi/fatura/satis-ekle', pages)).toMatchObject({
      type: 'create',
      table_name: 'satis_fatura',
    });
    expect(favouriteOf('/alis-satis-yonetimi/fatura/alis-duzenle/8', pages)).toMatchObject({
      type: 'edit',
      table_name: 'alis_fatura',
      id: 8,
    });
    expect(favouriteOf('/alis-satis-yonetimi/fatura/satis-detay/9', pages)).toMatchObject({
      type: 'detail',
      table_name: 'satis_fatura',
      id: 9,
    });
    // The old routes only redirect: they are no favourite of their own.
    for (const path of ['/alis-satis-yonetimi/fatura/satis', '/alis-satis-yonetimi/fatura/ekle'])
      expect(favouriteOf(path, pages)).toBeNull();
  });

  it('keys entries by link plus table name, toggles them, and reads back only well-formed ones', () => {
    const kasa = favouriteOf('/kasa', pages)!;
    const map = toggleFavourite({}, kasa);
    expect(Object.keys(map)).toEqual(['/kasakasa_karti']);
    expect(toggleFavourite(map, kasa)).toEqual({});
    expect(
      parseFavourites(JSON.stringify({ ...map, bozuk: { type: 'x' }, dis: { ...kasa, link: 'https://x' } })),
    ).toEqual(map);
    expect(parseFavourites('{bozuk')).toEqual({});
  });
});

function session(stored: { id: number; description: unknown } | null) {
  tokenStore.set('tok-1');
  let row = stored;
  const api = fakeApi({
    'tok-1/getLoggedInUserInfo': () => ok(userInfo()),
    'tok-1/tables/favoriler': () => ok({ records: row ? [row] : [], all_records_count: row ? 1 : 0 }),
    'tok-1/tables/favoriler/store': (body) => {
      row = { id: 41, description: JSON.parse(body.description) };
      return ok({ message: 'success', id: 41 });
    },
    'tok-1/tables/favoriler/41/update': (body) => {
      row = { id: 41, description: JSON.parse(body.description) };
      return ok({ message: 'success', id: 41 });
    },
    'tok-1/tables/kasa_karti': () =>
      ok({ records: [], all_records_count: 0, pages: 0, columns: {}, query_columns: {} }),
  });
  return api;
}

describe('adding and removing favourites', () => {
  it('stars the current page: the first favourite stores the user’s row (name = user id), the JSON map keyed by link + table', async () => {
    const api = session(null);
    const user = userEvent.setup();
    renderApp('/kasa');
    await waitFor(() => expect(api.sent('tok-1/tables/favoriler')).toHaveLength(1));
    expect(api.sent('tok-1/tables/favoriler')[0].body.params.filters).toEqual({
      name: { type: 4, guiType: 'string', filter: '1' },
    });
    const star = await screen.findByRole('button', { name: 'Favorilere ekle' });
    await waitFor(() => expect(star).toBeEnabled());
    await user.click(star);
    await waitFor(() => expect(api.sent('tok-1/tables/favoriler/store')).toHaveLength(1));
    const body = api.sent('tok-1/tables/favoriler/store')[0].body;
    expect(body.name).toBe('1');
    expect(JSON.parse(body.description)).toEqual({
      '/kasakasa_karti': { type: 'list', link: '/kasa', table_name: 'kasa_karti', id: null, state: true },
    });
    expect(await screen.findByRole('button', { name: 'Favorilerden çıkar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('lists them in the bottom drawer, opens one, and removes one there (an update of the same row)', async () => {
    const api = session({
      id: 41,
      description: {
        '/kasakasa_karti': { type: 'list', link: '/kasa', table_name: 'kasa_karti', id: null, state: true },
        '/cari-hesaplar/eklecari_hesap': {
          type: 'create',
          link: '/cari-hesaplar/ekle',
          table_name: 'cari_hesap',
          id: null,
          state: true,
        },
      },
    });
    const user = userEvent.setup();
    const app = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Favoriler' }));
    const drawer = screen.getByRole('dialog', { name: 'Favoriler' });
    expect(await within(drawer).findByRole('link', { name: 'Kasa' })).toBeInTheDocument();
    expect(
      within(within(drawer).getByRole('region', { name: 'Yeni Kayıt' })).getByRole('link'),
    ).toHaveTextContent('Cari Hesaplar - Yeni Kayıt');

    await user.click(within(drawer).getByRole('button', { name: 'Kasa favorilerden çıkar' }));
    await waitFor(() => expect(api.sent('tok-1/tables/favoriler/41/update')).toHaveLength(1));
    expect(Object.keys(JSON.parse(api.sent('tok-1/tables/favoriler/41/update')[0].body.description))).toEqual(
      ['/cari-hesaplar/eklecari_hesap'],
    );
    await user.click(within(drawer).getByRole('link', { name: 'Cari Hesaplar - Yeni Kayıt' }));
    expect(app.location()).toBe('/cari-hesaplar/ekle');
    expect(screen.queryByRole('dialog', { name: 'Favoriler' })).toBeNull();
  });

  it('says "Favorilerinizde henüz bir kayıt bulunmamaktadır." when there is none', async () => {
    session(null);
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Favoriler' }));
    expect(
      await within(screen.getByRole('dialog', { name: 'Favoriler' })).findByText(
        'Favorilerinizde henüz bir kayıt bulunmamaktadır.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Favorilere ekle' })).toBeNull();
  });
});

describe('a failed load of the favourites', () => {
  function flakySession(failures: number, stored = '/kasakasa_karti') {
    tokenStore.set('tok-1');
    let left = failures;
    return fakeApi({
      'tok-1/getLoggedInUserInfo': () => ok(userInfo()),
      'tok-1/tables/favoriler': () => {
        if (left-- > 0) return fail('Sunucuya ulaşılamadı.', 503);
        return ok({
          records: [
            {
              id: 41,
              description: {
                [stored]: {
                  type: 'list',
                  link: stored === '/kasakasa_karti' ? '/kasa' : '/banka',
                  table_name: stored === '/kasakasa_karti' ? 'kasa_karti' : 'banka_karti',
                  id: null,
                  state: true,
                },
              },
            },
          ],
          all_records_count: 1,
        });
      },
      'tok-1/tables/favoriler/41/update': () => ok({ message: 'success', id: 41 }),
      'tok-1/tables/kasa_karti': () =>
        ok({ records: [], all_records_count: 0, pages: 0, columns: {}, query_columns: {} }),
    });
  }

  it('says so in the drawer instead of loading forever, and tries again when the drawer opens', async () => {
    const api = flakySession(1);
    const user = userEvent.setup();
    renderApp('/');
    await waitFor(() => expect(api.sent('tok-1/tables/favoriler')).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Favoriler' }));
    const drawer = screen.getByRole('dialog', { name: 'Favoriler' });
    // The drawer asked again on opening, and this time the server answered.
    expect(await within(drawer).findByRole('link', { name: 'Kasa' })).toBeInTheDocument();
    expect(api.sent('tok-1/tables/favoriler')).toHaveLength(2);
    expect(within(drawer).queryByText('Yükleniyor...')).toBeNull();
  });

  it('shows the failure with a "Tekrar dene" button when the retry fails too', async () => {
    const api = flakySession(2);
    const user = userEvent.setup();
    renderApp('/');
    await waitFor(() => expect(api.sent('tok-1/tables/favoriler')).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Favoriler' }));
    const drawer = screen.getByRole('dialog', { name: 'Favoriler' });
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'Favorileriniz yüklenemedi. İnternet bağlantınızı kontrol edip tekrar deneyiniz.',
    );
    expect(api.sent('tok-1/tables/favoriler')).toHaveLength(2);
    await user.click(within(drawer).getByRole('button', { name: 'Tekrar dene' }));
    expect(await within(drawer).findByRole('link', { name: 'Kasa' })).toBeInTheDocument();
  });

  it('keeps the star usable: after a failed load a click loads first, then adds to the stored map', async () => {
    const api = flakySession(1, '/bankabanka_karti');
    const user = userEvent.setup();
    renderApp('/kasa');
    await waitFor(() => expect(api.sent('tok-1/tables/favoriler')).toHaveLength(1));
    const star = await screen.findByRole('button', { name: 'Favorilere ekle' });
    await waitFor(() => expect(star).toBeEnabled());
    await user.click(star);
    await waitFor(() => expect(api.sent('tok-1/tables/favoriler/41/update')).toHaveLength(1));
    expect(Object.keys(JSON.parse(api.sent('tok-1/tables/favoriler/41/update')[0].body.description))).toEqual(
      ['/bankabanka_karti', '/kasakasa_karti'],
    );
    expect(await screen.findByRole('button', { name: 'Favorilerden çıkar' })).toBeInTheDocument();
  });

  it('does not remove what the star offered to add when the fresh load shows it there already', async () => {
    const api = flakySession(1);
    const user = userEvent.setup();
    renderApp('/kasa');
    await waitFor(() => expect(api.sent('tok-1/tables/favoriler')).toHaveLength(1));
    const star = await screen.findByRole('button', { name: 'Favorilere ekle' });
    await waitFor(() => expect(star).toBeEnabled());
    await user.click(star);
    expect(await screen.findByRole('button', { name: 'Favorilerden çıkar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(api.sent('tok-1/tables/favoriler/41/update')).toHaveLength(0);
  });
});
