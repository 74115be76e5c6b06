import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  openBrowser,
  screenshotOnFailure,
  startDefter,
  submitLogin,
  type RunningDefter,
} from './support/defter';

// A sales invoice collected from its detail's panel, end to end in Debian's Chromium against the real server on a
// fresh embedded database (issue 12 items 1 and 4; docs/payments.md): Demo Ticaret's admin collects 400,00 of an
// invoice of 1.000,00 from the cash box, then the rest from the bank with "Tamamını Öde"; the list shows it
// collected and the cash and bank balances moved by what was collected.
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

type Row = Record<string, unknown>;
const NUMBER = 'ODM2026000000001';

const token = () => page.evaluate(() => localStorage.getItem('defter.token'));

/** POSTs to the API as the signed-in user; answers the envelope's `data`. */
async function api<T = Row>(path: string, body: unknown = {}): Promise<T> {
  const res = await fetch(`${defter.url}/api/v1/${await token()}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { data: T }).data;
}

/** The options of a select (getSelectColumnData answers without the envelope). */
async function options(table: string, column: string) {
  const res = await fetch(
    `${defter.url}/api/v1/${await token()}/tables/${table}/getSelectColumnData/${column}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ search: '***', page: 1, limit: 100 }),
    },
  );
  return ((await res.json()) as { results: { id: number; text: string }[] }).results;
}

/** The customer account's balance (`bakiye`, TL, positive: it owes us), as its detail shows it. */
async function customerBalance(id: number) {
  const data = await api<{ record: Row }>(`tables/cari_hesap/${id}`, { params: { column_set_id: '0' } });
  return Number(data.record.bakiye);
}

/** The balance of a cash or bank card by its name (the list's `bakiye`). */
async function balance(table: 'kasa_karti' | 'banka_karti', name: string) {
  const column = table === 'kasa_karti' ? 'kasa_tanımı' : 'banka_tanımı';
  const data = await api<{ records: Row[] }>(`tables/${table}`, { params: { page: 1, limit: 100 } });
  const card = data.records.find((r) => r[column] === name);
  if (!card) throw new Error(`no card ${name}`);
  return Number(card.bakiye);
}

const dialog = () => page.getByRole('dialog', { name: 'Satış Faturaları - Detay' });
const detailValue = (label: string) =>
  dialog()
    .locator('.df-detail__row')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');

