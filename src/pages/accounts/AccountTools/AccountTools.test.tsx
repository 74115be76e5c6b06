import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, userInfo } from '../../../app/testing/fake-api';
import { renderApp } from '../../../app/testing/render-app';
import { resetBrowserState } from '../../../app/testing/reset';
import { SWITCH_RELOAD_MS, adminTokenStore } from '../../../services/accounts';
import { pageLoad } from '../../../services/auth';
import { tokenStore } from '../../../services/http';
import type { LoggedInUserInfo } from '../../../services/auth';

beforeEach(resetBrowserState);
afterEach(resetBrowserState);

const YETKI = [
  { id: 1, department_id: 'Örnek Ticaret Ltd. Şti.', department_id__id: 1, is_admin: '1', target_user_id: 1 },
  { id: 7, department_id: 'Örnek Gıda Ltd. Şti.', department_id__id: 2, is_admin: '0', target_user_id: 1 },
];

function session(info: LoggedInUserInfo, more: Parameters<typeof fakeApi>[0] = {}) {
  tokenStore.set('tok-1');
  return fakeApi({
    'tok-1/getLoggedInUserInfo': () => ok(info),
    'tok-1/tables/yetki_ver': (body) => {
      const f = body.params.filters?.department_id?.filter?.[0];
      const rows = YETKI.filter((r) => !f || r.department_id__id === f);
      return ok({
        records: body.params.sorts.department_id ? rows : [...rows].reverse(),
        all_records_count: rows.length,
      });
    },
    ...more,
  });
}

const twoAccounts = (changes: Parameters<typeof userInfo>[0] = {}) => ({
  ...userInfo(changes),
  yetki_count: 2,
});

async function bar() {
  return within(await screen.findByRole('banner'));
}

describe('the user switch', () => {
  it('is offered only with more than one authority record (admins get the button for their tools)', async () => {
    session(userInfo());
    const view = renderApp('/');
    const b = await bar();
    expect(b.queryByRole('button', { name: 'Diğer hesaplar' })).toBeNull();
    expect(b.queryByRole('button', { name: 'Hesaplarım' })).toBeNull();
    view.unmount();
    session(userInfo({ isAdmin: true }));
    renderApp('/');
    expect((await bar()).getByRole('button', { name: 'Hesaplarım' })).toBeInTheDocument();
  });

  it('lists the records (limit 100000) sorted and filtered by department_id, and switches with a reload after 500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = session(twoAccounts(), { 'tok-1/getUserTokenYetki/7': () => ok({ token: 'tok-2' }) });
    const reload = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    renderApp('/');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click((await bar()).getByRole('button', { name: 'Diğer hesaplar' }));

    const drawer = await screen.findByRole('dialog', { name: 'Hesaplarım' });
    const list = await within(drawer).findByRole('list', { name: 'Hesaplarım' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Örnek Ticaret Ltd. Şti.YöneticiŞu anki hesap', 'Örnek Gıda Ltd. Şti.KullanıcıBu hesaba geç']);
    expect(api.sent('tok-1/tables/yetki_ver')[0].body.params).toMatchObject({
      limit: 100000,
      sorts: { department_id: true },
      filters: {},
    });

    await user.click(within(drawer).getByRole('button', { name: 'Firma adına göre Z → A' }));
    await waitFor(() =>
      expect(api.sent('tok-1/tables/yetki_ver').at(-1)!.body.params.sorts).toEqual({ department_id: false }),
    );
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Firma' }), 'Örnek Gıda Ltd. Şti.');
    await waitFor(() =>
      expect(api.sent('tok-1/tables/yetki_ver').at(-1)!.body.params.filters).toEqual({
        department_id: { type: 1, guiType: 'select', filter: [2] },
      }),
    );
    await waitFor(() => expect(within(drawer).getAllByRole('listitem')).toHaveLength(1));

    await user.click(within(drawer).getByRole('button', { name: 'Örnek Gıda Ltd. Şti.: Bu hesaba geç' }));
    await waitFor(() => expect(tokenStore.get()).toBe('tok-2'));
    expect(reload).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(SWITCH_RELOAD_MS));
    expect(reload).toHaveBeenCalledWith('/');
  });

  it('shows the server refusal and keeps the token', async () => {
    session(twoAccounts(), {
      'tok-1/getUserTokenYetki/7': () => ({ ok: false, code: 400, data: { message: 'fail.id' } }),
    });
    renderApp('/');
    const user = userEvent.setup();
    await user.click((await bar()).getByRole('button', { name: 'Diğer hesaplar' }));
    await user.click(await screen.findByRole('button', { name: 'Örnek Gıda Ltd. Şti.: Bu hesaba geç' }));
    expect(await screen.findByText('Kayıt bulunamadı.')).toBeInTheDocument();
    expect(tokenStore.get()).toBe('tok-1');
  });
});

