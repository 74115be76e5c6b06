import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageLoad, pendingLogin } from '../../../services/auth';
import { tokenStore } from '../../../services/http';
import { fail, fakeApi, ok } from '../../../app/testing/fake-api';
import { renderApp } from '../../../app/testing/render-app';
import { resetBrowserState } from '../../../app/testing/reset';

beforeEach(resetBrowserState);
afterEach(resetBrowserState);

function holdLogin(sentAt = Date.now()) {
  pendingLogin.set({
    otp_id: 'otp-1',
    phone_hint: '+90 (5**) *** ** 12',
    resend_after: 120,
    email: 'ayse.yilmaz@ornek-ticaret.com.tr',
    sent_at: sentAt,
  });
}

describe('VerificationPage', () => {
  it('sends the code with otp_id, stores the token, shows the spec text and reloads at /', async () => {
    const api = fakeApi({ otp: () => ok({ token: 'tok-otp' }) });
    holdLogin();
    const reload = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    renderApp('/verification');
    const user = userEvent.setup();

    const input = screen.getByLabelText('Doğrulama Kodu');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(input, '12a34-56 7{Enter}');

    expect(await screen.findByText('Doğrulandı. Yönlendiriliyorsunuz...')).toBeInTheDocument();
    expect(api.sent('otp')[0].body).toEqual({ otp_id: 'otp-1', code: '123456' });
    expect(tokenStore.get()).toBe('tok-otp');
    expect(pendingLogin.get()).toBeNull();
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/'));
  });

  it('shows "Bir hata oluştu!" with the reason on a wrong code and keeps the user on the page', async () => {
    fakeApi({ otp: () => fail('otp.invalid') });
    holdLogin();
    const app = renderApp('/verification');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Doğrulama Kodu'), '000000');
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((a) => a.textContent?.includes('Bir hata oluştu!'))).toBe(true);
    expect(alerts.some((a) => a.textContent?.includes('Doğrulama kodu hatalı.'))).toBe(true);
    expect(tokenStore.get()).toBeNull();
    expect(pendingLogin.get()?.otp_id).toBe('otp-1');
    expect(app.location()).toBe('/verification');
    expect(screen.getByLabelText('Doğrulama Kodu')).toHaveValue('');
  });

  it('says when the next guess is possible when the user’s code guesses are used up', async () => {
    fakeApi({ otp: () => fail('otp.throttled', 429, { retry_after: 3580 }) });
    holdLogin();
    renderApp('/verification');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Doğrulama Kodu'), '123456{Enter}');

    const alerts = await screen.findAllByRole('alert');
    expect(
      alerts.some((a) =>
        a.textContent?.includes(
          'Çok fazla doğrulama denemesi yapıldı. Lütfen 1 saat sonra tekrar deneyiniz.',
        ),
      ),
    ).toBe(true);
    expect(tokenStore.get()).toBeNull();
  });

  it('asks for all 6 digits before sending', async () => {
    const api = fakeApi({});
    holdLogin();
    renderApp('/verification');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Doğrulama Kodu'), '1234{Enter}');
    expect(await screen.findByText('Doğrulama kodu 6 haneli olmalıdır.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('keeps resend disabled for 120 s with a countdown, then sends otp_id', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({ 'otp/resend': () => ok({ otp_id: 'otp-2', resend_after: 120 }) });
    holdLogin();
    renderApp('/verification');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    expect(screen.getByRole('button', { name: 'Kodu tekrar gönder (2:00)' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Kodu tekrar gönder (1:59)' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(118_000));
    expect(screen.getByRole('button', { name: 'Kodu tekrar gönder (0:01)' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(1_000));

    const resend = screen.getByRole('button', { name: 'Kodu tekrar gönder' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    await waitFor(() =>
      expect(api.sent('otp/resend')).toEqual([{ path: 'otp/resend', body: { otp_id: 'otp-1' } }]),
    );
    expect(await screen.findByRole('button', { name: 'Kodu tekrar gönder (2:00)' })).toBeDisabled();
    expect(pendingLogin.get()?.otp_id).toBe('otp-2');
  });

  it('restarts the countdown from retry_after when the server says otp.wait', async () => {
    const api = fakeApi({ 'otp/resend': () => fail('otp.wait', 400, { retry_after: 45 }) });
    holdLogin(Date.now() - 121_000);
    renderApp('/verification');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Kodu tekrar gönder' }));

    expect(await screen.findByRole('button', { name: 'Kodu tekrar gönder (0:45)' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Yeni kod istemek için lütfen bekleyiniz.');
    expect(api.sent('otp/resend')[0].body).toEqual({ otp_id: 'otp-1' });
  });

  it('sends the user back to /login without held login data', async () => {
    fakeApi({});
    const app = renderApp('/verification');
    expect(await screen.findByRole('button', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(app.location()).toBe('/login');
  });
});