describe('a sales invoice collected from cash and then in full from the bank', () => {
  let cash = '';
  let bank = '';
  let before = { cash: 0, bank: 0, customer: 0 };
  let customer = 0;

  it('logs in as the demo admin and has an invoice of 1.000,00', async () => {
    await page.goto(`${defter.url}/login`);
    await submitLogin(page, 'demo@defter.local', { enter: true });
    await page.waitForURL(`${defter.url}/`);
    customer = (await options('satis_fatura', 'cari_hesap_id'))[0].id;
    const owedBefore = await customerBalance(customer);
    const service = (
      await api<{ records: Row[] }>('tables/hizmet_ve_masraf_kartlari', { params: { page: 1, limit: 1 } })
    ).records[0].id;
    const stored = await api<{ message: string; id: number }>('tables/satis_fatura/store', {
      column_set_id: '0',
      cari_hesap_id: customer,
      fatura_senaryo_id: 1,
      fatura_tipi_id: 2,
      fatura_numarasi: NUMBER,
      fatura_tarihi: '2026-11-20',
      para_birimi_id: 1,
      döviz_kuru: '1',
      mal_hizmet_json: JSON.stringify([
        {
          mal_hizmet_turu_id: 2,
          hizmet_ve_masraf_kartlari_id: service,
          miktar: '1',
          birim_id: 1,
          birim_fiyat: '1000',
          kdv_id: 9,
          kdv_dahil_buton: '1',
        },
      ]),
    });
    expect(stored, JSON.stringify(stored)).toMatchObject({ message: 'success' });
    const cards = async (table: string, column: string) => (await options(table, column))[0].text;
    cash = await cards('tahsilat_islem', 'kasa_karti2_id');
    bank = await cards('banka_gelen_havale_islemi', 'banka_karti2_id');
    before = {
      cash: await balance('kasa_karti', cash),
      bank: await balance('banka_karti', bank),
      customer: owedBefore,
    };
    // The invoice is owed by the customer: its balance rose by 1.000,00.
    expect((await customerBalance(customer)) - owedBefore).toBeCloseTo(1000, 2);
  });

  it('collects 400,00 from the cash box in the detail’s panel', async () => {
    await page.goto(`${defter.url}/alis-satis-yonetimi/fatura?tab=second`);
    const first = page.locator('.ag-row:has(.ag-cell[col-id="__actions"])').first();
    await page.locator('.ag-row').filter({ hasText: NUMBER }).first().waitFor();
    await first.getByRole('button', { name: 'Detay' }).click();
    await dialog().waitFor();
    await expect.poll(() => detailValue('Fatura Numarası').textContent()).toBe(NUMBER);
    expect(await detailValue('Kalan Ödeme Tutarı').textContent()).toMatch(/^₺\s?1\.000,00$/);

    // Bank first (001 §2.2), then the switch to cash.
    expect(await dialog().getByRole('radio', { name: 'Bankadan Tahsilat' }).isChecked()).toBe(true);
    await dialog().getByRole('radio', { name: 'Kasadan Tahsilat' }).check();
    const cards = dialog().getByRole('combobox', { name: 'Kasa', exact: true });
    await expect.poll(() => cards.isEnabled()).toBe(true);
    await cards.selectOption({ label: cash });
    await dialog().getByRole('textbox', { name: 'Tutar', exact: true }).fill('400');
    const saved = page.waitForResponse((r) => /\/tables\/tahsilat_islem\/store$/.test(r.url()));
    await dialog().getByRole('button', { name: 'Kasa Tahsilat', exact: true }).click();
    const answer = await saved;
    expect(answer.request().headers()['idempotency-key']).toBeTruthy();
    expect(((await answer.json()) as { data: Row }).data).toMatchObject({ message: 'success' });
    await page.getByText('Kasadan tahsilat işlemi başarıyla gerçekleşti').waitFor();
    await expect.poll(() => detailValue('Kalan Ödeme Tutarı').textContent()).toMatch(/^₺\s?600,00$/);
    expect(await detailValue('Tahsilat Tamamlandı').textContent()).toBe('Tahsilat Yapılmadı');
  });

  it('collects the rest from the bank with Tamamını Öde', async () => {
    await dialog().getByRole('radio', { name: 'Bankadan Tahsilat' }).check();
    const cards = dialog().getByRole('combobox', { name: 'Banka', exact: true });
    await expect.poll(() => cards.isEnabled()).toBe(true);
    await cards.selectOption({ label: bank });
    await dialog().getByRole('button', { name: 'Tamamını Öde' }).click();
    expect(await dialog().getByRole('textbox', { name: 'Tutar', exact: true }).inputValue()).toBe('600,00');
    const saved = page.waitForResponse((r) => /\/tables\/banka_gelen_havale_islemi\/store$/.test(r.url()));
    await dialog().getByRole('button', { name: 'Banka Tahsilat', exact: true }).click();
    expect(((await (await saved).json()) as { data: Row }).data).toMatchObject({ message: 'success' });
    await page.getByText('Bankadan tahsilat işlemi başarıyla gerçekleşti').waitFor();
    await expect.poll(() => detailValue('Tahsilat Tamamlandı').textContent()).toBe('Tahsilat Tamamlandı');
    expect(await detailValue('Kalan Ödeme Tutarı').textContent()).toMatch(/^₺\s?0,00$/);
  });

  it('lists the invoice as collected; the cash and bank balances moved by 400 and 600, the customer owes nothing for it', async () => {
    await dialog().getByRole('button', { name: 'Kapat' }).first().click();
    await dialog().waitFor({ state: 'hidden' });
    const row = page.locator('.ag-row').filter({ hasText: NUMBER }).first();
    await expect.poll(() => row.locator('.ag-cell[col-id="tahsilat_tamamlandi"]').textContent()).toBe('Evet');
    expect(await row.locator('.ag-cell[col-id="kalan_odeme_tutari"]').textContent()).toMatch(/^₺\s?0,00$/);
    expect((await balance('kasa_karti', cash)) - before.cash).toBe(400);
    expect((await balance('banka_karti', bank)) - before.bank).toBe(600);
    // The invoice and its two collections leave the customer's balance where it was (0 for this invoice).
    expect((await customerBalance(customer)) - before.customer).toBeCloseTo(0, 2);
  });
});
