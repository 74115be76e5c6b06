import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  openBrowser,
  screenshotOnFailure,
  startDefter,
  submitLogin,
  type RunningDefter,
} from './support/defter';

// Orders end to end (issue 11 item 1, docs/orders.md), in Debian's Chromium against the real server on a fresh
// embedded database: Demo Ticaret's user opens Satış Siparişleri from the menu, finds the demo orders, adds a
// sales order keyed by keyboard — the proposed number SSP-…-0004 already in its field — and saves it; the second
// tab of /alis-satis-yonetimi/siparis lists it as Açık.
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

const YEAR = Number(
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric' }).format(),
);
const menu = () => page.getByRole('navigation', { name: 'Ana menü' });
const cell = (row: number, column: string) =>
  page.locator(`.df-lines__grid [row-index="${row}"] [col-id="${column}"]`).first();
const listRow = (no: string) =>
  page
    .locator('.ag-row:has(.ag-cell[col-id="__actions"])')
    .filter({ has: page.locator('.ag-cell[col-id="siparis_numarasi"]', { hasText: no }) })
    .first();

describe('orders', () => {
  it('keys in a sales order by keyboard, saves it and finds it in the sales tab', async () => {
    await page.goto(`${defter.url}/login`);
    await submitLogin(page, 'demo@defter.local', { enter: true });
    await page.waitForURL(`${defter.url}/`);

    await menu().getByRole('link', { name: 'Satış Siparişleri', exact: true }).click();
    await page.waitForURL(/\/alis-satis-yonetimi\/siparis/);
    await listRow('SSP-2026-0002').waitFor();
    await page.getByRole('link', { name: 'Ekle', exact: true }).click();
    await page.waitForURL(`${defter.url}/alis-satis-yonetimi/siparis/satis-ekle`);
    const number = YEAR === 2026 ? 'SSP-2026-0004' : `SSP-${YEAR}-0001`;
    await expect.poll(() => page.getByLabel('Sipariş Numarası').inputValue()).toBe(number);

    // The customer by keyboard: type, ↓ to the option, Enter.
    const cari = page.getByRole('combobox', { name: 'Cari Hesap', exact: true });
    await cari.focus();
    await page.keyboard.type('Başkent', { delay: 15 });
    await page
      .locator('[role="listbox"]:visible')
      .getByRole('option', { name: /Başkent Bilişim/ })
      .first()
      .waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => cari.inputValue()).toBe('Başkent Bilişim');

    // A stock line: type into the stock cell, pick with the keyboard, then the warehouse and the quantity.
    await cell(0, 'stok_kartlari_id').click();
    await page.keyboard.type('Toner', { delay: 15 });
    const list = page.locator('[role="listbox"]:visible').last();
    await list
      .getByRole('option', { name: /Lazer Yazıcı Toneri/ })
      .first()
      .waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    // Tab commits the cell (the card's fill runs), as a clerk moves on; Esc leaves the grid.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect.poll(() => cell(0, 'birim_fiyat').textContent()).toBe('1.890,00');
    await cell(0, 'depo_kartlari_id').click();
    await page.keyboard.type('Merkez', { delay: 15 });
    await page
      .locator('[role="listbox"]:visible')
      .last()
      .getByRole('option', { name: /Merkez Depo/ })
      .first()
      .waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await cell(0, 'miktar').click();
    await page.keyboard.type('3', { delay: 15 });
    await page.keyboard.press('Enter');

    const saved = page.waitForResponse((r) => r.url().endsWith('/tables/satis_siparis/store'));
    await page.getByRole('button', { name: 'Kaydet' }).click();
    const body = (await (await saved).json()) as { data: { message: string; id: number } };
    expect(body.data, JSON.stringify(body.data)).toMatchObject({ message: 'success' });
    // 002 §2: a saved sales order goes to the second tab of /alis-satis-yonetimi/siparis.
    await page.waitForURL(`${defter.url}/alis-satis-yonetimi/siparis?tab=second`);
    const row = listRow(number);
    await row.waitFor();
    expect(await row.locator('[col-id="cari_hesap_id"]').textContent()).toBe('Başkent Bilişim');
    expect(await row.locator('[col-id="siparis_durumu"]').textContent()).toBe('Açık');
    // 3 × 1.890,00 + KDV %20 = 6.804,00
    expect(await row.locator('[col-id="odenecek_tutar"]').textContent()).toBe('₺6.804,00');
  });
});
