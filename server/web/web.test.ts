import { mkdtemp, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/database';
import { createTestContext, type TestContext } from '../test/harness';
import { precompressDir } from './precompress';

// A build as Vite lays it out: index.html, hashed files under assets/, not-hashed public files at the top.
const SCRIPT = `export const rows = [${Array.from({ length: 300 }, (_, i) => `{ id: ${i}, ad: 'Cari ${i}' }`).join(', ')}];\n`;
const STYLE = `.df-grid { color: #123456; }\n`.repeat(120);
const INDEX = `<!doctype html><html lang="tr"><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>`;

let ctx: TestContext;
let outer: string;
let dist: string;
const SECRET = 'gizli-anahtar-0123456789';
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  ctx = await createTestContext();
  outer = await mkdtemp(path.join(tmpdir(), 'defter-web-'));
  dist = path.join(outer, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  // A file beside the built app, with a compressed copy: no path may reach it.
  await writeFile(path.join(outer, 'secret.txt'), SECRET);
  await writeFile(path.join(outer, 'secret.txt.gz'), gzipSync(SECRET));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  await writeFile(path.join(dist, 'assets', 'index-Ef56Gh78.css'), STYLE);
  await writeFile(path.join(dist, 'assets', 'tiny-Ij90Kl12.js'), 'export {};\n');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await precompressDir(dist);
  app = createApp({ db: ctx.database.db, config: { ...ctx.config, staticDir: dist }, sms: ctx.sms });
});

afterAll(async () => {
  await rm(outer, { recursive: true, force: true });
  await ctx?.close();
});

const post = (a: { request: typeof app.request }, url: string, body: unknown) =>
  a.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

function expectSecurityHeaders(res: Response, what: string) {
  const h = res.headers;
  const csp = h.get('content-security-policy') ?? '';
  expect(csp, what).toMatch(/frame-ancestors 'self'/);
  expect(csp, what).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(h.get('x-frame-options'), what).toBe('SAMEORIGIN');
  expect(h.get('x-content-type-options'), what).toBe('nosniff');
  expect(h.get('referrer-policy'), what).toBe('same-origin');
}

