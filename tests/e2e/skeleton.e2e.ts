import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  openBrowser,
  screenshotOnFailure,
  startDefter,
  submitLogin,
  type RunningDefter,
} from './support/defter';

// Issue 2 end to end, in Debian's Chromium against the real server on a fresh embedded database:
// log in with and without a one-time code; add a current account through the generic form (required
// errors first, then success); find it with a list filter; edit it; delete it; log out.
let defter: RunningDefter;
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  defter = await startDefter();
  ({ browser, page, errors } = await openBrowser());
});

afterEach((ctx) => screenshotOnFailure(page, ctx));

afterAll(async () => {
  await browser?.close();
  await defter?.stop();
});

const toast = (text: string) =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });
/** Closes the toasts earlier steps left (they last 4 s), so that a step waits for its own, not one alike. */
async function closeToasts() {
  const close = page.getByRole('button', { name: 'Bildirimi kapat' });
  while ((await close.count()) > 0)
    await close
      .first()
      .click({ timeout: 1000 })
      .catch(() => undefined);
}
// AG Grid draws a row once per column section; the name cell and the pinned buttons live in different ones.
const rows = () => page.locator('.ag-row:has(.ag-cell[col-id="cari_hesap_adi"])');
const rowButton = (name: string) =>
  page.locator('.ag-row:has(.ag-cell[col-id="__actions"])').first().getByRole('button', { name });

async function logIn(email: string) {
  await page.goto(`${defter.url}/`);
  await page.waitForURL(/\/login$/);
  await submitLogin(page, email);
}

async function logOut() {
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await page.waitForURL(/\/login$/);
}

async function filterByName(text: string) {
  await page.locator('.ag-header-cell[col-id="cari_hesap_adi"] .ag-header-cell-filter-button').click();
  const form = page.getByRole('form', { name: 'Cari Hesap Adı filtresi' });
  await form.getByLabel('Koşul').selectOption({ label: 'İçerir' });
  await form.getByLabel('Değer').fill(text);
  await form.getByRole('button', { name: 'Uygula' }).click();
}

describe('Defter end to end', () => {
  it('refuses a wrong password with the spec’s warning', async () => {
    await page.goto(`${defter.url}/login`);
    await page.getByLabel('E-posta veya TC Kimlik No').fill('demo@defter.local');
    await page.getByLabel('Şifre').fill('Yanlis1234!');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await toast('Giriş başarısız. Lütfen giriş bilgilerinizi kontrol edin ve tekrar deneyin.').waitFor();
    expect(page.url()).toMatch(/\/login$/);
  });

  it('logs in without a one-time code and shows the company', async () => {
    await logIn('demo@defter.local');
    await page.waitForURL(`${defter.url}/`);
    await expect(page.getByRole('banner').textContent()).resolves.toContain('Demo Ticaret A.Ş.');
    // A logged-in user at /login is sent home.
    await page.goto(`${defter.url}/login`);
    await page.waitForURL(`${defter.url}/`);
  });

  it('adds a current account: required errors first, then success', async () => {
    await page.getByRole('link', { name: 'Cari Hesaplar' }).first().click();
    await page.waitForURL(/\/cari-hesaplar$/);
    await rows().first().waitFor();
    await page.getByRole('link', { name: 'Ekle', exact: true }).click();
    await page.waitForURL(/\/cari-hesaplar\/ekle$/);

    await page.getByRole('button', { name: 'Kaydet' }).click();
    for (const text of [
      'Cari Hesap Adı alanı zorunludur.',
      'TC / VKN alanı zorunludur.',
      'Vergi Dairesi alanı zorunludur.',
    ])
      await page.getByText(text).first().waitFor();
    expect(page.url()).toMatch(/\/ekle$/);

    await page.getByLabel('Cari Hesap Adı').fill('Karadeniz Fındık Tarım');
    await page.getByLabel('TC / VKN').fill('1234567890');
    await page.getByLabel('Ünvan').fill('Karadeniz Fındık Tarım Ürünleri Ltd. Şti.');
    const office = page.getByRole('combobox', { name: 'Vergi Dairesi' });
    await office.fill('giresun');
    await page
      .getByRole('option', { name: /Giresun Vergi Dairesi/ })
      .first()
      .click();
    await page.getByRole('combobox', { name: 'İl', exact: true }).fill('giresun');
    await page.getByRole('option', { name: 'Giresun' }).click();
    await page.getByRole('combobox', { name: 'İlçe' }).fill('bulancak');
    await page.getByRole('option', { name: 'Bulancak' }).click();
    await page.getByRole('button', { name: 'Kaydet' }).click();

    await toast('Başarıyla kaydedildi.').waitFor();
    await page.waitForURL(/\/cari-hesaplar$/);
  });

  it('finds the new account with a list filter (Turkish case-insensitive)', async () => {
    await filterByName('FINDIK');
    await expect.poll(() => rows().count()).toBe(1);
    await expect(rows().first().textContent()).resolves.toContain('Karadeniz Fındık Tarım');
    await page.getByText('Toplam 1 kayıt').waitFor();
  });

  it('edits it', async () => {
    await rowButton('Düzenle').click();
    await page.waitForURL(/\/cari-hesaplar\/duzenle\/\d+$/);
    const name = page.getByLabel('Cari Hesap Adı');
    await expect.poll(() => name.inputValue()).toBe('Karadeniz Fındık Tarım');
    // Relations come back with their display text.
    await expect.poll(() => page.getByRole('combobox', { name: 'İlçe' }).inputValue()).toBe('Bulancak');
    await name.fill('Karadeniz Fındık ve Tarım');
    await page.getByLabel('Telefon').fill('+90 (454) 311 22 33');
    await closeToasts();
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await toast('Başarıyla kaydedildi.').waitFor();
    await page.waitForURL(/\/cari-hesaplar$/);
    await filterByName('fındık ve');
    await expect.poll(() => rows().count()).toBe(1);
    await expect(rows().first().textContent()).resolves.toContain('+90 (454) 311 22 33');
  });

  it('deletes it after the confirmation', async () => {
    await rowButton('Sil').click();
    const dialog = page
      .getByRole('dialog')
      .filter({ hasText: 'Seçili veriyi silmek istediğinize emin misiniz!' });
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await toast('Silmekten vazgeçildi.').waitFor();
    expect(await rows().count()).toBe(1);

    await rowButton('Sil').click();
    await dialog.getByRole('button', { name: 'Evet' }).click();
    await toast('Silme işlemi başarıyla gerçekleşti.').waitFor();
    await expect.poll(() => rows().count()).toBe(0);
    await page.getByText('Toplam 0 kayıt').waitFor();
  });

  it('logs out', async () => {
    await logOut();
    await page.goto(`${defter.url}/cari-hesaplar`);
    await page.waitForURL(/\/login$/);
  });

  it('logs in with a one-time code sent by the local SMS sender', async () => {
    await logIn('otp@defter.local');
    await page.waitForURL(/\/verification$/);
    await expect.poll(() => defter.lastOtpCode()).toMatch(/^\d{6}$/);
    await page.getByLabel('Doğrulama Kodu').fill(defter.lastOtpCode()!);
    await page.getByRole('button', { name: 'Doğrula' }).click();
    await page.getByText('Doğrulandı. Yönlendiriliyorsunuz...').waitFor();
    await page.waitForURL(`${defter.url}/`);
    await expect(page.getByRole('banner').textContent()).resolves.toContain('Demo Ticaret A.Ş.');
    await logOut();
  });

  it('raised no error in the browser', () => {
    expect(errors).toEqual([]);
  });
});
