import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  openBrowser,
  screenshotOnFailure,
  startDefter,
  submitLogin,
  type RunningDefter,
} from './support/defter';

// The receipt forms end to end (issue 13 item 1, docs/e-documents.md "e-SMM ve e-MM formları"), in Debian's
// Chromium against the real server on a fresh embedded database: Demo Ticaret's admin opens the demo e-SMM draft,
// whose grid and totals panel show calculateFreelanceReceipt's amounts, changes a gross fee (the totals follow while
// keying), saves (the server computes the same), and opens the demo e-MM with its deductions.
let defter: RunningDefter;
let browser: Browser;
let page: Page;
let errors: string[];
let token: string | null;

beforeAll(async () => {
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
const cell = (row: number, column: string) =>
  page.locator(`.df-lines__grid [row-index="${row}"] [col-id="${column}"]`).first();
const total = (column: string) => page.locator(`[data-total="${column}"]`);

async function call(path: string, body: unknown) {
  const res = await fetch(`${defter.url}/api/v1/${token}/tables/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { data: Record<string, any> };
}

/** The company's first draft of `table` (the demo data also holds a sent one). */
async function demoId(table: string): Promise<number> {
  const list = await call(table, {
    params: { limit: 50, filters: { e_fatura_durumu_id: { type: 1, filter: ['1'] } } },
  });
  const rows = list.data.records as Record<string, any>[];
  expect(rows.length, JSON.stringify(list.data).slice(0, 300)).toBeGreaterThan(0);
  return Number(rows[0].id);
}

describe('the receipt forms', () => {
  it('logs in as Demo Ticaret’s admin; the e-SMM and e-MM lists have the Taslak / Giden tabs and Ekle', async () => {
    await page.goto(`${defter.url}/login`);
    await submitLogin(page, 'demo@defter.local', { enter: true });
    await page.waitForURL(`${defter.url}/`);
    token = await page.evaluate(() => {
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i)!;
        if (/token/i.test(key)) return localStorage.getItem(key);
      }
      return null;
    });
    for (const route of ['/e-donusum/smm', '/e-donusum/e-mm']) {
      await page.goto(`${defter.url}${route}`);
      const tabs = page.locator('nav.df-tabs');
      await tabs.getByRole('link', { name: 'Taslak', exact: true }).waitFor();
      expect(await tabs.getByRole('link').allTextContents()).toEqual(['Taslak', 'Giden']);
      // The list has an add link (the form exists; no "henüz hazır değil" notice).
      await page.getByRole('link', { name: 'Ekle', exact: true }).waitFor();
      expect(await page.locator('.df-notice').count()).toBe(0);
    }
  });

  it('edits the demo e-SMM: the grid and panel show the receipt calculator’s amounts; the server saves the same', async () => {
    const id = await demoId('serbest_meslek_makbuzu');
    await page.goto(`${defter.url}/e-donusum/smm/duzenle/${id}`);
    await cell(1, 'brut_ucret').waitFor();
    // 25 000 (20 % stopaj, 20 % KDV, 2/10 withheld) + 4 000 (no withholding): 24 000 + 4 000 net collected.
    await expect.poll(() => total('net_tahsilat').textContent()).toBe(tl('28000.00'));
    expect(await total('gv_stopaj_tutari').textContent()).toBe(tl('5800.00'));
    expect(await total('kdv_tevkifat_tutari').textContent()).toBe(tl('1000.00'));
    await expect.poll(() => cell(0, 'net_tahsilat').textContent()).toBe('24.000,00');

    await cell(1, 'brut_ucret').click();
    await page.keyboard.type('5000', { delay: 15 });
    await page.keyboard.press('Enter');
    // 5 000 − 1 000 stopaj + 1 000 KDV = 5 000: 24 000 + 5 000.
    await expect.poll(() => total('net_tahsilat').textContent()).toBe(tl('29000.00'));

    const saved = page.waitForResponse((r) =>
      r.url().endsWith(`/tables/serbest_meslek_makbuzu/${id}/update`),
    );
    await page.getByRole('button', { name: 'Kaydet' }).click();
    const body = (await (await saved).json()) as { data: Record<string, unknown> };
    expect(body.data, JSON.stringify(body.data)).toMatchObject({ message: 'success' });
    await page.waitForURL(`${defter.url}/e-donusum/smm`);
    const record = (await call(`serbest_meslek_makbuzu/${id}/edit`, { params: { column_set_id: '0' } })).data
      .record;
    expect(record).toMatchObject({ net_tahsilat: '29000.00', brut_ucret: '30000.00' });
    expect(errors).toEqual([]);
  });

  it('opens the demo e-MM with its deductions as calculateProducerReceipt gives them', async () => {
    const id = await demoId('e_mustahsil_makbuzu');
    await page.goto(`${defter.url}/e-donusum/e-mm/duzenle/${id}`);
    await cell(0, 'mal_hizmet_tutari').waitFor();
    const record = (await call(`e_mustahsil_makbuzu/${id}/edit`, { params: { column_set_id: '0' } })).data
      .record;
    await expect.poll(() => total('odenecek_tutar').textContent()).toBe(tl(record.odenecek_tutar));
    expect(await total('diger_vergiler_toplami').textContent()).toBe(tl(record.diger_vergiler_toplami));
    expect(errors).toEqual([]);
  });

  it('sends the e-MM from its detail: "Evet & Gönder", "Makbuz gönderildi.", numbered from its EMM prefix', async () => {
    const id = await demoId('e_mustahsil_makbuzu');
    await page.goto(`${defter.url}/e-donusum/e-mm/detay/${id}`);
    await page.getByRole('button', { name: 'Gönder', exact: true }).click();
    const sent = page.waitForResponse((r) => r.url().endsWith('/tables/e_mustahsil_makbuzu/sendInvoice'));
    await page.getByRole('button', { name: 'Evet & Gönder', exact: true }).click();
    const body = (await (await sent).json()) as { data: Record<string, any> };
    expect(body.data, JSON.stringify(body.data)).toMatchObject({ message: 'Makbuz gönderildi.' });
    expect(body.data.e_fatura_numarasi).toMatch(/^EMM\d{4}\d{9}$/);
    await page.getByText('Makbuz gönderildi.').first().waitFor();
    // A sent receipt has no Gönder any more.
    await expect.poll(() => page.getByRole('button', { name: 'Gönder', exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
