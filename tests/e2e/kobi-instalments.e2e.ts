import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  openBrowser,
  screenshotOnFailure,
  startDefter,
  submitLogin,
  type RunningDefter,
} from './support/defter';

// A small-business order of three instalments paid one by one from its detail's panel, end to end in Debian's
// Chromium against the real server on a fresh embedded database (issue 12, "Done when"; docs/payments.md
// "Small-business orders"): Örnek Gıda's user pays "1. Taksit Kasadan Öde", "2. …", "3. …"; after each the next
// instalment and the due date advance (31.01 → 28.02 → 31.03), the last pays the rest and the order is paid (no panel
// any more), and the cash card's balance moved by the order's total.
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
const PRODUCT = 'Taksitli Soğuk Hava Dolabı';

const token = () => page.evaluate(() => localStorage.getItem('defter.token'));

async function api<T = Row>(path: string, body: unknown = {}): Promise<T> {
  const res = await fetch(`${defter.url}/api/v1/${await token()}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { data: T }).data;
}

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

async function cashBalance(name: string) {
  const data = await api<{ records: Row[] }>('tables/kasa_karti', { params: { page: 1, limit: 100 } });
  const card = data.records.find((r) => r['kasa_tanımı'] === name);
  if (!card) throw new Error(`no card ${name}`);
  return Number(card.bakiye);
}

const dialog = () => page.getByRole('dialog', { name: 'Kobi Siparişleri - Detay' });
const detailValue = (label: string) =>
  dialog()
    .locator('.df-detail__row')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');

describe('a small-business order of 3 instalments paid one by one', () => {
  let cash = '';
  let before = 0;
  let id = 0;

  it('logs in as Örnek Gıda’s user and has an order of 1.000,00 in three instalments due 31.01.2026', async () => {
    await page.goto(`${defter.url}/login`);
    await submitLogin(page, 'ornek@defter.local', { enter: true });
    await page.waitForURL(`${defter.url}/`);
    const customer = (await options('kobi_siparis', 'cari_hesap_id'))[0].id;
    const stored = await api<{ message: string; id: number }>('tables/kobi_siparis/store', {
      column_set_id: '0',
      cari_hesap_id: customer,
      urun_adi: PRODUCT,
      kobi_alinan_satilan: '1',
      tutar: '1000',
      kdv_id: 9,
      kdv_dahil_buton: '1',
      kobi_taksit_sayisi: '3',
      kobi_odenen_tutar: '0',
      vade_baslangi: '2026-01-31',
      vade_tarihi: '2026-01-31',
    });
    expect(stored, JSON.stringify(stored)).toMatchObject({ message: 'success' });
    id = Number(stored.id);
    cash = (await options('tahsilat_islem', 'kasa_karti2_id'))[0].text;
    before = await cashBalance(cash);
  });

  it('opens the order’s detail with the first instalment due', async () => {
    await page.goto(`${defter.url}/kobi-siparisler`);
    await page.locator('.ag-row').filter({ hasText: PRODUCT }).first().waitFor();
    const first = page.locator('.ag-row:has(.ag-cell[col-id="__actions"])').first();
    await first.getByRole('button', { name: 'Detay' }).click();
    await dialog().waitFor();
    await expect.poll(() => detailValue('Ürün Adı').textContent()).toBe(PRODUCT);
    expect(await detailValue('Sıradaki Taksit').textContent()).toBe('1');
    expect(await detailValue('Vade Tarihi').textContent()).toBe('31.01.2026');
  });

  for (const [n, next, due, paid] of [
    [1, '2', '28.02.2026', '333,33'],
    [2, '3', '31.03.2026', '666,66'],
  ] as const) {
    it(`pays "${n}. Taksit Kasadan Öde": the next instalment is ${next}, due ${due}`, async () => {
      await dialog().getByRole('radio', { name: 'Kasadan Öde' }).check();
      const cards = dialog().getByRole('combobox', { name: 'Kasa', exact: true });
      await expect.poll(() => cards.isEnabled()).toBe(true);
      await cards.selectOption({ label: cash });
      const saved = page.waitForResponse((r) => /\/kobi-siparis\/\d+\/odeme$/.test(r.url()));
      await dialog()
        .getByRole('button', { name: `${n}. Taksit Kasadan Öde`, exact: true })
        .click();
      const answer = await saved;
      expect(answer.request().headers()['idempotency-key']).toBeTruthy();
      expect(((await answer.json()) as { data: Row }).data).toMatchObject({ message: 'success' });
      await page.getByText('Kasa Ödeme işlemi başarılı.').first().waitFor();
      await expect.poll(() => detailValue('Sıradaki Taksit').textContent()).toBe(next);
      expect(await detailValue('Vade Tarihi').textContent()).toBe(due);
      expect(await detailValue('Ödenmiş Tutar').textContent()).toMatch(new RegExp(`^₺\\s?${paid}$`));
    });
  }

  it('pays the last instalment (the rest, 333,34): the order is paid and shows no panel', async () => {
    await dialog().getByRole('radio', { name: 'Kasadan Öde' }).check();
    const cards = dialog().getByRole('combobox', { name: 'Kasa', exact: true });
    await expect.poll(() => cards.isEnabled()).toBe(true);
    await cards.selectOption({ label: cash });
    const saved = page.waitForResponse((r) => /\/kobi-siparis\/\d+\/odeme$/.test(r.url()));
    await dialog().getByRole('button', { name: '3. Taksit Kasadan Öde', exact: true }).click();
    expect(((await (await saved).json()) as { data: Row }).data).toMatchObject({
      message: 'success',
      tutar: '333.34',
    });
    await expect.poll(() => detailValue('Ödenmiş Tutar').textContent()).toMatch(/^₺\s?1\.000,00$/);
    expect(await detailValue('Sıradaki Taksit').textContent()).toBe('3');
    expect(await detailValue('Vade Tarihi').textContent()).toBe('31.03.2026');
    await expect
      .poll(() =>
        dialog()
          .getByRole('button', { name: /Taksit (Kasadan|Bankadan) Öde$/ })
          .count(),
      )
      .toBe(0);
    const record = await api<{ record: Row }>(`tables/kobi_siparis/${id}`, {
      params: { column_set_id: '0' },
    });
    expect(record.record).toMatchObject({ kobi_odendi: '1', kobi_odenmis_tutar: '1000.00' });
    // The three payments went into the cash card (docs/payments.md, migration 202611280700).
    expect((await cashBalance(cash)) - before).toBeCloseTo(1000, 3);
  });
});
