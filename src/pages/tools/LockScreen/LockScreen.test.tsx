import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pinTexts } from '../../../../domain/messages';
import { fakeApi, ok, userInfo } from '../../../app/testing/fake-api';
import { renderApp } from '../../../app/testing/render-app';
import { resetBrowserState } from '../../../app/testing/reset';
import { isLockFree } from '../../../app/LockGate';
import { tokenStore } from '../../../services/http';
import { marketService } from '../../../services/market';
import { LOCK_COOKIE, writeLockCookie } from '../../../state/lock';
import { makePinRecord } from './pin';
import { RELOCK_MS } from './LockScreen';

beforeEach(resetBrowserState);
afterEach(resetBrowserState);

const lockCookieSet = () => document.cookie.includes(`${LOCK_COOKIE}=1`);

function session(settings: unknown = null) {
  tokenStore.set('tok-1');
  const info = userInfo();
  info.user.kullanici_ayarlari = settings;
  return fakeApi({
    'tok-1/getLoggedInUserInfo': () => ok(info),
    'tok-1': () => ok({ message: 'service.ok' }),
  });
}

function withPin(pin = '4821') {
  localStorage.setItem('defter.lock.pin', JSON.stringify(makePinRecord(pin)));
}

const lockScreen = () => screen.queryByRole('dialog', { name: 'Ekran kilidi' });

/** Waits for the shell and lets its effects (the auto-lock timer) start. */
async function shellReady() {
  await screen.findByRole('banner');
  await act(async () => undefined);
}

async function typePin(user: ReturnType<typeof userEvent.setup>, pin: string) {
  const pad = screen.getByRole('group', { name: 'PIN tuş takımı' });
  for (const d of pin) await user.click(within(pad).getByRole('button', { name: d }));
}

