import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsTexts } from '../../../domain/settings/user-settings';
import { fakeApi, ok, userInfo } from '../../app/testing/fake-api';
import { renderApp } from '../../app/testing/render-app';
import { resetBrowserState } from '../../app/testing/reset';
import { tokenStore } from '../../services/http';

configure({ asyncUtilTimeout: 5000 });
beforeEach(resetBrowserState);
afterEach(resetBrowserState);

function session(changes: { branch?: string | null; isAdmin?: boolean; settings?: unknown } = {}, more = {}) {
  tokenStore.set('tok-1');
  const info = userInfo({
    isAdmin: changes.isAdmin,
    tables: ['cari_hesap', 'kasa_karti', 'banka_karti', 'users'],
  });
  info.user.firma_sube_adi = changes.branch ?? null;
  info.user.kullanici_ayarlari = changes.settings ?? null;
  return fakeApi({ 'tok-1/getLoggedInUserInfo': () => ok(info), ...more });
}

const menu = async () => within(await screen.findByRole('navigation', { name: 'Ana menü' }));

describe('/ayarlar/kullanicilar by branch name', () => {
  it.each(['1k', '1t', '3k', '3T', ' 1K '])('is hidden, menu and route, for branch %j', async (branch) => {
    session({ branch, isAdmin: true });
    renderApp('/ayarlar/kullanicilar');
    expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı' })).toBeInTheDocument();
    expect((await menu()).queryByRole('link', { name: /Kullanıcılar/ })).toBeNull();
  });

  it('is there for other branches: admins get the company’s users', async () => {
    session(
      { branch: 'Merkez', isAdmin: true },
      {
        'tok-1/tables/users': () =>
          ok({
            records: [
              {
                id: 4,
                email: 'elif@ornek.example',
                name_basic: 'Elif',
                surname: 'Kaya',
                phone: null,
                firma_sube_adi: '2k',
              },
            ],
            all_records_count: 1,
          }),
      },
    );
    renderApp('/ayarlar/kullanicilar');
    expect((await menu()).getByRole('link', { name: /Kullanıcılar/ })).toHaveAttribute(
      'href',
      '/ayarlar/kullanicilar',
    );
    const table = await screen.findByRole('table', { name: 'Kullanıcılar' });
    expect(within(table).getByRole('link', { name: 'Düzenle' })).toHaveAttribute(
      'href',
      '/ad/users/duzenle/4',
    );
    expect(screen.getByRole('link', { name: 'Yeni Kullanıcı' })).toHaveAttribute('href', '/ad/users/ekle');
  });

  it('tells a user who is not an admin who manages the users', async () => {
    const api = session({ branch: 'Merkez' });
    renderApp('/ayarlar/kullanicilar');
    expect(await screen.findByText(/yöneticiniz yönetir/)).toBeInTheDocument();
    expect(api.sent('tok-1/tables/users')).toHaveLength(0);
  });
});

