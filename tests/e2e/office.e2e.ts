import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  openBrowser,
  screenshotOnFailure,
  startDefter,
  submitLogin,
  type RunningDefter,
} from './support/defter';

// Issue 11 items 6–8 end to end, in Debian's Chromium against the real server on a fresh embedded database: the
// demo admin finds the personnel, office and fixed-asset pages in the menu, pays a salary advance from cash at
// /personel-yonetimi/odemeler (the cash / bank rule of 002 §4) and finds the demo reminder on the calendar.
let defter: RunningDefter;
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  defter = await startDefter(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {});
  ({ browser, page, errors } = await openBrowser());
});
afterEach((ctx) => screenshotOnFailure(page, ctx));
afterAll(async () => {
  await browser?.close();
  await defter?.stop();
});

const menu = () => page.getByRole('navigation', { name: 'Ana menü' });
const istanbulDay = (offset = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
    new Date(Date.now() + offset * 864e5),
  );

/** Types into a select and clicks the option the server answers. */
async function choose(label: string, text: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.pressSequentially(text, { delay: 15 });
  await page.locator('[role="listbox"]:visible').getByRole('option', { name: option }).first().click();
}

/** Saves the open form and answers the store's answer. */
async function save(table: string) {
  const saved = page.waitForResponse((r) => r.url().endsWith(`/tables/${table}/store`));
  await page.getByRole('button', { name: 'Kaydet' }).click();
  const body = (await (await saved).json()) as { data: { message: string; id: number } };
  expect(body.data, JSON.stringify(body.data)).toMatchObject({ message: 'success' });
  await page.getByText('Başarıyla kaydedildi.').first().waitFor();
  return body.data.id;
}

describe('personnel, fixed assets and reminders', () => {
  it('logs in as the demo admin, whose menu has the personnel, office and fixed-asset pages', async () => {
    await page.goto(`${defter.url}/login`);
    await submitLogin(page, 'demo@defter.local', { enter: true });
    await page.waitForURL(`${defter.url}/`);
    for (const [name, href] of [
      ['Personel Ödemeleri', '/personel-yonetimi/odemeler'],
      ['Kiralar', '/buro-yonetimi/kiralar'],
      ['Sabit İşletme Giderleri', '/buro-yonetimi/sabit-isletme-giderleri'],
      ['Sabit Kıymet Hareketleri', '/sabit-kiymet-yonetimi/hareket'],
    ])
      expect(await menu().getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    // Kobi orders are the Kobi package's.
    expect(await menu().getByRole('link', { name: 'Siparişler', exact: true }).count()).toBe(0);
  });

  it('pays an advance from cash: the cash card is asked, the bank card goes away', async () => {
    await menu().getByRole('link', { name: 'Personel Ödemeleri', exact: true }).click();
    await page.waitForURL(`${defter.url}/personel-yonetimi/odemeler`);
    await page.getByRole('link', { name: 'Ekle', exact: true }).click();
    await page.waitForURL(`${defter.url}/personel-yonetimi/odemeler/ekle`);
    await choose('Personel', 'Elif', /Elif Kaya/);
    await page.getByRole('combobox', { name: 'Ödeme Türü', exact: true }).click();
    await page.locator('[role="listbox"]:visible').getByRole('option', { name: 'Avans' }).click();
    await page.getByLabel('İşlem Tarihi', { exact: true }).pressSequentially('25.11.2026', { delay: 15 });
    await page.getByLabel('Tutar', { exact: true }).pressSequentially('2500,5', { delay: 15 });
    await page.getByRole('combobox', { name: 'Banka Kartı', exact: true }).waitFor();
    await page.getByRole('switch', { name: 'Kasadan Öde' }).click();
    await page.getByRole('combobox', { name: 'Kasa Kartı', exact: true }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Banka Kartı', exact: true }).count()).toBe(0);
    await choose('Kasa Kartı', 'Merkez', /Merkez Kasa/);
    const id = await save('personel_odeme');
    expect(id).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('shows the demo reminder on the calendar on its day', async () => {
    await page.goto(`${defter.url}/`);
    await page.getByRole('button', { name: 'Takvim' }).click();
    const dialog = page.getByRole('dialog', { name: 'Takvim' });
    const day = istanbulDay(2);
    // The reminder is two days ahead: on a month's last days it is in the next month's page.
    if (day.slice(0, 7) !== istanbulDay().slice(0, 7))
      await dialog.getByRole('button', { name: 'Sonraki ay' }).click();
    await dialog
      .locator(`[data-date="${day}"]`)
      .getByRole('button', { name: 'Hatırlatıcı KDV beyannamesini kontrol et' })
      .click();
    await page.waitForURL(`${defter.url}/buro-yonetimi/hatirlaticilar`);
    expect(errors).toEqual([]);
  });
});
