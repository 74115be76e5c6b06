import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { makePng, pngSize, type Rgb } from '../fixtures/files';
import {
  openBrowser,
  screenshotOnFailure,
  startDefter,
  submitLogin,
  type RunningDefter,
} from './support/defter';

// Files end to end (issue 3, files; 001 §5.1), in Debian's Chromium against the real server on a fresh embedded
// database: a non-square PNG is picked for a new stock card's pictures, cropped by the browser's canvas, saved
// through multipart `images[]`, and after reopening the card it is downloaded from the server as a 300×300 PNG
// holding the centre of the original.
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

const RED: Rgb = [220, 30, 30];
const BLUE: Rgb = [30, 60, 200];
const GREEN: Rgb = [20, 170, 60];

/**
 * 600×400: red bands of 100 px left and right, a blue centre square, and a green 100 px square in the centre
 * square's top-left corner. The centred 400×400 crop scaled to 300 keeps no red, and the green corner becomes
 * the top-left 75×75.
 */
const picture = makePng(600, 400, (x, y) => (x < 100 || x >= 500 ? RED : x < 200 && y < 100 ? GREEN : BLUE));
const FILE_NAME = 'Kupa Yan Görünüş.png';
const CARD = 'Seramik Kupa Lacivert 350 ml';

const toast = (text: string) =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });

/** The colour of the pixels at `points` of a picture the page fetches from `href`, decoded by the browser. */
const pixelsOf = (href: string, points: [number, number][]) =>
  page.evaluate(
    async ({ href, points }) => {
      const bitmap = await createImageBitmap(await (await fetch(href)).blob());
      const canvas = document.createElement('canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      return {
        width: bitmap.width,
        height: bitmap.height,
        colours: points.map(([x, y]) => [...ctx.getImageData(x, y, 1, 1).data.slice(0, 3)]),
      };
    },
    { href, points },
  );

/** True when two colours are the same but for the rounding of scaling. */
const near = (a: number[], b: Rgb) => a.every((v, i) => Math.abs(v - b[i]) <= 12);

describe('A stock card picture', () => {
  it('logs in and opens a new stock card', async () => {
    await page.goto(`${defter.url}/login`);
    await submitLogin(page, 'demo@defter.local', { enter: true });
    await page.waitForURL(`${defter.url}/`);
    await page.goto(`${defter.url}/stok-hizmet-yonetimi/stok-kartlari/ekle`);
    await page.getByLabel('Stok Adı').waitFor();
  });

  it('picks a 600×400 PNG: the form lists it as a new file, cropped in the browser', async () => {
    await page.getByLabel('Stok Adı').fill(CARD);
    await page.getByLabel('Alış Fiyatı').fill('120,50');
    await page.getByLabel('Satış Fiyatı').fill('149,90');
    expect(pngSize(picture)).toEqual({ width: 600, height: 400 });
    await page
      .getByLabel('Resimler')
      .setInputFiles({ name: FILE_NAME, mimeType: 'image/png', buffer: picture });
    const item = page.locator('.df-files__item').filter({ hasText: FILE_NAME });
    await item.waitFor();
    await expect(item.textContent()).resolves.toContain('yeni');
  });

  it('refuses a text file renamed to .png with the spec’s text', async () => {
    await page.getByLabel('Resimler', { exact: true }).setInputFiles({
      name: 'sahte.png',
      mimeType: 'image/png',
      buffer: Buffer.from('Bu bir resim değil.'),
    });
    await page
      .locator('.df-files')
      .getByRole('alert')
      .filter({ hasText: 'Lütfen geçerli bir dosya formatı seçiniz.' })
      .waitFor();
    await expect(page.locator('.df-files__item').count()).resolves.toBe(1);
  });

  it('saves the card with its picture', async () => {
    const saved = page.waitForResponse((r) => r.url().endsWith('/tables/stok_kartlari/store'));
    await page.getByRole('button', { name: 'Kaydet' }).click();
    const reply = await (await saved).json();
    expect(reply.data, JSON.stringify(reply)).toMatchObject({ message: 'success' });
    await toast('Başarıyla kaydedildi.').last().waitFor();
    await page.waitForURL(/\/stok-kartlari$/);
  });

  let href = '';

  it('reopens the card: the stored picture is a link and a thumbnail', async () => {
    // The newest card is the first row (default order: id descending).
    const row = page.locator('.ag-row:has(.ag-cell[col-id="__actions"])').filter({ hasText: CARD }).first();
    await row.waitFor();
    await row.getByRole('button', { name: 'Düzenle' }).click();
    await page.waitForURL(/\/stok-kartlari\/duzenle\/\d+$/);
    await expect.poll(() => page.getByLabel('Stok Adı').inputValue()).toBe(CARD);
    const link = page.getByRole('link', { name: FILE_NAME });
    await link.waitFor();
    href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/api\/v1\/[^/]+\/files\/\d+\//);
    const thumb = page.locator('.df-files__thumb');
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
  });

  it('downloads it: a 300×300 PNG under its Turkish name, holding the centre square of the original', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: FILE_NAME }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(FILE_NAME);
    const bytes = await readFile((await download.path())!);
    expect(pngSize(bytes)).toEqual({ width: 300, height: 300 });
    // What the canvas drew: the green corner top-left, blue elsewhere, none of the red bands.
    const seen = await pixelsOf(href, [
      [10, 10],
      [60, 60],
      [100, 100],
      [290, 10],
      [10, 290],
      [290, 290],
      [150, 150],
    ]);
    expect({ width: seen.width, height: seen.height }).toEqual({ width: 300, height: 300 });
    const [g1, g2, ...blues] = seen.colours;
    expect(near(g1, GREEN) && near(g2, GREEN), JSON.stringify(seen.colours)).toBe(true);
    for (const c of blues) expect(near(c, BLUE), JSON.stringify(seen.colours)).toBe(true);
  });

  it('saves again unchanged and keeps the picture (images_old)', async () => {
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await toast('Başarıyla kaydedildi.').last().waitFor();
    await page.waitForURL(/\/stok-kartlari$/);
    const row = page.locator('.ag-row:has(.ag-cell[col-id="__actions"])').filter({ hasText: CARD }).first();
    await row.getByRole('button', { name: 'Düzenle' }).click();
    await page.getByRole('link', { name: FILE_NAME }).waitFor();
    expect(await page.getByRole('link', { name: FILE_NAME }).getAttribute('href')).toBe(href);
    expect(errors).toEqual([]);
  });
});
