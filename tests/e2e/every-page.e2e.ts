import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openBrowser, startDefter, submitLogin, type RunningDefter } from './support/defter';

// Issue 16's "done when": every page of the side menu — of the Muhasebe company (demo@defter.local) and the
// pages only the Kobi company has (ornek@defter.local) — in the light and the dark theme, at 1440 and 390 px:
// axe-core finds no serious or critical violation (color-contrast ≥ 4.5:1 included), the page body does not
// scroll sideways, and no menu link leads to the 404 page. One browser, one login per company; each screen's
// screenshot is kept under test-results/pages/<company>-<theme>-<width>/<route>.png.
const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const SHOTS = path.resolve(import.meta.dirname, '../../test-results/pages');

const THEMES = ['light', 'dark'] as const;
const WIDTHS = [1440, 390] as const;
/**
 * The theme and width pairs checked: every pair, as the issue's done-when asks (both themes at 390 and 1440 px).
 * E2E_QUICK=1 leaves out the dark theme at 390 px (the colours are the same tokens at any width) for a quicker local
 * run; docs/design-system.md, "Every page in Chromium".
 */
const PAIRS = THEMES.flatMap((theme) => WIDTHS.map((width) => [theme, width] as const)).filter(
  ([theme, width]) => process.env.E2E_QUICK !== '1' || theme === 'light' || width === 1440,
);

let defter: RunningDefter;
let browser: Browser;

beforeAll(async () => {
  defter = await startDefter(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {});
  ({ browser } = await openBrowser());
});
afterAll(async () => {
  await browser?.close();
  await defter?.stop();
});

async function login(page: Page, email: string) {
  await page.goto(`${defter.url}/login`);
  await submitLogin(page, email);
  await page.waitForURL(`${defter.url}/`);
}

/** The routes of the side menu's links (collapsed groups included: their links are in the DOM, hidden). */
async function menuRoutes(page: Page): Promise<string[]> {
  await page.locator('nav[aria-label="Ana menü"] a[href]').first().waitFor({ state: 'attached' });
  const hrefs = await page
    .locator('nav[aria-label="Ana menü"] a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((h) => h.startsWith('/')))];
}

/** Requests in flight of each page (the app's API calls and chunks). */
const inFlight = new WeakMap<Page, Set<unknown>>();

function trackRequests(page: Page) {
  const open = new Set<unknown>();
  inFlight.set(page, open);
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/**
 * The page is drawn: its heading is there, no request has been in flight for 300 ms (the notification feed's
 * long waits aside) and nothing says it loads.
 */
async function settle(page: Page) {
  await page.locator('h1').first().waitFor();
  const open = inFlight.get(page)!;
  let quietSince = Date.now();
  const started = Date.now();
  while (Date.now() - quietSince < 300 && Date.now() - started < 15_000) {
    await page.waitForTimeout(50);
    if (open.size > 0) quietSince = Date.now();
  }
  await page
    .locator('.ag-overlay-loading-center, [role="status"]:has-text("Yükleniyor")')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
}

/** Opens a route inside the running app (the router follows history), as a click on the menu would. */
async function go(page: Page, route: string) {
  await page.evaluate((r) => {
    window.history.pushState({}, '', r);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await page.waitForFunction((r) => window.location.pathname + window.location.search === r, route);
}

/** axe-core on the page: the serious and critical violations (id and the first offending nodes). */
async function axeProblems(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  return page.evaluate(async () => {
    type AxeResult = {
      violations: { id: string; impact: string; nodes: { target: string[]; failureSummary?: string }[] }[];
    };
    const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResult> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .slice(0, 3)
            .map(
              (n) =>
                `${n.target.join(' ')} (${(n.failureSummary ?? '').split('\n').slice(1, 2).join('').trim()})`,
            )
            .join(' | ')}`,
      );
  });
}

const fileName = (route: string) =>
  route === '/' ? 'home' : route.slice(1).replace(/[^\p{L}\p{N}]+/gu, '_');

/**
 * Every route in one theme and width: the problems found, by route (an empty object when all is well). The page
 * is reloaded per route, so the theme (read by public/theme.js before the first paint) is the stored one.
 */
async function check(page: Page, company: string, routes: string[], theme: string, width: number) {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await page.evaluate((t) => localStorage.setItem('defter.theme', t), theme);
  // One load per theme and width (public/theme.js applies the stored theme), then the app's own navigation.
  await page.goto(`${defter.url}/`);
  await settle(page);
  const dir = path.join(SHOTS, `${company}-${theme}-${width}`);
  mkdirSync(dir, { recursive: true });
  const problems: Record<string, string[]> = {};
  for (const route of routes) {
    await go(page, route);
    await settle(page);
    const found: string[] = [];
    if (await page.getByRole('heading', { name: 'Sayfa bulunamadı' }).count()) found.push('404');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) found.push(`sideways scroll of ${overflow} px`);
    // A list's amounts and numbers are shown whole (issue 16: only "₺" of an amount showed), totals included.
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.df-list-grid .df-cell--number')]
        .filter((c) => c.textContent && c.scrollWidth > c.clientWidth + 1)
        .map((c) => `${c.getAttribute('col-id')}: ${c.textContent}`),
    );
    if (cut.length) found.push(`amounts cut: ${cut.slice(0, 3).join(', ')}`);
    found.push(...(await axeProblems(page)));
    await page.screenshot({ path: path.join(dir, `${fileName(route)}.png`), fullPage: true });
    if (found.length) problems[route] = found;
  }
  return problems;
}

describe('every menu page in Chromium: both themes, 1440 and 390 px', () => {
  for (const [company, email] of [
    ['muhasebe', 'demo@defter.local'],
    ['kobi', 'ornek@defter.local'],
  ] as const) {
    describe(company, () => {
      let page: Page;
      let routes: string[];
      beforeAll(async () => {
        page = await browser.newPage({ locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
        trackRequests(page);
        await login(page, email);
        routes = ['/', ...(await menuRoutes(page)).filter((r) => r !== '/')];
        // The Kobi company's pages the Muhasebe company also has are checked once, with the Muhasebe company.
        if (company === 'kobi') routes = routes.filter((r) => !seen.has(r));
        for (const r of routes) seen.add(r);
      }, 120_000);
      afterAll(() => page?.close());

      for (const [theme, width] of PAIRS)
        it(`${theme}, ${width} px`, async () => {
          expect(routes.length).toBeGreaterThan(company === 'kobi' ? 0 : 20);
          expect(await check(page, company, routes, theme, width)).toEqual({});
        }, 600_000);
    });
  }
});

const seen = new Set<string>();
