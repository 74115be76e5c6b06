import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ui, validation } from '../../../../domain/messages';
import { pageLoad, pendingLogin } from '../../../services/auth';
import { tokenStore } from '../../../services/http';
import { fail, fakeApi, ok, userInfo } from '../../../app/testing/fake-api';
import { renderApp } from '../../../app/testing/render-app';
import { resetBrowserState } from '../../../app/testing/reset';

beforeEach(resetBrowserState);
afterEach(resetBrowserState);

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-posta veya TC Kimlik No'), email);
  await user.type(screen.getByLabelText('Şifre'), password);
  return user;
}

describe('LoginPage', () => {
  it('stores a string token and reloads at / where the session loads with that token', async () => {
    const api = fakeApi({
      login: () => ok({ token: 'tok-abc' }),
      'tok-abc/getLoggedInUserInfo': () => ok(userInfo()),
    });
    const app = renderApp('/login');
    const reload = vi.spyOn(pageLoad, 'assign').mockImplementation((path) => void app.router.navigate(path));

    const user = await fillIn('ayse.yilmaz@ornek-ticaret.com.tr', 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));

    expect(await screen.findByRole('heading', { name: 'Ana Sayfa' })).toBeInTheDocument();
    expect(api.sent('login')[0].body).toEqual({
      email: 'ayse.yilmaz@ornek-ticaret.com.tr',
      password: 'Demo1234!',
    });
    expect(tokenStore.get()).toBe('tok-abc');
    expect(reload).toHaveBeenCalledWith('/');
    expect(api.sent('tok-abc/getLoggedInUserInfo')).toHaveLength(1);
  });

  it('goes to /verification holding the login data when the token is an object; Enter submits', async () => {
    fakeApi({
      login: () => ok({ token: { otp_id: 'otp-1', phone_hint: '+90 (5**) *** ** 12', resend_after: 120 } }),
    });
    const app = renderApp('/login');
    await fillIn('10000000146', 'Demo1234!{Enter}');

    expect(await screen.findByLabelText('Doğrulama Kodu')).toBeInTheDocument();
    expect(app.location()).toBe('/verification');
    expect(screen.getByText(/\+90 \(5\*\*\) \*\*\* \*\* 12/)).toBeInTheDocument();
    expect(pendingLogin.get()).toMatchObject({ otp_id: 'otp-1', email: '10000000146', resend_after: 120 });
    expect(tokenStore.get()).toBeNull();
  });

  it('shows the spec warning when the server refuses the credentials', async () => {
    fakeApi({ login: () => fail('mail.or.password.incorrect') });
    const app = renderApp('/login');
    const user = await fillIn('ayse.yilmaz@ornek-ticaret.com.tr', 'Yanlis1234');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ui.loginFailed);
    expect(ui.loginFailed).toBe(
      'Giriş başarısız. Lütfen giriş bilgilerinizi kontrol edin ve tekrar deneyin.',
    );
    expect(tokenStore.get()).toBeNull();
    expect(app.location()).toBe('/login');
    expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeEnabled();
  });

  it('says when the next try is possible when the server throttles the login, instead of the failure text', async () => {
    const api = fakeApi({ login: () => fail('login.throttled', 429, { retry_after: 90 }) });
    const app = renderApp('/login');
    const user = await fillIn('ayse.yilmaz@ornek-ticaret.com.tr', 'Yanlis1234');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Çok fazla başarısız giriş denemesi yapıldı. Lütfen 2 dakika sonra tekrar deneyiniz.',
    );
    expect(screen.queryByText(ui.loginFailed)).not.toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(api.sent('login')).toHaveLength(1);
  });

  it('says when a new code can be sent when the code sends are used up', async () => {
    fakeApi({ login: () => fail('otp.throttled', 429, { retry_after: 45 }) });
    const app = renderApp('/login');
    const user = await fillIn('10000000146', 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Çok fazla doğrulama denemesi yapıldı. Lütfen 45 saniye sonra tekrar deneyiniz.',
    );
    expect(app.location()).toBe('/login');
    expect(pendingLogin.get()).toBeNull();
  });

  it('checks the fields before sending anything', async () => {
    const api = fakeApi({});
    renderApp('/login');
    const user = await fillIn('ayse.yilmaz@ornek-ticaret.com.tr', 'kısa');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText(validation.password)).toBeInTheDocument();
    expect(screen.getByLabelText('Şifre')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('E-posta veya TC Kimlik No'));
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(screen.getByText('E-posta veya TC Kimlik No alanı zorunludur.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