describe('security headers (issue 10, item 8)', () => {
  it('are on every answer: API envelopes and errors, static files, index.html and the deep-link fallback', async () => {
    const token = await ctx.login('demo@defter.local');
    const answers: [string, Response][] = [
      ['API success', await post(app, `/api/v1/${token}`, {})],
      ['API 400', await post(app, '/api/v1/login', { email: 'yok@defter.local', password: 'Yanlis1234!' })],
      ['API unknown token', await post(app, '/api/v1/bilinmeyen-anahtar/getLoggedInUserInfo', {})],
      ['API 404', await post(app, '/api/v1/yok/yok/yok', {})],
      ['outside /api/v1', await app.request('/api/v2/login')],
      ['index.html', await app.request('/')],
      ['deep link', await app.request('/cari-hesaplar/duzenle/7')],
      ['asset', await app.request('/assets/index-Ab12Cd34.js', { headers: { 'accept-encoding': 'br' } })],
      ['public file', await app.request('/favicon.svg')],
      ['missing asset', await app.request('/assets/yok-00000000.js')],
    ];
    for (const [what, res] of answers) {
      expect(res.status, what).toBeLessThan(500);
      expectSecurityHeaders(res, what);
    }
    // The API's answers are data: nothing in them may load or run.
    expect(answers[0][1].headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    // The app's page may run only Defter's own script files.
    const appCsp = answers[5][1].headers.get('content-security-policy')!;
    expect(appCsp).toMatch(/script-src 'self'/);
    expect(appCsp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(appCsp).toMatch(/connect-src 'self'/);
  });

  it('are on a body over the limit (413) and on an unhandled failure (500)', async () => {
    const small = createApp({
      db: ctx.database.db,
      config: { ...ctx.config, bodyLimit: 100 },
      sms: ctx.sms,
    });
    const tooBig = await post(small, '/api/v1/login', { email: 'x'.repeat(500), password: 'y' });
    expect(tooBig.status).toBe(413);
    expectSecurityHeaders(tooBig, '413');

    const broken = new Proxy({} as Db, {
      get() {
        throw new Error('database gone');
      },
    });
    const failing = createApp({ db: broken, config: ctx.config, sms: ctx.sms });
    const logged = console.error;
    console.error = () => {};
    try {
      const res = await post(failing, '/api/v1/login', { email: 'demo@defter.local', password: 'Demo1234!' });
      expect(res.status).toBe(500);
      expect((await res.json()).data.message).toBe('fail.server');
      expectSecurityHeaders(res, '500');
    } finally {
      console.error = logged;
    }
  });

  it('are on the answer for a path nothing serves when there is no built app (404)', async () => {
    const res = await ctx.app.request('/yok');
    expect(res.status).toBe(404);
    expectSecurityHeaders(res, '404 without the app');
  });

  it("keep the card page's own policy (its nonce) and add the rest", async () => {
    const res = await app.request('/odeme/bilinmeyen-odeme-anahtari-0000');
    expect(res.status).toBe(404);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'nonce-[^']+'/);
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('send HSTS only on an answer that went out over HTTPS', async () => {
    expect((await app.request('http://defter.local/')).headers.get('strict-transport-security')).toBeNull();
    expect((await app.request('https://defter.local/')).headers.get('strict-transport-security')).toBe(
      'max-age=31536000',
    );
    const proxied = await app.request('http://defter.local/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });
});

describe('static files: pre-compressed, cached by kind (issue 10, item 9)', () => {
  it('writes a brotli and a gzip copy beside each compressible file worth it, once at build time', async () => {
    const files = (await readdir(dist, { recursive: true })).map(String).sort();
    expect(files).toEqual(
      [
        'assets',
        'assets/index-Ab12Cd34.js',
        'assets/index-Ab12Cd34.js.br',
        'assets/index-Ab12Cd34.js.gz',
        'assets/index-Ef56Gh78.css',
        'assets/index-Ef56Gh78.css.br',
        'assets/index-Ef56Gh78.css.gz',
        'assets/tiny-Ij90Kl12.js',
        'favicon.svg',
        'index.html',
      ].sort(),
    );
  });

  it('sends a hashed file as brotli, else gzip, else as it is, immutable for a year, varying by Accept-Encoding', async () => {
    const url = '/assets/index-Ab12Cd34.js';
    const br = await app.request(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(brBody).toString()).toBe(SCRIPT);

    const gz = await app.request(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);

    const plain = await app.request(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await plain.text()).toBe(SCRIPT);

    // No Accept-Encoding: any coding is acceptable (RFC 9110 §12.5.3); gzip, which every client decodes (curl -I).
    const bare = await app.request(url, { method: 'HEAD' });
    expect(bare.headers.get('content-encoding')).toBe('gzip');
    expect(bare.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // q-values: br refused, gzip preferred over the rest.
    const weighted = await app.request(url, {
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0.5, *;q=0.1' },
    });
    expect(weighted.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await weighted.arrayBuffer())).toString()).toBe(SCRIPT);
    const none = await app.request(url, { headers: { 'accept-encoding': '' } });
    expect(none.headers.get('content-encoding')).toBeNull();
    expect(await none.text()).toBe(SCRIPT);

    const css = await app.request('/assets/index-Ef56Gh78.css', { headers: { 'accept-encoding': 'br' } });
    expect(css.headers.get('content-encoding')).toBe('br');
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);

    const head = await app.request(url, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(head.headers.get('cache-control')).toMatch(/immutable/);
  });

  it('sends index.html and the deep-link fallback with no-cache, a public file with a short cache', async () => {
    for (const url of ['/', '/index.html', '/cari-hesaplar', '/alis-satis-yonetimi/fatura/satis-duzenle/3']) {
      const res = await app.request(url, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
      expect(await res.text(), url).toBe(INDEX);
    }
    const icon = await app.request('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('never serves a file outside the built app', async () => {
    for (const url of [
      '/assets/%2e%2e/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
      '/../package.json',
    ]) {
      const res = await app.request(url, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(await res.text(), url).not.toContain('"name"');
    }
  });

  it('answers a missing hashed file with a 404, not with the app page', async () => {
    const res = await app.request('/assets/index-00000000.js', { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toMatch(/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
