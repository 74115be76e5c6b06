import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  openBrowser,
  screenshotOnFailure,
  startDefter,
  submitLogin,
  type RunningDefter,
} from './support/defter';

// A sales waybill with two drivers end to end (issue 11 item 2), in Debian's Chromium against the real server on
// a fresh embedded database: Demo Ticaret's admin opens the waybills, adds a sales waybill carried by the
// company's own drivers (carrier type 2 hides the carrier's VKN and title), keys a stock line, saves it, finds it
// in the Satış İrsaliyeleri tab, and the stock report shows the goods gone from the warehouse; then a purchase
// invoice saved from its form raises the stock.
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

const cell = (row: number, column: string) =>
  page.locator(`.df-lines__grid [row-index="${row}"] [col-id="${column}"]`).first();

async function choose(label: string, text: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  if (text) await box.pressSequentially(text, { delay: 15 });
  await page.locator('[role="listbox"]:visible').getByRole('option', { name: option }).first().click();
}

async function pickInCell(row: number, column: string, text: string, option: RegExp) {
  await cell(row, column).click();
  await page.keyboard.type(text, { delay: 15 });
  const list = page.locator('[role="listbox"]:visible').last();
  await expect
    .poll(async () => (await list.getAttribute('aria-busy')) !== 'true' && (await list.count()) > 0)
    .toBe(true);
  await list.getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
}

async function api(path: string, body: unknown) {
  const token = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      if (/token/i.test(key)) return localStorage.getItem(key);
    }
    return null;
  });
  const res = await fetch(`${defter.url}/api/v1/${token}/tables/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { data: any }).data;
}

/** The toner's balance in every warehouse together, as the stock report answers it. */
async function tonerStock(): Promise<number> {
  const data = await api('stok_bakiyeleri', { params: { limit: 100 } });
  return (data.records as any[])
    .filter((r) => r.stok_kartlari_id === 'Lazer Yazıcı Toneri')
    .reduce((sum, r) => sum + Number(r.bakiye), 0);
}

describe('waybills', () => {
  it('adds a sales waybill with two drivers, which lowers the stock', async () => {
    await page.goto(`${defter.url}/login`);
    await submitLogin(page, 'demo@defter.local', { enter: true });
    await page.waitForURL(`${defter.url}/`);
    const before = await tonerStock();

    await page.goto(`${defter.url}/alis-satis-yonetimi/irsaliye?tab=second`);
    await page
      .locator('.ag-cell[col-id="irsaliye_numarasi"]', { hasText: 'SIR2026000000047' })
      .first()
      .waitFor();
    await page.goto(`${defter.url}/alis-satis-yonetimi/irsaliye/satis-ekle`);
    await cell(0, 'stok_kartlari_id').waitFor();

    await choose('Cari Hesap', 'Ege', /Ege Zeytincilik/);
    // The customer's tax number comes from its record.
    await expect
      .poll(() => page.getByLabel('VKN / TCKN', { exact: true }).inputValue())
      .toMatch(/^\d{10,11}$/);
    await page.getByLabel('İrsaliye Numarası').fill('SIR2026000000100');
    // A carrier company needs its VKN and title; the company's own drivers hide them.
    expect(await page.getByLabel('Taşıyıcı Unvanı').count()).toBe(1);
    await choose('Taşıyıcı Türü', '', /Kendi Aracımız/);
    await expect.poll(() => page.getByLabel('Taşıyıcı Unvanı').count()).toBe(0);
    await page.getByLabel('Plaka', { exact: true }).fill('34 DTC 777');
    await page.getByLabel('Şoför Bilgileri').fill(
      JSON.stringify([
        { isim: 'Kemal', soyisim: 'Aydın', tc: '10000000146' },
        { isim: 'Serkan', soyisim: 'Koç', tc: '20000000046' },
      ]),
    );

    await pickInCell(0, 'stok_kartlari_id', 'Toner', /Lazer Yazıcı Toneri/);
    await pickInCell(0, 'depo_kartlari_id', 'Merkez', /Merkez Depo/);
    await cell(0, 'miktar').click();
    await page.keyboard.type('2', { delay: 15 });
    await page.keyboard.press('Enter');

    const saved = page.waitForResponse((r) => r.url().endsWith('/tables/satis_irsaliye/store'));
    await page.getByRole('button', { name: 'Kaydet' }).click();
    const body = (await (await saved).json()) as { data: { message: string; id: number } };
    expect(body.data, JSON.stringify(body.data)).toMatchObject({ message: 'success' });
    await page.waitForURL(`${defter.url}/alis-satis-yonetimi/irsaliye?tab=second`);
    await page
      .locator('.ag-cell[col-id="irsaliye_numarasi"]', { hasText: 'SIR2026000000100' })
      .first()
      .waitFor();

    const record = (await api(`satis_irsaliye/${body.data.id}/edit`, { params: { column_set_id: '0' } }))
      .record;
    const drivers =
      typeof record.sofor_bilgileri === 'string'
        ? JSON.parse(record.sofor_bilgileri)
        : record.sofor_bilgileri;
    expect(drivers.map((d: any) => d.isim)).toEqual(['Kemal', 'Serkan']);
    expect(record.tasiyici_unvan ?? null).toBeNull();
    expect(await tonerStock()).toBe(before - 2);
    expect(errors).toEqual([]);
  });

  it('saves a purchase invoice from the form, which raises the stock of its warehouse', async () => {
    const before = await tonerStock();
    await page.goto(`${defter.url}/alis-satis-yonetimi/fatura/alis-ekle`);
    await cell(0, 'stok_kartlari_id').waitFor();
    await choose('Cari Hesap', 'Ege', /Ege Zeytincilik/);
    await choose('Adres', '', /Merkez/);
    await page.getByLabel('Fatura Numarası').fill('EGE2026000000555');
    await pickInCell(0, 'stok_kartlari_id', 'Toner', /Lazer Yazıcı Toneri/);
    await pickInCell(0, 'depo_kartlari_id', 'Merkez', /Merkez Depo/);
    await cell(0, 'miktar').click();
    await page.keyboard.type('5', { delay: 15 });
    await page.keyboard.press('Enter');
    const saved = page.waitForResponse((r) => r.url().endsWith('/tables/alis_fatura/store'));
    await page.getByRole('button', { name: 'Kaydet' }).click();
    const body = (await (await saved).json()) as { data: { message: string; id: number } };
    expect(body.data, JSON.stringify(body.data)).toMatchObject({ message: 'success' });
    await page.waitForURL(`${defter.url}/alis-satis-yonetimi/fatura?tab=first`);
    expect(await tonerStock()).toBe(before + 5);
    expect(errors).toEqual([]);
  });
});
