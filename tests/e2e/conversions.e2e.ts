import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  openBrowser,
  screenshotOnFailure,
  startDefter,
  submitLogin,
  type RunningDefter,
} from './support/defter';

// Conversions end to end (issue 12 item 3, docs/conversions.md), in Debian's Chromium against the real server on
// a fresh embedded database: a sales order of 10 toners is converted to a waybill of 4 (the stock goes down by
// 4), the waybill to an invoice (the stock does not move again), and the order — now partly delivered — to an
// invoice of the 6 that remain, which completes it; the goods left the warehouse once.
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

async function typeInCell(row: number, column: string, value: string) {
  await cell(row, column).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(value, { delay: 15 });
  await page.keyboard.press('Enter');
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

/** The id of the first record whose column shows the text. */
async function idOf(table: string, column: string, text: string): Promise<number> {
  const data = await api(table, { params: { limit: 1000 } });
  const row = (data.records as any[]).find((r) => String(r[column]).includes(text));
  expect(row, `${table}: ${text}`).toBeTruthy();
  return Number(row.id);
}

/** The toner's balance in every warehouse together, as the stock report answers it. */
async function tonerStock(): Promise<number> {
  const data = await api('stok_bakiyeleri', { params: { limit: 100 } });
  return (data.records as any[])
    .filter((r) => r.stok_kartlari_id === 'Lazer Yazıcı Toneri')
    .reduce((sum, r) => sum + Number(r.bakiye), 0);
}

/** Clicks a conversion button of a detail page and waits for the filled target form. */
async function convert(detail: string, button: string, target: string) {
  await page.goto(`${defter.url}${detail}`);
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(`${defter.url}${target}`);
  await cell(0, 'miktar').waitFor();
}

async function save(table: string): Promise<number> {
  const saved = page.waitForResponse((r) => r.url().endsWith(`/tables/${table}/store`));
  await page.getByRole('button', { name: 'Kaydet' }).click();
  const body = (await (await saved).json()) as { data: { message: string; id: number } };
  expect(body.data, JSON.stringify(body.data)).toMatchObject({ message: 'success' });
  return body.data.id;
}

async function orderNow(id: number) {
  const record = (await api(`satis_siparis/${id}/edit`, { params: { column_set_id: '0' } })).record;
  const lines =
    typeof record.mal_hizmet_json === 'string' ? JSON.parse(record.mal_hizmet_json) : record.mal_hizmet_json;
  return { state: String(record.siparis_durumu), sent: lines.map((l: any) => l.gonderilen_miktar) };
}

describe('conversions', () => {
  it('converts an order to a waybill and invoices; the stock moves once; the order shows what remains', async () => {
    await page.goto(`${defter.url}/login`);
    await submitLogin(page, 'demo@defter.local', { enter: true });
    await page.waitForURL(`${defter.url}/`);

    // A sales order of 10 toners at 100,00 for Ege Zeytincilik.
    const cari = await idOf('cari_hesap', 'cari_hesap_adi', 'Ege Zeytincilik');
    const toner = await idOf('stok_kartlari', 'stok_adi', 'Lazer Yazıcı Toneri');
    const depo = await idOf('depo_kartlari', 'depo_adi', 'Merkez');
    const stored = await api('satis_siparis/store', {
      cari_hesap_id: cari,
      siparis_numarasi: '',
      siparis_tarihi: '2026-11-02',
      teslim_tarihi: '2026-11-30',
      para_birimi_id: 1,
      döviz_kuru: '1',
      mal_hizmet_json: [
        {
          mal_hizmet_turu_id: 1,
          stok_kartlari_id: toner,
          depo_kartlari_id: depo,
          mal_hizmet: 'Lazer Yazıcı Toneri',
          miktar: '10',
          birim_id: 1,
          birim_fiyat: '100',
          kdv_id: 9,
          kdv_dahil_buton: '0',
        },
      ],
    });
    expect(stored.message, JSON.stringify(stored)).toBe('success');
    const order: number = stored.id;
    const before = await tonerStock();

    // Order → waybill: the order's customer and its 10 toners; 4 are shipped.
    await convert(
      `/alis-satis-yonetimi/siparis/satis-detay/${order}`,
      'Satış İrsaliyesine Dönüştür',
      '/alis-satis-yonetimi/irsaliye/satis-ekle',
    );
    await expect.poll(() => cell(0, 'miktar').textContent()).toMatch(/^10(,0+)?$/);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Cari Hesap', exact: true }).inputValue())
      .toBe('Ege Zeytincilik');
    await page.getByText('Veriler aktarıldı. Kontrol edip kaydediniz.').first().waitFor();
    await typeInCell(0, 'miktar', '4');
    await page.getByLabel('İrsaliye Numarası').fill('SIR2026000000200');
    const tc = page.getByLabel('VKN / TCKN', { exact: true });
    if (!(await tc.inputValue())) await tc.fill('4820173650');
    await page.getByLabel('Taşıyıcı VKN / TCKN').fill('1234567890');
    await page.getByLabel('Taşıyıcı Unvanı').fill('Hızlı Nakliyat A.Ş.');
    const waybill = await save('satis_irsaliye');
    expect(await tonerStock()).toBe(before - 4);
    expect(await orderNow(order)).toEqual({ state: '2', sent: ['4.0000'] });

    // Waybill → invoice: the shipped 4, priced by the clerk; the waybill already moved them.
    await convert(
      `/alis-satis-yonetimi/irsaliye/satis-detay/${waybill}`,
      'Satış Faturasına Dönüştür',
      '/alis-satis-yonetimi/fatura/satis-ekle',
    );
    await expect.poll(() => cell(0, 'miktar').textContent()).toMatch(/^4(,0+)?$/);
    await typeInCell(0, 'birim_fiyat', '100');
    await choose('Adres', '', /Merkez/);
    await page.getByLabel('Fatura Numarası').fill('SFT2026000000200');
    await save('satis_fatura');
    expect(await tonerStock()).toBe(before - 4);
    expect(await orderNow(order)).toEqual({ state: '2', sent: ['4.0000'] });

    // The order shows what remains: converted again, it offers the 6 left, which complete it.
    await page.goto(`${defter.url}/alis-satis-yonetimi/siparis?tab=second`);
    await convert(
      `/alis-satis-yonetimi/siparis/satis-detay/${order}`,
      'Satış Faturasına Dönüştür',
      '/alis-satis-yonetimi/fatura/satis-ekle',
    );
    await expect.poll(() => cell(0, 'miktar').textContent()).toMatch(/^6(,0+)?$/);
    await choose('Adres', '', /Merkez/);
    await page.getByLabel('Fatura Numarası').fill('SFT2026000000201');
    await save('satis_fatura');
    expect(await tonerStock()).toBe(before - 10);
    expect(await orderNow(order)).toEqual({ state: '3', sent: ['10.0000'] });
    const row = page
      .locator('.ag-row:has(.ag-cell[col-id="__actions"])')
      .filter({ has: page.locator('.ag-cell[col-id="cari_hesap_id"]', { hasText: 'Ege Zeytincilik' }) });
    await page.goto(`${defter.url}/alis-satis-yonetimi/siparis?tab=second`);
    await expect
      .poll(async () =>
        (await row.locator('[col-id="siparis_durumu"]').allTextContents()).includes('Tamamlandı'),
      )
      .toBe(true);
    expect(errors).toEqual([]);
  });
});
