import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  openBrowser,
  screenshotOnFailure,
  startDefter,
  submitLogin,
  type RunningDefter,
} from './support/defter';

// Issue 16, "layouts that use the screen", in Debian's Chromium against the real server: at 1440 × 900 the invoice
// form's header groups stand side by side and its typed line columns are in view without a sideways scroll; the
// "Sütunlar" chooser works by keyboard and its choice survives a reload (kept on the server for the user); the
// page layout holds 4 fields per row on a large screen; at 390 px no form scrolls the page sideways.
// Screenshots are kept under test-results/layout/.
const SHOTS = path.resolve(import.meta.dirname, '../../test-results/layout');
const INVOICE_FORM = '/alis-satis-yonetimi/fatura/satis-ekle';
/** The invoice page's typed-first line columns (domain/pages/document-lines.ts). */
const TYPED = [
  'mal_hizmet_turu_id',
  'stok_kartlari_id',
  'depo_kartlari_id',
  'mal_hizmet',
  'miktar',
  'birim_id',
  'birim_fiyat',
  'kdv_id',
  'mal_hizmet_tutari',
];

let defter: RunningDefter;
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  defter = await startDefter(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {});
  ({ browser, page, errors } = await openBrowser());
  await page.goto(`${defter.url}/login`);
  await submitLogin(page, 'demo@defter.local');
  await page.waitForURL(`${defter.url}/`);
});
afterEach((ctx) => screenshotOnFailure(page, ctx));
afterAll(async () => {
  await browser?.close();
  await defter?.stop();
});

async function open(route: string, ready: Locator) {
  await page.goto(`${defter.url}${route}`);
  await ready.waitFor();
}

const shot = (name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
const box = async (l: Locator) => (await l.boundingBox())!;
const group = (id: string) => page.locator(`.df-group[data-group="${id}"]`);
const lineHeader = (column: string) => page.locator(`.df-lines__grid .ag-header-cell[col-id="${column}"]`);
const sideways = () =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('layouts in Chromium', () => {
  it('at 1440 × 900 the invoice form shows its header groups side by side and the typed line columns without scrolling', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(INVOICE_FORM, page.getByRole('button', { name: 'Satır Ekle' }));
    await page.waitForLoadState('networkidle');
    // Header groups: "Cari Bilgileri" and "Fatura Bilgileri" on one band, left and right.
    const cari = await box(group('cari'));
    const fatura = await box(group('fatura'));
    expect(cari.x + cari.width).toBeLessThanOrEqual(fatura.x);
    expect(Math.abs(cari.y - fatura.y)).toBeLessThan(4);
    expect(fatura.width).toBeGreaterThan(500);
    // The line table below both, the whole width.
    const lines = await box(group('satirlar'));
    expect(lines.y).toBeGreaterThan(Math.max(cari.y + cari.height, fatura.y + fatura.height));
    expect(lines.width).toBeGreaterThan(cari.width + fatura.width);

    // The typed columns are all in view inside the grid, and the grid does not scroll sideways.
    const grid = await box(page.locator('.df-lines__grid'));
    for (const column of TYPED) {
      const h = await box(lineHeader(column));
      expect(h.x + h.width, column).toBeLessThanOrEqual(grid.x + grid.width + 1);
      expect(h.width, column).toBeGreaterThanOrEqual(78);
    }
    const scroll = await page
      .locator('.df-lines__grid .ag-body-horizontal-scroll-viewport')
      .evaluate((e) => e.scrollWidth - e.clientWidth);
    expect(scroll, 'the line grid scrolls sideways').toBeLessThanOrEqual(0);
    expect(await lineHeader('iskonto_orani').count()).toBe(0);
    expect(await sideways(), 'the page scrolls sideways').toBeLessThanOrEqual(0);
    await shot('invoice-1440');
    expect(errors).toEqual([]);
  });

  it('"Sütunlar" shows an on-demand column by keyboard, and the choice survives a reload (kept for the user)', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(INVOICE_FORM, page.getByRole('button', { name: 'Satır Ekle' }));
    const button = page.getByRole('button', { name: /^Sütunlar/ });
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('group', { name: 'Gösterilecek sütunlar' });
    await panel.waitFor();
    const discount = panel.getByRole('checkbox', { name: 'İskonto Oranı' });
    await discount.focus();
    await page.keyboard.press('Space');
    await lineHeader('iskonto_orani').waitFor();
    // Required columns stay.
    expect(await panel.getByRole('checkbox', { name: /^Miktar/ }).isDisabled()).toBe(true);
    await shot('invoice-columns');
    await page.keyboard.press('Escape');
    expect(await panel.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Sütunlar/);

    // Stored on the server: a reload (a fresh user info) draws the column again.
    await page.waitForLoadState('networkidle');
    await open(INVOICE_FORM, page.getByRole('button', { name: 'Satır Ekle' }));
    await lineHeader('iskonto_orani').waitFor();
    // The purchase invoice has its own line table and so its own choice.
    await open('/alis-satis-yonetimi/fatura/alis-ekle', page.getByRole('button', { name: 'Satır Ekle' }));
    await lineHeader('miktar').waitFor();
    expect(await lineHeader('iskonto_orani').count()).toBe(0);

    // Back to the page's set.
    await open(INVOICE_FORM, page.getByRole('button', { name: 'Satır Ekle' }));
    await button.click();
    await page.getByRole('button', { name: 'Varsayılan sütunlar' }).click();
    await expect.poll(() => lineHeader('iskonto_orani').count()).toBe(0);
    await page.waitForLoadState('networkidle');
  });

  it('the page layout holds 4 fields per row on a large screen (current-account form at 1920 px)', async () => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    try {
      await open('/cari-hesaplar/ekle', page.getByRole('button', { name: 'Kaydet', exact: true }));
      const tops = await page
        .locator('.df-group')
        .first()
        .locator('.df-cell')
        .evaluateAll((cells) => cells.slice(0, 5).map((c) => Math.round(c.getBoundingClientRect().top)));
      expect(new Set(tops.slice(0, 4)).size).toBe(1);
      expect(tops[4]).toBeGreaterThan(tops[0]);
      await shot('current-account-1920');
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });

  it('at 390 px no form scrolls the page sideways, and the invoice groups stack in the page’s order', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      for (const [route, name] of [
        [INVOICE_FORM, 'invoice-390'],
        ['/cari-hesaplar/ekle', 'current-account-390'],
        ['/kasa/ekle', 'cash-card-390'],
      ]) {
        await open(route, page.getByRole('button', { name: 'Kaydet', exact: true }));
        await page.waitForLoadState('networkidle');
        expect(await sideways(), route).toBeLessThanOrEqual(0);
        await shot(name);
      }
      await open(INVOICE_FORM, page.getByRole('button', { name: 'Satır Ekle' }));
      const tops = await page
        .locator('.df-group')
        .evaluateAll((gs) =>
          gs.map((g) => [g.getAttribute('data-group'), g.getBoundingClientRect().top] as const),
        );
      const sorted = [...tops].sort((a, b) => a[1] - b[1]).map((t) => t[0]);
      expect(sorted).toEqual(tops.map((t) => t[0]));
      // The column chooser's panel stays on the screen.
      await page.getByRole('button', { name: /^Sütunlar/ }).click();
      const panel = await box(page.getByRole('group', { name: 'Gösterilecek sütunlar' }));
      expect(panel.x).toBeGreaterThanOrEqual(0);
      expect(panel.x + panel.width).toBeLessThanOrEqual(390);
      expect(await sideways()).toBeLessThanOrEqual(0);
      await shot('invoice-columns-390');
      await page.keyboard.press('Escape');
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });
});
