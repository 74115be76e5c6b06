import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  openBrowser,
  screenshotOnFailure,
  startDefter,
  submitLogin,
  type RunningDefter,
} from './support/defter';

// Issue 28 item 1 in Debian's Chromium against the real server on a fresh embedded database: the demo company's
// home page opens with the dashboard, at 1440 and 390 px, light and dark — axe-core finds no serious or critical
// violation, the phone width has no sideways scroll, the chart is drawn; a figure opens the list of its rows, with
// as many rows as the figure counts. Screenshots under test-results/dashboard/.
const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const SHOTS = path.resolve(import.meta.dirname, '../../test-results/dashboard');

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

async function axeProblems(): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  return page.evaluate(async () => {
    type AxeResult = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResult> } }).axe;
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
}

const dashboard = () => page.getByRole('region', { name: 'Gösterge Paneli' });

describe('the dashboard in Chromium', () => {
  for (const width of [1440, 390])
    for (const theme of ['light', 'dark'] as const)
      it(`draws at ${width} px, ${theme}, with no serious axe violation`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate((t) => localStorage.setItem('defter.theme', t), theme);
        await page.goto(`${defter.url}/`);
        await dashboard().waitFor();
        // The chart is its own chunk: drawn once it arrived.
        await page.locator('.dash-chart .recharts-surface').first().waitFor();
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        await page.screenshot({ path: path.join(SHOTS, `dashboard-${width}-${theme}.png`), fullPage: true });
        expect(await axeProblems()).toEqual([]);
        if (width === 390) {
          const sideways = await page.evaluate(
            () => document.scrollingElement!.scrollWidth - document.documentElement.clientWidth,
          );
          expect(sideways).toBeLessThanOrEqual(0);
        }
        // The rates of spec 000 stay on the home page, below the dashboard.
        await page.getByRole('region', { name: 'Döviz kurları (TCMB satış)' }).waitFor();
        expect(errors).toEqual([]);
      });

  it('a figure opens the list of its rows, as many as it counts', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${defter.url}/`);
    const receivables = dashboard().getByRole('region', { name: 'Alacaklar' });
    const total = receivables.getByRole('link', { name: /Alacaklar, Toplam/ }).first();
    await total.waitFor();
    const href = (await total.getAttribute('href'))!;
    // How many rows the figure counts: the server's answer, read as the browser got it.
    const token = await page.evaluate(() => localStorage.getItem('defter.token'));
    expect(token).toBeTruthy();
    const answer = await page.evaluate(async (tok) => {
      const r = await fetch(`/api/v1/${tok}/dashboard`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      return (await r.json()) as { data: { receivables: { total: { count: number } }[] } };
    }, token);
    const count = answer.data.receivables[0].total.count;
    expect(count).toBeGreaterThan(0);
    await total.click();
    await page.waitForURL((u) => u.href.endsWith(href));
    await page.getByRole('note').filter({ hasText: 'Gösterilen kayıtlar:' }).waitFor();
    await page.getByText(`Toplam ${count.toLocaleString('tr-TR')} kayıt`).waitFor();
    expect(errors).toEqual([]);
  });
});
