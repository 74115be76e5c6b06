import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  openBrowser,
  screenshotOnFailure,
  startDefter,
  submitLogin,
  type RunningDefter,
} from './support/defter';

// The Kobi package's small-business invoices end to end, in Debian's Chromium against the real server on a fresh
// embedded database: Örnek Gıda's user opens Satış Faturaları from the menu, adds a sales invoice with a stock
// line (the card fills unit, price, KDV and warehouse), saves it and finds it in the list at /satis-faturalar;
// then keys in a counter sale on the quick receipt, /hizli-fis-fatura, which lands in the same list.
let defter: RunningDefter;
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  // E2E_STATIC_DIR serves another build than dist/ (while others rebuild dist/ on a shared checkout).
  defter = await startDefter(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {});
  ({ browser, page, errors } = await openBrowser());
});
afterEach((ctx) => screenshotOnFailure(page, ctx));
afterAll(async () => {
  await browser?.close();
  await defter?.stop();
});

const tl = (v: string) =>
  `${new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2 }).format(v as never)} ₺`;
const menu = () => page.getByRole('navigation', { name: 'Ana menü' });
const cell = (row: number, column: string) =>
  page.locator(`.df-lines__grid [row-index="${row}"] [col-id="${column}"]`).first();
const total = (column: string) => page.locator(`[data-total="${column}"]`);

/** Types into a header select and clicks the option the server answers. */
async function choose(label: string, text: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.pressSequentially(text, { delay: 15 });
  await page.locator('[role="listbox"]:visible').getByRole('option', { name: option }).first().click();
}

/** Picks a stock card on a line: focus its cell, type (the first key opens the editor), choose the option. */
async function pickStock(row: number, text: string, option: RegExp) {
  await cell(row, 'stok_kartlari_id').click();
  await page.keyboard.type(text, { delay: 15 });
  const list = page.locator('[role="listbox"]:visible').last();
  await expect
    .poll(async () => (await list.getAttribute('aria-busy')) !== 'true' && (await list.count()) > 0)
    .toBe(true);
  await list.getByRole('option', { name: option }).first().click();
  // Tab commits the cell (and the card's fill runs), as a clerk moves on to the next one; Esc leaves the grid.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
}

/** Types a quantity into a line. */
async function quantity(row: number, value: string) {
  await cell(row, 'miktar').click();
  await page.keyboard.type(value, { delay: 15 });
  await page.keyboard.press('Enter');
}

/** Saves the open form and answers the store's id. */
async function save(): Promise<number> {
  const saved = page.waitForResponse((r) => r.url().endsWith('/tables/kobi_satis_fatura/store'));
  await page.getByRole('button', { name: 'Kaydet' }).click();
  const body = (await (await saved).json()) as { data: { message: string; id: number; errors?: object } };
  expect(body.data, JSON.stringify(body.data)).toMatchObject({ message: 'success' });
  await page.getByText('Başarıyla kaydedildi.').first().waitFor();
  return body.data.id;
}

/** The list row whose invoice number is `no`. */
const listRow = (no: string) =>
  page
    .locator('.ag-row:has(.ag-cell[col-id="__actions"])')
    .filter({ has: page.locator('.ag-cell[col-id="fatura_numarasi"]', { hasText: no }) })
    .first();

