import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  openBrowser,
  screenshotOnFailure,
  startDefter,
  submitLogin,
  switchCompany,
  type RunningDefter,
} from './support/defter';

// Accounts and billing against the real server in Chromium: an admin impersonates a user and comes back,
// switches between the two companies of the demo admin, and an expired company sees the payment page and
// pays its way back through the local provider's card form.
let defter: RunningDefter;
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  defter = await startDefter();
  ({ browser, page, errors } = await openBrowser());
});

afterEach(async (ctx) => screenshotOnFailure(page, ctx));

afterAll(async () => {
  await browser?.close();
  await defter?.stop();
});

async function logIn(email: string) {
  // A fresh start whatever the previous test left: no token, no kept admin token.
  await page.goto(`${defter.url}/login`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${defter.url}/login`);
  await submitLogin(page, email);
  await page.getByRole('banner').waitFor();
}

const bar = () => page.getByRole('banner');
// Below 1600 px the top bar hides the user's name to make room for its tools; it is still in the page.
const userName = () => page.locator('.top-bar__user').textContent();
const company = () => page.locator('.top-bar__company');

describe('accounts and billing in Chromium', () => {
  it('impersonates a user of the company and comes back with "Taklitten Çık"', async () => {
    await logIn('demo@defter.local');
    expect(await userName()).toBe('Ahmet Yılmaz');
    await bar().getByRole('button', { name: 'Diğer hesaplar' }).click();
    await page
      .getByRole('dialog', { name: 'Hesaplarım' })
      .getByRole('button', { name: 'Kullanıcı taklit et' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Kullanıcı Taklit Et' });
    await dialog.getByRole('button', { name: 'otp@defter.local: Taklit et' }).click();

    await bar().getByRole('button', { name: 'Taklitten Çık' }).waitFor();
    expect(await userName()).toBe('Elif Kaya');
    expect(await bar().getByRole('button', { name: 'Çıkış Yap' }).count()).toBe(0);
    expect(await bar().getByRole('button', { name: 'Diğer hesaplar' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('defter.imitator.token'))).toMatch(/^[\w-]{43}$/);

    await bar().getByRole('button', { name: 'Taklitten Çık' }).click();
    await bar().getByRole('button', { name: 'Çıkış Yap' }).waitFor();
    expect(await userName()).toBe('Ahmet Yılmaz');
    expect(await page.evaluate(() => localStorage.getItem('defter.imitator.token'))).toBeNull();
  });

  it('switches between the two companies of the demo admin', async () => {
    await switchCompany(page, 'Örnek Gıda Ltd. Şti.');
    // Örnek Gıda's package is Kobi and the demo admin is not its admin: no admin tools there.
    await bar().getByText('Kobi', { exact: true }).waitFor();
    await bar().getByRole('button', { name: 'Diğer hesaplar' }).click();
    const again = page.getByRole('dialog', { name: 'Hesaplarım' });
    await again.getByText('Şu anki hesap').waitFor();
    expect(await again.getByRole('button', { name: 'Kullanıcı taklit et' }).count()).toBe(0);
    await again.getByRole('button', { name: 'Demo Ticaret A.Ş.: Bu hesaba geç' }).click();
    await company().filter({ hasText: 'Demo Ticaret A.Ş.' }).waitFor();
    await bar().getByText('Muhasebe', { exact: true }).waitFor();
  });

  it('shows an expired company the payment page, and the paid subscription gives the content back', async () => {
    await logIn('expired@defter.local');
    await page.goto(`${defter.url}/cari-hesaplar`);
    await page.getByRole('heading', { name: 'Abonelik ve Ödeme', level: 1 }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Aboneliğinizin süresi doldu.' }).count()).toBe(1);
    expect(await bar().getByText('Kalan süre: -12 gün').getAttribute('class')).toContain('is-danger');

    await page.getByRole('radio', { name: 'Aylık' }).check();
    await page.getByRole('button', { name: 'Ön muhasebe Aylık: Satın Al' }).click();
    const card = page.frameLocator('iframe[title="Kart Bilgileri: Kart bilgileri formu"]');
    await card.getByText('499,00 ₺').waitFor();
    await card.getByLabel('Kart Üzerindeki İsim').fill('Zeynep Arslan');
    await card.getByLabel('Kart Numarası').fill('4242 4242 4242 4241');
    await card
      .getByLabel('Son Kullanma Tarihi (AA/YY)')
      .fill(`12/${String(new Date().getFullYear() + 2).slice(2)}`);
    await card.getByLabel('Güvenlik Kodu (CVC)').fill('123');
    await card.getByRole('button', { name: 'Ödemeyi Tamamla' }).click();
    await card.getByText('Kart numarası geçerli değil.').waitFor();
    expect(await page.getByRole('heading', { name: 'Abonelik ve Ödeme' }).count()).toBe(1);

    await card.getByLabel('Kart Numarası').fill('4242 4242 4242 4242');
    await card
      .getByLabel('Son Kullanma Tarihi (AA/YY)')
      .fill(`12/${String(new Date().getFullYear() + 2).slice(2)}`);
    await card.getByLabel('Güvenlik Kodu (CVC)').fill('123');
    await card.getByRole('button', { name: 'Ödemeyi Tamamla' }).click();

    await page.getByText('Ödemeniz alındı. Aboneliğiniz güncellendi.').waitFor();
    await page.getByRole('heading', { name: 'Abonelik ve Ödeme' }).waitFor({ state: 'detached' });
    const days = await bar()
      .getByText(/^Kalan süre: \d+ gün$/)
      .textContent();
    expect(Number(/(\d+)/.exec(days!)![1])).toBeGreaterThanOrEqual(27);

    await page.goto(`${defter.url}/abonelik?tab=second`);
    await page.getByRole('cell', { name: 'Ön muhasebe Aylık abonelik' }).waitFor();
    await page.getByRole('cell', { name: '**** **** **** 4242' }).waitFor();
    expect(errors).toEqual([]);
  });
});
