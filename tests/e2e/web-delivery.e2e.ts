import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  openBrowser,
  screenshotOnFailure,
  startDefter,
  submitLogin,
  type RunningDefter,
} from './support/defter';

// Issue 10 ("The web") on the real server and the real build: the security headers, the pre-compressed and
// cached assets, the JavaScript /login loads, and the app running under its Content-Security-Policy with no
// violation (openBrowser turns every violation into a page error).
let defter: RunningDefter;
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  defter = await startDefter();
  ({ browser, page, errors } = await openBrowser());
});

afterEach((ctx) => screenshotOnFailure(page, ctx));

afterAll(async () => {
  await browser?.close();
  await defter?.stop();
});

/** The script files (under /assets) a cold load of `path` fetches until the network is idle. */
async function scriptsOf(path: string): Promise<string[]> {
  const context = await browser.newContext();
  const cold = await context.newPage();
  const urls: string[] = [];
  cold.on('response', (res) => {
    if (res.request().resourceType() === 'script' && new URL(res.url()).pathname.startsWith('/assets/'))
      urls.push(res.url());
  });
  await cold.goto(`${defter.url}${path}`, { waitUntil: 'networkidle' });
  await context.close();
  return urls;
}

describe('the web (issue 10)', () => {
  it('answers / with the security headers', async () => {
    const res = await fetch(`${defter.url}/`, { method: 'HEAD' });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the built scripts pre-compressed and immutable', async () => {
    const html = await (await fetch(`${defter.url}/`)).text();
    const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeTruthy();
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const res = await fetch(`${defter.url}${entry}`, {
        method: 'HEAD',
        headers: { 'accept-encoding': accept },
      });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    }
  });

  it('loads at most 150 kB (gzip) of JavaScript for /login', async () => {
    const urls = await scriptsOf('/login');
    expect(urls.length).toBeGreaterThan(0);
    let gzip = 0;
    for (const url of urls) {
      // The bytes the server sends a browser that accepts gzip only (its .gz copy; fetch hands the body over
      // decoded), or, for a file without a copy, the file gzipped here.
      const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
      const body = Buffer.from(await res.arrayBuffer());
      gzip +=
        res.headers.get('content-encoding') === 'gzip'
          ? Number(res.headers.get('content-length'))
          : gzipSync(body, { level: 9 }).length;
    }
    expect(gzip / 1000).toBeLessThanOrEqual(150);
  });

  it('runs logged in under its Content-Security-Policy: home, a list, a form with lines', async () => {
    await page.goto(`${defter.url}/login`);
    await submitLogin(page, 'demo@defter.local');
    await page.waitForURL(`${defter.url}/`);
    await expect(page.getByRole('banner').textContent()).resolves.toContain('Demo Ticaret A.Ş.');
    await page.goto(`${defter.url}/cari-hesaplar`);
    await page.locator('.ag-row').first().waitFor();
    await page.goto(`${defter.url}/alis-satis-yonetimi/fatura/satis-ekle`);
    await page.locator('.ag-row').first().waitFor();
    // The form validates (ajv): saving the empty invoice shows the required fields' errors.
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await page
      .getByText(/alanı zorunludur\./)
      .first()
      .waitFor();
    expect(errors).toEqual([]);
  });
});
