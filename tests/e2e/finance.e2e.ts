import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  openBrowser,
  screenshotOnFailure,
  startDefter,
  submitLogin,
  type RunningDefter,
} from './support/defter';

// A customer's cheque end to end, in Debian's Chromium against the real server on a fresh embedded database
// (issue 11 item 4; docs/finance.md): Demo Ticaret's admin opens Çekler from the menu, adds a cheque, moves it
// from the portfolio to the bank for collection and then to collected, and is refused a move back.
let defter: RunningDefter;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  defter = await startDefter(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {});
  ({ browser, page } = await openBrowser());
});
afterEach((ctx) => screenshotOnFailure(page, ctx));
afterAll(async () => {
  await browser?.close();
  await defter?.stop();
});

const menu = () => page.getByRole('navigation', { name: 'Ana menü' });
/** The list row of the cheque this test adds. */
const row = () => page.locator('.ag-row').filter({ hasText: '5500871' }).first();

/** Types into a select and clicks the option it offers. */
async function choose(label: string, text: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  if (text) await box.pressSequentially(text, { delay: 15 });
  await page.locator('[role="listbox"]:visible').getByRole('option', { name: option }).first().click();
}

/** Saves the open form; answers the server's reply. */
async function save(path: RegExp) {
  const saved = page.waitForResponse((r) => path.test(r.url()));
  await page.getByRole('button', { name: 'Kaydet' }).click();
  return ((await (await saved).json()) as { data: { message: string; id?: number; errors?: object } }).data;
}

describe('a customer cheque moved through two positions', () => {
  it('logs in as the demo admin, whose menu has Çekler', async () => {
    await page.goto(`${defter.url}/login`);
    await submitLogin(page, 'demo@defter.local', { enter: true });
    await page.waitForURL(`${defter.url}/`);
    expect(await menu().getByRole('link', { name: 'Çekler', exact: true }).getAttribute('href')).toBe(
      '/finans-yonetimi/cek',
    );
  });

  let id = 0;
  it('adds a cheque, which starts in the portfolio', async () => {
    await menu().getByRole('link', { name: 'Çekler', exact: true }).click();
    await page.getByRole('main').getByRole('link', { name: 'Ekle', exact: true }).click();
    await page.waitForURL(/\/finans-yonetimi\/cek\/musteri-ekle$/);
    await choose('Cari Hesap', 'Başkent', /Başkent/);
    await page.getByRole('textbox', { name: 'Çek Numarası', exact: true }).fill('5500871');
    await page
      .getByRole('textbox', { name: 'Vade Tarihi', exact: true })
      .pressSequentially('19.12.2026', { delay: 15 });
    await choose('Ödeme Yeri', 'İstanbul', /İstanbul/);
    await page.getByRole('textbox', { name: 'Tutar', exact: true }).pressSequentially('12500', { delay: 15 });
    const r = await save(/\/tables\/musteri_cek\/store$/);
    expect(r, JSON.stringify(r)).toMatchObject({ message: 'success' });
    id = r.id!;
    await page.waitForURL(/\/finans-yonetimi\/cek\?tab=first$/);
    await row().filter({ hasText: 'Portföyde' }).waitFor();
  });

  it('moves it to the bank for collection, then to collected, and not back to the portfolio', async () => {
    for (const [position, ok] of [
      [/^Tahsile Verildi$/, true],
      [/^Tahsil Edildi$/, true],
      [/^Portföyde$/, false],
    ] as const) {
      await page.goto(`${defter.url}/finans-yonetimi/cek/musteri-duzenle/${id}`);
      await page.getByRole('textbox', { name: 'Çek Numarası', exact: true }).waitFor();
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Çek Numarası', exact: true }).inputValue())
        .toBe('5500871');
      await choose('Pozisyon', '', position);
      const r = await save(new RegExp(`/tables/musteri_cek/${id}/update$`));
      if (ok) expect(r, JSON.stringify(r)).toMatchObject({ message: 'success' });
      else {
        expect(r.errors).toEqual({
          pozisyon_id: ["'Tahsil Edildi' pozisyonundan 'Portföyde' pozisyonuna geçilemez."],
        });
        await page
          .getByText("'Tahsil Edildi' pozisyonundan 'Portföyde' pozisyonuna geçilemez.")
          .first()
          .waitFor();
      }
    }
  });
});

describe('a cash receipt against a sales invoice', () => {
  it('is keyed on Kasa İşlemleri → Ekle: Cari, Satış Faturası and its invoice, the amount; listed after saving', async () => {
    await menu().getByRole('link', { name: 'Kasa İşlemleri', exact: true }).click();
    await page.waitForURL(/\/finans-yonetimi\/kasa(\?tab=first)?$/);
    await page.getByRole('main').getByRole('link', { name: 'Ekle', exact: true }).click();
    await page.waitForURL(/\/finans-yonetimi\/kasa\/tahsilat-ekle$/);
    await choose('Kasa', 'Merkez', /Merkez Kasa/);
    // İşlem Tipi starts at Cari: the customer and the document kind are asked.
    await choose('Cari Hesap', 'Başkent', /Başkent/);
    await choose('Belge Türü', '', /^Satış Faturası$/);
    // The invoice's own select appears once its kind is chosen; any of the company's sales invoices will do (the
    // server takes the customer from it, docs/finance.md).
    await choose('Satış Faturası', '', /./);
    await page.getByRole('textbox', { name: 'Tutar', exact: true }).pressSequentially('1750', { delay: 15 });
    const r = await save(/\/tables\/tahsilat_islem\/store$/);
    expect(r, JSON.stringify(r)).toMatchObject({ message: 'success' });
    await page.waitForURL(/\/finans-yonetimi\/kasa\?tab=first$/);
    await page.locator('.ag-row').filter({ hasText: '1.750' }).first().waitFor();
  });
});