describe('/firma', () => {
  it('saves the user’s own name and phone through profile/update and shows the server’s field errors', async () => {
    let answer: unknown = {
      message: 'error',
      errors: { phone: ['Telefon en fazla 30 karakter olmalıdır.'] },
    };
    const api = session({}, { 'tok-1/profile/update': () => ok(answer) });
    const user = userEvent.setup();
    renderApp('/firma');
    const name = await screen.findByLabelText('Adı');
    expect(name).toHaveValue('Ayşe');
    await user.clear(name);
    await user.type(name, 'Ayşe Nur');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Telefon en fazla 30 karakter olmalıdır.')).toBeInTheDocument();
    expect(api.sent('tok-1/profile/update')[0].body).toEqual({
      name_basic: 'Ayşe Nur',
      surname: 'Yılmaz',
      phone: '+90 (532) 123 45 12',
    });
    answer = { message: 'success' };
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Başarıyla kaydedildi.')).toBeInTheDocument();
    await waitFor(() => expect(api.sent('tok-1/getLoggedInUserInfo').length).toBeGreaterThan(1));
  });

  it('changes the password with the current one, and refuses two different new ones before asking', async () => {
    const api = session({}, { 'tok-1/profile/update': () => ok({ message: 'success' }) });
    const user = userEvent.setup();
    renderApp('/firma');
    await user.type(await screen.findByLabelText('Mevcut Şifre'), 'Demo1234!');
    await user.type(screen.getByLabelText('Yeni Şifre'), 'YeniSifre2026');
    await user.type(screen.getByLabelText('Yeni Şifre (tekrar)'), 'YeniSifre2025');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Değiştir' }));
    expect(await screen.findByText('Yeni şifreler birbirinin aynı olmalıdır.')).toBeInTheDocument();
    expect(api.sent('tok-1/profile/update')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Yeni Şifre (tekrar)'));
    await user.type(screen.getByLabelText('Yeni Şifre (tekrar)'), 'YeniSifre2026');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Değiştir' }));
    await waitFor(() => expect(api.sent('tok-1/profile/update')).toHaveLength(1));
    expect(api.sent('tok-1/profile/update')[0].body).toEqual({
      current_password: 'Demo1234!',
      password: 'YeniSifre2026',
    });
  });
});

describe('/ayarlar/genel', () => {
  it('checks the shortcuts before sending, then saves pinTime, theme and kisayol', async () => {
    const api = session(
      { settings: { pinTime: 120, kisayol: [{ tus: 'Ctrl+1', link: '/kasa', ad: 'Kasa' }] } },
      { 'tok-1/profile/settings': () => ok({ message: 'success' }) },
    );
    const user = userEvent.setup();
    renderApp('/ayarlar/genel');
    expect(await screen.findByLabelText('Kilit süresi (saniye)')).toHaveValue('120');
    await user.click(screen.getByRole('button', { name: 'Kısayol ekle' }));
    const second = screen.getByRole('group', { name: '2. kısayol' });
    await user.type(within(second).getByLabelText('Tuşlar'), 'Ctrl+E');
    await user.type(within(second).getByLabelText('Bağlantı'), 'banka');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(settingsTexts.builtIn(2, 'Ctrl+E'))).toBeInTheDocument();
    expect(screen.getByText(settingsTexts.link(2))).toBeInTheDocument();
    expect(api.sent('tok-1/profile/settings')).toHaveLength(0);

    await user.clear(within(second).getByLabelText('Tuşlar'));
    await user.type(within(second).getByLabelText('Tuşlar'), 'alt+b');
    await user.clear(within(second).getByLabelText('Bağlantı'));
    await user.type(within(second).getByLabelText('Bağlantı'), '/banka');
    await user.click(screen.getByRole('radio', { name: 'Koyu' }));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.sent('tok-1/profile/settings')).toHaveLength(1));
    expect(api.sent('tok-1/profile/settings')[0].body).toEqual({
      kullanici_ayarlari: {
        pinTime: 120,
        theme: 'dark',
        kisayol: [
          { tus: 'Ctrl+1', link: '/kasa', ad: 'Kasa' },
          { tus: 'Alt+B', link: '/banka' },
        ],
        sehir: null,
      },
    });
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('picks the weather city with the autocomplete and stores it in the user settings; the company city again on demand', async () => {
    const izmir = { ad: 'İzmir', bolge: 'İzmir', enlem: 38.41273, boylam: 27.13838 };
    const api = session(
      { settings: { pinTime: 120 } },
      {
        'tok-1/hava/sehirler': (body: { search: string }) =>
          ok({ sehirler: body.search.toLocaleLowerCase('tr-TR').startsWith('izm') ? [izmir] : [] }),
        'tok-1/profile/settings': () => ok({ message: 'success' }),
      },
    );
    const user = userEvent.setup();
    renderApp('/ayarlar/genel');
    const city = await screen.findByRole('combobox', { name: 'Kilit ekranındaki hava durumu şehri' });
    expect(city).toHaveAccessibleDescription('Şirket adresindeki şehir kullanılıyor.');
    await user.type(city, 'xyz');
    expect(await screen.findByText('Şehir bulunamadı.')).toBeInTheDocument();
    await user.clear(city);
    await user.type(city, 'izm');
    const option = await screen.findByRole('option', { name: 'İzmir' });
    expect(api.sent('tok-1/hava/sehirler').at(-1)?.body).toEqual({ search: 'izm' });
    await user.click(option);
    expect(city).toHaveAccessibleDescription('Seçili şehir: İzmir');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.sent('tok-1/profile/settings')).toHaveLength(1));
    expect(api.sent('tok-1/profile/settings')[0].body.kullanici_ayarlari).toEqual({
      pinTime: 120,
      theme: 'light',
      kisayol: [],
      sehir: izmir,
    });

    await user.click(screen.getByRole('button', { name: 'Şirket şehrini kullan' }));
    expect(city).toHaveAccessibleDescription('Şirket adresindeki şehir kullanılıyor.');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.sent('tok-1/profile/settings')).toHaveLength(2));
    expect(api.sent('tok-1/profile/settings')[1].body.kullanici_ayarlari.sehir).toBeNull();
  });

  it('starts from the stored city and chooses with the keyboard', async () => {
    const api = session(
      { settings: { sehir: { ad: 'Kars', bolge: null, enlem: null, boylam: null } } },
      {
        'tok-1/hava/sehirler': () =>
          ok({
            sehirler: [
              { ad: 'Van', bolge: null, enlem: null, boylam: null },
              { ad: 'Ardahan', bolge: null, enlem: null, boylam: null },
            ],
          }),
        'tok-1/profile/settings': () => ok({ message: 'success' }),
      },
    );
    const user = userEvent.setup();
    renderApp('/ayarlar/genel');
    const city = await screen.findByRole('combobox', { name: 'Kilit ekranındaki hava durumu şehri' });
    expect(city).toHaveAccessibleDescription('Seçili şehir: Kars');
    await user.type(city, 'a');
    await screen.findByRole('option', { name: 'Ardahan' });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(city).toHaveAccessibleDescription('Seçili şehir: Ardahan');
    // Enter chose a city; it did not submit the form.
    expect(api.sent('tok-1/profile/settings')).toHaveLength(0);
  });
});
