import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { vknCheckDigit } from '../../domain/identity';
import { openBrowser, screenshotOnFailure, startDefter, type RunningDefter } from './support/defter';

// Issue 27 item 2 in Chromium (spec 000 §2 /register, /new-invite-users/:id; docs/signup.md): a company registers
// and confirms its e-mail through the link of the mail (the local mailbox, /yerel-posta), its admin invites a user
// by e-mail, the invitee sets a password through the invite link, and then logs in.
let defter: RunningDefter;
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  defter = await startDefter({ PUBLIC_URL: 'http://127.0.0.1:1' });
  ({ browser, page, errors } = await openBrowser());
});
afterEach(async (ctx) => screenshotOnFailure(page, ctx));
afterAll(async () => {
  await browser?.close();
  await defter?.stop();
});

/** The link of the newest mail to `to` in the local mailbox, taken to this server (PUBLIC_URL names another). */
async function linkOfMail(to: string, path: string): Promise<string> {
  await page.goto(`${defter.url}/yerel-posta?kime=${encodeURIComponent(to)}`);
  const href = await page.locator(`article a[href*="${path}"]`).first().getAttribute('href');
  expect(href).toBeTruthy();
  return `${defter.url}${new URL(href!).pathname}`;
}

/** "Çıkış Yap", and the page load it makes 500 ms later (000 §4), which would abort a navigation begun before it. */
async function logOut() {
  const reloaded = page.waitForEvent('load');
  await page.getByRole('banner').getByRole('button', { name: 'Çıkış Yap' }).click();
  await reloaded;
  await page.waitForURL('**/login');
}

const VKN = `739104528${vknCheckDigit('739104528')}`;

describe('registration and invites in Chromium', () => {
  it('a company registers, invites a user, and the user logs in', async () => {
    await page.goto(`${defter.url}/login`);
    await page.getByRole('link', { name: 'Kayıt Ol' }).click();
    await page.waitForURL('**/register');
    const form = page.getByRole('region', { name: 'Kayıt Ol' });
    await form.getByLabel('Firma Ünvanı').fill('Ilgaz Mühendislik Ltd. Şti.');
    await form.getByLabel('VKN / TCKN').fill('1234567891');
    await form.getByLabel('Paket').selectOption({ label: 'Muhasebe' });
    await form.getByLabel('Adı', { exact: true }).fill('İlkay');
    await form.getByLabel('Soyadı').fill('Şahin');
    await form.getByLabel('E-posta').fill('ilkay@ilgaz.example');
    await form.getByLabel('Şifre', { exact: true }).fill('Ilgaz2026!');
    await form.getByLabel('Şifre (Tekrar)').fill('Ilgaz2026!');
    await form.getByRole('button', { name: 'Kayıt Ol' }).click();
    // A wrong tax number is the field's error; nothing is sent.
    await expect
      .poll(() => form.getByText('Geçerli bir vergi kimlik numarası', { exact: false }).count())
      .toBe(1);
    await form.getByLabel('VKN / TCKN').fill(VKN);
    await form.getByRole('button', { name: 'Kayıt Ol' }).click();
    await page.getByText('Doğrulama bağlantısı e-posta adresinize gönderildi.').waitFor();

    // The confirmation link of the mail logs the new company's admin in.
    await page.goto(await linkOfMail('ilkay@ilgaz.example', '/register/onay/'));
    await page.getByRole('banner').waitFor();
    expect(await page.locator('.top-bar__company').textContent()).toContain('Ilgaz Mühendislik Ltd. Şti.');

    // The admin invites a user on Ayarlar → Kullanıcılar.
    await page.goto(`${defter.url}/ayarlar/kullanicilar`);
    const invite = page.getByRole('form', { name: 'Kullanıcı Davet Et' });
    await invite.getByLabel('E-posta').fill('deniz@ilgaz.example');
    await invite.getByLabel('Adı', { exact: true }).fill('Deniz');
    await invite.getByRole('button', { name: 'Davet Gönder' }).click();
    await page.getByText('Davet e-postası gönderildi.').waitFor();
    await logOut();

    // The invitee opens the invite link and sets a password.
    await page.goto(await linkOfMail('deniz@ilgaz.example', '/new-invite-users/'));
    const accept = page.getByRole('region', { name: 'Kullanıcı Daveti' });
    await accept.getByText('Ilgaz Mühendislik Ltd. Şti.').waitFor();
    expect(await accept.getByLabel('Adı', { exact: true }).inputValue()).toBe('Deniz');
    await accept.getByLabel('Soyadı').fill('Kara');
    await accept.getByLabel('Şifre', { exact: true }).fill('Deniz2026!');
    await accept.getByLabel('Şifre (Tekrar)').fill('Deniz2026!');
    await accept.getByRole('button', { name: 'Daveti Kabul Et' }).click();
    await page.getByRole('banner').waitFor();
    await logOut();

    // … and logs in with it.
    await page.getByLabel('E-posta veya TC Kimlik No').fill('deniz@ilgaz.example');
    await page.getByLabel('Şifre').fill('Deniz2026!');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByRole('banner').waitFor();
    expect(await page.locator('.top-bar__company').textContent()).toContain('Ilgaz Mühendislik Ltd. Şti.');
    expect(await page.locator('.top-bar__user').textContent()).toBe('Deniz Kara');
    expect(errors).toEqual([]);
  });
});
