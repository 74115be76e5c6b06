/**
 * npm run bench:bundle — what the browser app's chunks hold and how much JavaScript a page really loads.
 *
 * Builds the app with Vite (production) into a temporary folder and lists every JavaScript chunk: its size
 * minified, gzip (level 9) and brotli (quality 11) — the pre-compressed files the server sends — and the
 * modules that make it up (the largest packages or source folders, by their share of the chunk). Then starts
 * Defter on a fresh embedded database serving that build and loads pages in Debian's Chromium (playwright-core),
 * each in a fresh browser context (nothing cached), collecting every script response until the page is shown and
 * the network is idle: `/login` (cold) and, after logging in, a cold load of `/` (the home page). The figure per
 * page is the sum over those scripts of their gzip size (and minified, brotli, and the bytes on the wire).
 * Target (issue 10): the JavaScript of /login ≤ 150 kB gzip.
 * Env: BENCH_TOP (modules listed per chunk, default 5), CHROMIUM_PATH.
 */
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { build, type Plugin } from 'vite';
import { openBrowser, startDefter } from '../tests/e2e/support/defter';

const TOP = Number(process.env.BENCH_TOP ?? 5);
const root = path.resolve(import.meta.dirname, '..');

interface ChunkInfo {
  file: string;
  raw: number;
  gzip: number;
  br: number;
  /** package or source folder → rendered bytes */
  parts: [string, number][];
}

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;

/** A module id's group: its npm package, or its source folder (two levels under the project). */
function group(id: string): string {
  const nm = id.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = id.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const rel = path.relative(root, id.replace(/\?.*$/, ''));
  if (rel.startsWith('..') || id.startsWith('\0')) return '(vite runtime)';
  const parts = rel.split(path.sep);
  return parts.length > 2 ? `${parts.slice(0, 3).join('/')}${parts.length > 3 ? '/' : ''}` : rel;
}

/** Records each chunk's modules as the bundler rendered them. */
function collect(into: Map<string, [string, number][]>): Plugin {
  return {
    name: 'bench-bundle-collect',
    generateBundle(_options, bundle) {
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        const sizes = new Map<string, number>();
        for (const [id, m] of Object.entries(out.modules))
          sizes.set(group(id), (sizes.get(group(id)) ?? 0) + m.renderedLength);
        into.set(
          out.fileName,
          [...sizes].filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]),
        );
      }
    },
  };
}

async function sizes(dist: string, modules: Map<string, [string, number][]>): Promise<ChunkInfo[]> {
  const list: ChunkInfo[] = [];
  for (const [file, parts] of modules) {
    // A chunk of CSS only is dropped from the output after this plugin saw it.
    const code = await readFile(path.join(dist, file)).catch(() => null);
    if (!code) continue;
    list.push({
      file,
      raw: code.length,
      gzip: gzipSync(code, { level: 9 }).length,
      br: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      parts,
    });
  }
  return list.sort((a, b) => b.raw - a.raw);
}

/** The script files (under /assets) a page loads, and the bytes they took on the wire. */
async function scriptsOf(
  browser: Browser,
  url: string,
  before?: (page: Awaited<ReturnType<Browser['newPage']>>) => Promise<unknown>,
) {
  const context = await browser.newContext({ locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
  const page = await context.newPage();
  if (before) await before(page);
  const seen: { file: string; wire: Promise<number>; encoding: string }[] = [];
  page.on('response', (res) => {
    const u = new URL(res.url());
    if (res.request().resourceType() !== 'script' || !u.pathname.startsWith('/assets/')) return;
    seen.push({
      file: u.pathname.slice(1),
      wire: res
        .request()
        .sizes()
        .then((s) => s.responseBodySize),
      encoding: res.headers()['content-encoding'] ?? 'identity',
    });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const files = await Promise.all(seen.map(async (s) => ({ ...s, wire: await s.wire })));
  await context.close();
  return files;
}

async function main() {
  const dist = await mkdtemp(path.join(tmpdir(), 'defter-bench-bundle-'));
  const modules = new Map<string, [string, number][]>();
  await build({
    mode: 'production',
    logLevel: 'warn',
    plugins: [collect(modules)],
    build: { outDir: dist, emptyOutDir: true },
  });
  const chunks = await sizes(dist, modules);
  const byFile = new Map(chunks.map((c) => [c.file, c]));

  console.log(
    '\nChunks (minified / gzip / brotli) and what they hold (share of the chunk by package or folder):\n',
  );
  for (const c of chunks) {
    const all = c.parts.reduce((sum, [, n]) => sum + n, 0);
    const held = c.parts
      .slice(0, TOP)
      .map(([name, n]) => `${name} ${Math.round((100 * n) / all)}%`)
      .join(', ');
    console.log(
      `${c.file.padEnd(44)} ${kB(c.raw).padStart(9)} ${kB(c.gzip).padStart(9)} ${kB(c.br).padStart(9)}  ${held}`,
    );
  }
  const total = chunks.reduce((s, c) => s + c.gzip, 0);
  console.log(`\n${chunks.length} chunks, ${kB(total)} gzip in all.`);

  const defter = await startDefter({ STATIC_DIR: dist });
  const { browser } = await openBrowser();
  try {
    const pages: [string, Awaited<ReturnType<typeof scriptsOf>>][] = [];
    pages.push(['/login', await scriptsOf(browser, `${defter.url}/login`)]);
    const res = await fetch(`${defter.url}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@defter.local', password: 'Demo1234!' }),
    });
    const { data } = (await res.json()) as { data: { token: string } };
    pages.push([
      '/ (logged in)',
      await scriptsOf(browser, `${defter.url}/`, (page) =>
        page.addInitScript((token) => localStorage.setItem('defter.token', token), data.token),
      ),
    ]);
    for (const [name, files] of pages) {
      console.log(`\n${name}: ${files.length} scripts`);
      let raw = 0;
      let gzip = 0;
      let br = 0;
      let wire = 0;
      for (const f of files) {
        const c = byFile.get(f.file);
        raw += c?.raw ?? 0;
        gzip += c?.gzip ?? 0;
        br += c?.br ?? 0;
        wire += f.wire;
        console.log(
          `  ${f.file.padEnd(44)} ${kB(c?.raw ?? 0).padStart(9)} ${kB(c?.gzip ?? 0).padStart(9)}  wire ${kB(f.wire)} (${f.encoding})`,
        );
      }
      console.log(
        `  total: ${kB(raw)} minified, ${kB(gzip)} gzip, ${kB(br)} brotli; ${kB(wire)} on the wire`,
      );
    }
  } finally {
    await browser.close();
    await defter.stop();
    await rm(dist, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