describe('PIN setup', () => {
  it('opens from the lock button when there is no PIN and checks exactly 4 digits', async () => {
    session();
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ekranı kilitle (Ctrl+Y)' }));
    const dialog = screen.getByRole('dialog', { name: 'Ekran Kilidi PIN Kodu' });
    const input = within(dialog).getByLabelText('PIN kodu (4 hane)');
    expect(input).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Kaydet ve kilitle' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${pinTexts.checkTitle}${pinTexts.check}`);

    await user.type(input, '12a');
    expect(input).toHaveValue('12');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet ve kilitle' }));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(lockCookieSet()).toBe(false);
    expect(localStorage.getItem('defter.lock.pin')).toBeNull();
  });

  it('refuses a PIN starting with 0 (it could never be typed on the lock screen)', async () => {
    session();
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ekranı kilitle (Ctrl+Y)' }));
    await user.type(screen.getByLabelText('PIN kodu (4 hane)'), '0123{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(pinTexts.mismatch);
    expect(lockCookieSet()).toBe(false);
  });

  it('stores a salted hash, sets the cookie and shows only the lock screen', async () => {
    session();
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ekranı kilitle (Ctrl+Y)' }));
    await user.type(screen.getByLabelText('PIN kodu (4 hane)'), '4821{Enter}');

    expect(lockScreen()).toBeInTheDocument();
    expect(lockCookieSet()).toBe(true);
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Ana menü' })).toBeNull();
    const stored = localStorage.getItem('defter.lock.pin')!;
    expect(stored).not.toContain('4821');
    expect(JSON.parse(stored)).toEqual({
      salt: expect.any(String),
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });
});

describe('lock screen', () => {
  it('refuses 0 as the first digit, rejects a wrong PIN and unlocks with the right one', async () => {
    session();
    withPin('4821');
    writeLockCookie(true);
    renderApp('/kasa');
    const user = userEvent.setup();
    expect(lockScreen()).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();

    await user.click(screen.getByRole('button', { name: /Kilidi açmak için/ }));
    await typePin(user, '0');
    expect(screen.getByRole('alert')).toHaveTextContent(pinTexts.mismatch);
    expect(screen.getByRole('img', { name: 'PIN kodu: 0 / 4' })).toBeInTheDocument();

    await typePin(user, '4822');
    expect(screen.getByRole('alert')).toHaveTextContent(pinTexts.wrong);
    expect(lockCookieSet()).toBe(true);

    await user.keyboard('4821');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(lockScreen()).toBeNull();
    expect(lockCookieSet()).toBe(false);
  });

  it('Esc goes back from the keypad to the clock, and so does 15 s without input', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    session();
    withPin();
    writeLockCookie(true);
    renderApp('/');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.keyboard('4');
    expect(screen.getByRole('img', { name: 'PIN kodu: 1 / 4' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'PIN tuş takımı' })).toBeNull();
    expect(lockScreen()).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Kilidi açmak için/ }));
    await typePin(user, '48');
    act(() => vi.advanceTimersByTime(RELOCK_MS - 1000));
    expect(screen.getByRole('img', { name: 'PIN kodu: 2 / 4' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('group', { name: 'PIN tuş takımı' })).toBeNull();
    expect(lockScreen()).toBeInTheDocument();
  });

  it('stays locked across a reload (the cookie), but never covers /login', async () => {
    session();
    withPin();
    writeLockCookie(true);
    const first = renderApp('/');
    expect(lockScreen()).toBeInTheDocument();
    first.unmount();
    renderApp('/cari-hesaplar');
    expect(lockScreen()).toBeInTheDocument();
    expect(isLockFree('/login')).toBe(true);
    expect(isLockFree('/new-invite-users/5')).toBe(true);
    expect(isLockFree('/kasa')).toBe(false);
  });

  it('shows the login page, not the lock screen, on /login', async () => {
    fakeApi({});
    withPin();
    writeLockCookie(true);
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(lockScreen()).toBeNull();
  });

  it('drops a lock that no PIN could open (local data cleared)', async () => {
    session();
    writeLockCookie(true);
    renderApp('/');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(lockCookieSet()).toBe(false);
  });

  it('shows the clock and date in Turkish and hides TAHVIL, XU100, BRENT and EURUSD', async () => {
    vi.spyOn(marketService, 'getTickers').mockResolvedValue([
      { code: 'USDTRY', name: 'Dolar', value: '34,5210', change: '+0,12', date: '2026-11-20' },
      { code: 'XU100', name: 'BIST 100', value: '9.876,54' },
      { code: 'TAHVIL', name: 'Tahvil', value: '27,10' },
      { code: 'BRENT', name: 'Brent', value: '72,40' },
      { code: 'EURUSD', name: 'Euro/Dolar', value: '1,0820' },
      { code: 'EURTRY', name: 'Euro', value: '37,3500' },
    ]);
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-22T06:05:00Z') });
    session();
    withPin();
    writeLockCookie(true);
    renderApp('/');
    expect(screen.getByText('09:05')).toBeInTheDocument();
    expect(screen.getByText('22 Kasım 2026 Pazar')).toBeInTheDocument();
    const tickers = await screen.findByRole('list', { name: 'Piyasalar' });
    expect(
      within(tickers)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('strong')?.textContent),
    ).toEqual(['Dolar', 'Euro']);
    // The rates say which day they are of.
    expect(screen.getByText('Kur tarihi: 20.11.2026')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Hava durumu' })).toBeNull();
  });

  it('shows the weather now and the coming hours of the user’s city (the server reads it from the settings)', async () => {
    tokenStore.set('tok-1');
    const hour = (saat: string, sicaklik: string, durum: string) => ({ saat, sicaklik, durum });
    const api = fakeApi({
      'tok-1/getLoggedInUserInfo': () => ok(userInfo()),
      'tok-1/hava/tahmin': () =>
        ok({
          sehir: 'Kars',
          kaynak: 'canli',
          guncel: hour('14:00', '-3', 'Hafif karlı'),
          saatlik: [
            hour('14:00', '-3', 'Hafif karlı'),
            hour('15:00', '-4', 'Kar yağışlı'),
            hour('16:00', '-6', 'Kapalı'),
          ],
        }),
    });
    withPin();
    writeLockCookie(true);
    renderApp('/');
    const weather = await screen.findByRole('region', { name: 'Hava durumu' });
    expect(within(weather).getByText('-3°C')).toBeInTheDocument();
    expect(within(weather).getByText('Kars · Hafif karlı')).toBeInTheDocument();
    const hours = within(weather).getByRole('list', { name: 'Saatlik tahmin' });
    expect(
      within(hours)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['15:00-4°Kar yağışlı', '16:00-6°Kapalı']);
    expect(api.sent('tok-1/hava/tahmin')[0].body).toEqual({});
  });
});

describe('auto-lock and PIN removal', () => {
  it('locks after 100000 ms without activity when pinTime is unset', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    session();
    withPin();
    renderApp('/');
    await shellReady();
    act(() => vi.advanceTimersByTime(99_000));
    expect(lockScreen()).toBeNull();
    act(() => vi.advanceTimersByTime(1_500));
    expect(lockScreen()).toBeInTheDocument();
    expect(lockCookieSet()).toBe(true);
  });

  it('uses pinTime seconds from the user settings, and activity postpones it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    session({ pinTime: 30 });
    withPin();
    renderApp('/');
    await shellReady();
    act(() => vi.advanceTimersByTime(20_000));
    act(() => void window.dispatchEvent(new MouseEvent('mousemove')));
    act(() => vi.advanceTimersByTime(20_000));
    expect(lockScreen()).toBeNull();
    act(() => vi.advanceTimersByTime(11_000));
    expect(lockScreen()).toBeInTheDocument();
  });

  it('does not auto-lock without a PIN', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    session();
    renderApp('/');
    await shellReady();
    act(() => vi.advanceTimersByTime(200_000));
    expect(lockScreen()).toBeNull();
  });

  it('removes the PIN after the current one is typed: Pin Kodu Kaldırıldı', async () => {
    session();
    withPin('4821');
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ekran kilidi PIN ayarları' }));
    const input = screen.getByLabelText('Mevcut PIN kodu');
    await user.type(input, '1111{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(pinTexts.wrong);
    expect(localStorage.getItem('defter.lock.pin')).not.toBeNull();

    await user.type(input, '4821');
    await user.click(screen.getByRole('button', { name: 'PIN Kodunu Kaldır' }));
    expect(await screen.findByText(pinTexts.removed)).toBeInTheDocument();
    expect(localStorage.getItem('defter.lock.pin')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Ekran Kilidi PIN Kodu' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ekranı kilitle (Ctrl+Y)' }));
    expect(screen.getByRole('dialog', { name: 'Ekran Kilidi PIN Kodu' })).toBeInTheDocument();
    await waitFor(() => expect(lockScreen()).toBeNull());
  });

  it('Ctrl+Y locks at once when a PIN exists', async () => {
    session();
    withPin();
    renderApp('/');
    await screen.findByRole('banner');
    await userEvent.setup().keyboard('{Control>}y{/Control}');
    expect(lockScreen()).toBeInTheDocument();
  });
});
