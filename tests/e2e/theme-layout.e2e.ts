import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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

// Issue 16 end to end, in Debian's Chromium against the real server on a fresh embedded database: the dark theme
// draws readable fields and grids (computed text colour against the background, WCAG ≥ 4.5:1), axe-core finds no
// serious or critical violation on the home page, a list and the invoice form in both themes, the 390 px screen
// reaches "Çıkış Yap" without a sideways scroll, and an empty save of the current-account form shows one toast.
// Screenshots of each screen are kept under test-results/theme-layout/.
const require = createRequire(import.meta.url);
// Evaluated, not added as a script tag: the app's Content-Security-Policy runs no inline script.
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const SHOTS = path.resolve(import.meta.dirname, '../../test-results/theme-layout');

let defter: RunningDefter;
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  // E2E_STATIC_DIR serves another build than dist/ (while others rebuild dist/ on a shared checkout).
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

async function setTheme(theme: 'light' | 'dark') {
  await page.evaluate((t) => localStorage.setItem('defter.theme', t), theme);
}

async function open(route: string, ready: Locator) {
  await page.goto(`${defter.url}${route}`);
  await ready.waitFor();
}

/**
 * The WCAG contrast of an element's text colour against the first opaque background behind it (the element's
 * or an ancestor's), from the computed styles.
 */
async function contrastOf(target: Locator): Promise<{ ratio: number; color: string; background: string }> {
  return target.evaluate((el) => {
    const parse = (c: string) => {
      const m = c.match(/rgba?\(([^)]+)\)/);
      if (!m) return null;
      const [r, g, b, a = 1] = m[1]
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return { r, g, b, a };
    };
    const lum = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const f = (v: number) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const color = getComputedStyle(el).color;
    let node: Element | null = el;
    let background = 'rgb(255, 255, 255)';
    while (node) {
      const bg = parse(getComputedStyle(node).backgroundColor);
      if (bg && bg.a >= 0.99) {
        background = getComputedStyle(node).backgroundColor;
        break;
      }
      node = node.parentElement;
    }
    const [x, y] = [lum(parse(color)!), lum(parse(background)!)].sort((p, q) => q - p);
    return { ratio: (x + 0.05) / (y + 0.05), color, background };
  });
}

/** axe-core on the page: the serious and critical violations (id and the first offending nodes). */
async function axeProblems(): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResult> } }).axe;
    type AxeResult = {
      violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
    };
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
      );
  });
  return result;
}

async function shot(name: string) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const INVOICE_FORM = '/alis-satis-yonetimi/fatura/satis-ekle';

describe('theme and layout in Chromium', () => {
  it('the dark theme draws the invoice form’s fields and the line grid readable (≥ 4.5:1)', async () => {
    await setTheme('dark');
    await open(INVOICE_FORM, page.getByRole('button', { name: 'Satır Ekle' }));
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const input = page.locator('.df-field input.df-input:visible').first();
    await input.fill('Okunur metin');
    const field = await contrastOf(input);
    expect(field.ratio, `${field.color} on ${field.background}`).toBeGreaterThanOrEqual(4.5);
    // The background is the dark field, not the browser's white.
    expect(field.background).not.toBe('rgb(255, 255, 255)');
    for (const target of [
      page.getByRole('button', { name: 'Satır Ekle' }),
      page.locator('.df-lines__grid .ag-header-cell-text').first(),
      page.locator('.df-lines__grid .ag-cell').first(),
      page.locator('.df-lines__count'),
      page.getByRole('button', { name: 'Kaydet', exact: true }),
    ]) {
      const c = await contrastOf(target);
      expect(
        c.ratio,
        `${await target.evaluate((e) => e.outerHTML.slice(0, 80))}: ${c.color} on ${c.background}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
    await shot('invoice-form-dark');
    expect(errors).toEqual([]);
  });

  it.each(['light', 'dark'] as const)(
    'axe-core finds no serious or critical violation on the home page, a list and the invoice form (%s)',
    async (theme) => {
      await setTheme(theme);
      const problems: Record<string, string[]> = {};
      await open('/', page.getByRole('heading', { name: 'Ana Sayfa' }));
      problems.home = await axeProblems();
      await shot(`home-${theme}`);
      await open('/cari-hesaplar', page.locator('.df-list-grid .ag-row').first());
      problems.list = await axeProblems();
      await shot(`list-${theme}`);
      await open(INVOICE_FORM, page.getByRole('button', { name: 'Satır Ekle' }));
      problems.invoice = await axeProblems();
      await shot(`invoice-${theme}`);
      expect(problems).toEqual({ home: [], list: [], invoice: [] });
    },
  );

  it('at 390 px: no sideways scroll, and the ⋮ menu reaches notifications, calculator, lock and "Çıkış Yap"', async () => {
    await setTheme('light');
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      for (const route of ['/', '/cari-hesaplar', INVOICE_FORM]) {
        await page.goto(`${defter.url}${route}`);
        await page.getByRole('button', { name: 'Diğer işlemler' }).waitFor();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, route).toBeLessThanOrEqual(0);
      }
      await page.goto(`${defter.url}/`);
      const more = page.getByRole('button', { name: 'Diğer işlemler' });
      await expect.poll(() => page.getByRole('button', { name: 'Çıkış Yap' }).isVisible()).toBe(false);
      await more.click();
      expect(await more.getAttribute('aria-expanded')).toBe('true');
      for (const name of ['Çıkış Yap', /Bildirimler/, /Hesap makinesi/, /Ekranı kilitle/]) {
        const button = page.getByRole('button', { name }).first();
        expect(await button.isVisible(), String(name)).toBe(true);
        const box = (await button.boundingBox())!;
        expect(box.x + box.width, String(name)).toBeLessThanOrEqual(390);
      }
      await shot('mobile-menu');
      await page.keyboard.press('Escape');
      expect(await more.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await page.setViewportSize({ width: 1400, height: 900 });
    }
  });

  it('an empty current-account save shows the errors under the fields and exactly one toast', async () => {
    await open('/cari-hesaplar/ekle', page.getByRole('button', { name: 'Kaydet', exact: true }));
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await page.locator('.df-field__error').first().waitFor();
    const inline = await page.locator('.df-field__error:visible').count();
    expect(inline).toBeGreaterThan(1);
    await page.locator('.toast').first().waitFor();
    expect(await page.locator('.toast').allTextContents()).toEqual([expect.stringMatching(/\d+ alan eksik/)]);
    // The first invalid field has the focus.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
  });

  it('scrolled to the end of a long form, back-to-top does not cover "Kaydet"', async () => {
    // The invoice form stacked on a phone is longer than the 1300 px after which back-to-top appears.
    await page.setViewportSize({ width: 390, height: 700 });
    try {
      await open(INVOICE_FORM, page.getByRole('button', { name: 'Satır Ekle' }));
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const top = page.getByRole('button', { name: 'Sayfanın başına dön' });
      await top.waitFor();
      const save = (await page.getByRole('button', { name: 'Kaydet', exact: true }).boundingBox())!;
      const button = (await top.boundingBox())!;
      const overlap =
        save.x < button.x + button.width &&
        button.x < save.x + save.width &&
        save.y < button.y + button.height &&
        button.y < save.y + save.height;
      expect(overlap).toBe(false);
    } finally {
      await page.setViewportSize({ width: 1400, height: 900 });
    }
  });
});