describe('impersonation', () => {
  it('is for admins only', async () => {
    session(twoAccounts());
    renderApp('/');
    await userEvent.setup().click((await bar()).getByRole('button', { name: 'Diğer hesaplar' }));
    const drawer = await screen.findByRole('dialog', { name: 'Hesaplarım' });
    await within(drawer).findAllByRole('listitem');
    expect(within(drawer).queryByRole('button', { name: 'Kullanıcı taklit et' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Önbelleği temizle' })).toBeNull();
  });

  it('keeps the admin token, stores the user token and reloads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = session(userInfo({ isAdmin: true }), {
      'tok-1/getImitableUsers': (body) =>
        ok({
          users: [{ id: 5, email: 'elif@ornek.example', name_basic: 'Elif', surname: 'Kaya' }].filter((u) =>
            u.email.includes(body.search.toLowerCase()),
          ),
        }),
      'tok-1/getUserToken/5': () => ok({ token: 'tok-elif' }),
    });
    const reload = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    renderApp('/');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click((await bar()).getByRole('button', { name: 'Hesaplarım' }));
    await user.click(await screen.findByRole('button', { name: 'Kullanıcı taklit et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kullanıcı Taklit Et' });
    expect(await within(dialog).findByText('Elif Kaya')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('searchbox', { name: 'E-posta veya ad ile arayın' }), 'nobody');
    expect(await within(dialog).findByText('Aramanıza uyan kullanıcı bulunamadı.')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('searchbox'));
    await user.type(within(dialog).getByRole('searchbox'), 'elif');
    await waitFor(() => expect(api.sent('tok-1/getImitableUsers').at(-1)!.body).toEqual({ search: 'elif' }));
    await within(dialog).findByText('Elif Kaya');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(tokenStore.get()).toBe('tok-elif'));
    expect(adminTokenStore.get()).toBe('tok-1');
    await act(async () => vi.advanceTimersByTime(SWITCH_RELOAD_MS));
    expect(reload).toHaveBeenCalledWith('/');
  });

  it('"Taklitten Çık" replaces logout, ends the imitation and restores the admin token', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const info = { ...userInfo(), yetki_count: 2, imitator_user_id: 1 };
    adminTokenStore.set('tok-admin');
    const api = session(info, { 'tok-1/logOut': () => ok({ message: 'success' }) });
    const reload = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    renderApp('/');
    const b = await bar();
    expect(b.queryByRole('button', { name: 'Çıkış Yap' })).toBeNull();
    expect(b.queryByRole('button', { name: 'Diğer hesaplar' })).toBeNull();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(b.getByRole('button', { name: 'Taklitten Çık' }));

    await waitFor(() => expect(api.sent('tok-1/logOut')).toHaveLength(1));
    await waitFor(() => expect(tokenStore.get()).toBe('tok-admin'));
    expect(adminTokenStore.get()).toBeNull();
    await act(async () => vi.advanceTimersByTime(SWITCH_RELOAD_MS));
    expect(reload).toHaveBeenCalledWith('/');
  });
});

describe('clear cache', () => {
  it('empties the caches, keeps the session and says so', async () => {
    const api = session(userInfo({ isAdmin: true }));
    localStorage.setItem('defter.cache.lookups', '[1]');
    sessionStorage.setItem('defter.cache.rates', '{}');
    localStorage.setItem('defter.theme', 'dark');
    renderApp('/');
    const b = await bar();
    const before = api.sent('tok-1/getLoggedInUserInfo').length;
    const user = userEvent.setup();
    await user.click(b.getByRole('button', { name: 'Hesaplarım' }));
    await user.click(await screen.findByRole('button', { name: 'Önbelleği temizle' }));
    expect(await screen.findByText('Önbellek temizlendi.')).toBeInTheDocument();
    expect(localStorage.getItem('defter.cache.lookups')).toBeNull();
    expect(sessionStorage.getItem('defter.cache.rates')).toBeNull();
    expect(localStorage.getItem('defter.theme')).toBe('dark');
    expect(tokenStore.get()).toBe('tok-1');
    await waitFor(() => expect(api.sent('tok-1/getLoggedInUserInfo').length).toBe(before + 1));
  });
});