/** The stored record, as the edit form loads it. */
async function stored(id: number) {
  const token = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      if (/token/i.test(key)) return localStorage.getItem(key);
    }
    return null;
  });
  const res = await fetch(`${defter.url}/api/v1/${token}/tables/kobi_satis_fatura/${id}/edit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ params: { column_set_id: '0' } }),
  });
  return ((await res.json()) as { data: { record: Record<string, any> } }).data.record;
}

describe('Kobi small-business invoices', () => {
  it('logs in as Örnek Gıda’s user, whose menu has the small-business invoices and the quick receipt', async () => {
    await page.goto(`${defter.url}/login`);
    await submitLogin(page, 'ornek@defter.local', { enter: true });
    await page.waitForURL(`${defter.url}/`);
    for (const [name, href] of [
      ['Satış Faturaları', '/satis-faturalar'],
      ['Alış Faturaları', '/alis-faturalar'],
      ['Hızlı Fiş / Fatura', '/hizli-fis-fatura'],
    ])
      expect(await menu().getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
  });

  it('adds a sales invoice with a stock line and sees it in the list at /satis-faturalar', async () => {
    await menu().getByRole('link', { name: 'Satış Faturaları', exact: true }).click();
    await page.waitForURL(`${defter.url}/satis-faturalar`);
    // The demo invoices are listed.
    await listRow('OGS2026000000001').waitFor();
    await page.getByRole('link', { name: 'Ekle', exact: true }).click();
    await page.waitForURL(`${defter.url}/satis-faturalar/ekle`);
    await cell(0, 'stok_kartlari_id').waitFor();
    // The full form keeps drafts (the quick receipt below does not).
    await page.getByRole('toolbar', { name: 'Form işlemleri' }).waitFor();

    await choose('Cari Hesap', 'Akdeniz', /Akdeniz Gıda Pazarlama/);
    await page.getByLabel('Fatura Numarası').fill('OGS2026000000100');
    // A small-business invoice has no e-document fields.
    expect(await page.getByRole('combobox', { name: 'Fatura Tipi' }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Firma Adresi' }).count()).toBe(0);

    await pickStock(0, 'Burgu', /Burgu Makarna/);
    // The card fills the unit price, the KDV (%1) and its default warehouse.
    await expect.poll(() => cell(0, 'birim_fiyat').textContent()).toBe('385,00');
    await expect.poll(() => cell(0, 'depo_kartlari_id').textContent()).toBe('Kemalpaşa Fabrika Deposu');
    await quantity(0, '4');
    // 4 × 385,00 = 1.540,00 + KDV %1 15,40 = 1.555,40
    await expect.poll(() => total('odenecek_tutar').textContent()).toBe(tl('1555.40'));
    expect(await total('hesaplanan_kdv').textContent()).toBe(tl('15.40'));

    const id = await save();
    // 002 §2: a saved small-business sales invoice goes to /satis-faturalar, where it is listed.
    await page.waitForURL(`${defter.url}/satis-faturalar`);
    const row = listRow('OGS2026000000100');
    await row.waitFor();
    expect(await row.locator('[col-id="cari_hesap_id"]').textContent()).toBe('Akdeniz Gıda Pazarlama');
    expect(await row.locator('[col-id="odenecek_tutar"]').textContent()).toBe('₺1.555,40');
    expect(await row.locator('[col-id="kalan_odeme_tutari"]').textContent()).toBe('₺1.555,40');
    const record = await stored(id);
    expect(record).toMatchObject({
      odenecek_tutar: '1555.40',
      hesaplanan_kdv: '15.40',
      toplam_duzenlendi: '0',
    });
    expect(record.mal_hizmet_json).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('keys in a counter sale on the quick receipt, which lands in the same list', async () => {
    await menu().getByRole('link', { name: 'Hızlı Fiş / Fatura', exact: true }).click();
    await page.waitForURL(`${defter.url}/hizli-fis-fatura`);
    await page.getByRole('heading', { level: 1, name: 'Hızlı Fiş / Fatura' }).waitFor();
    await cell(0, 'stok_kartlari_id').waitFor();
    // A quick entry: no draft controls, and no discount column in its grid.
    expect(await page.getByRole('toolbar', { name: 'Form işlemleri' }).count()).toBe(0);
    expect(await page.locator('.df-lines__grid [col-id="iskonto_orani"]').count()).toBe(0);

    await choose('Cari Hesap', 'Hasan', /Hasan Öztürk/);
    await page.getByLabel('Fatura Numarası').fill('OGS2026000000101');
    await pickStock(0, 'Buğday', /Buğday Unu/);
    await expect.poll(() => cell(0, 'birim_fiyat').textContent()).toBe('925,00');
    await quantity(0, '3');
    // 3 × 925,00 = 2.775,00 + KDV %1 27,75 = 2.802,75
    await expect.poll(() => total('odenecek_tutar').textContent()).toBe(tl('2802.75'));

    const id = await save();
    await page.waitForURL(`${defter.url}/satis-faturalar`);
    const row = listRow('OGS2026000000101');
    await row.waitFor();
    expect(await row.locator('[col-id="odenecek_tutar"]').textContent()).toBe('₺2.802,75');
    expect(await stored(id)).toMatchObject({ odenecek_tutar: '2802.75', kalan_odeme_tutari: '2802.75' });
    expect(errors).toEqual([]);
  });
});
