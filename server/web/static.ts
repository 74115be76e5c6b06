import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { AppEnv } from '../app-env';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** Vite's output folder of hashed files (`build.assetsDir`): a file there never changes under its name. */
const ASSETS = '/assets/';

/** Cache-Control of the app's files: hashed ones for a year, index.html checked on every load, the rest an hour. */
export const CACHE = {
  immutable: 'public, max-age=31536000, immutable',
  document: 'no-cache',
  public: 'public, max-age=3600',
} as const;

function cacheFor(c: Context, file: string) {
  if (path.basename(file) === 'index.html') return CACHE.document;
  return c.req.path.startsWith(ASSETS) ? CACHE.immutable : CACHE.public;
}

/** The pre-compressed copies Defter's build writes beside a file (server/web/precompress.ts), best first. */
const CODINGS = [
  { coding: 'br', ext: '.br' },
  { coding: 'gzip', ext: '.gz' },
] as const;
type Coding = (typeof CODINGS)[number]['coding'];

/**
 * The content coding to send, of those a file has a copy in, for a request's `Accept-Encoding` (RFC 9110 §12.5.3):
 * the listed codings with q > 0 (`*` stands for the unlisted ones), the best of equal weight first (br, then gzip);
 * undefined: the file as it is. A request without the header accepts any coding: it gets gzip, the one every HTTP
 * client decodes (so `curl -I` shows the compressed answer a browser gets); an empty header or `identity` only
 * asks for the file as it is.
 */
export function codingFor(header: string | undefined, available: readonly Coding[]): Coding | undefined {
  if (header === undefined) return available.includes('gzip') ? 'gzip' : undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(p)).find(Boolean);
    weights.set(name, q ? Number(q[1]) : 1);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  let best: Coding | undefined;
  for (const { coding } of CODINGS)
    if (available.includes(coding) && weightOf(coding) > 0 && (!best || weightOf(coding) > weightOf(best)))
      best = coding;
  return best;
}

/**
 * A GET or HEAD of a file that has pre-compressed copies: the copy `codingFor` picks (or the file), with its own
 * Content-Type, `Content-Encoding`, `Vary: Accept-Encoding` and the cache of its kind. Anything else (no such file,
 * a file without copies, a path that leaves `root`) goes on to `serveStatic`.
 */
function precompressed(root: string): MiddlewareHandler<AppEnv> {
  const base = path.resolve(root);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const file = path.resolve(base, `.${c.req.path}`);
    if (!file.startsWith(base + path.sep) || path.basename(file) === 'index.html') return next();
    const [plain, ...copies] = await Promise.all(
      ['', ...CODINGS.map((x) => x.ext)].map((ext) => stat(`${file}${ext}`).catch(() => null)),
    );
    if (!plain?.isFile()) return next();
    const available = CODINGS.filter((_, i) => copies[i]?.isFile()).map((x) => x.coding);
    if (!available.length) return next();
    const coding = codingFor(c.req.header('accept-encoding'), available);
    const chosen = coding ? `${file}${CODINGS.find((x) => x.coding === coding)!.ext}` : file;
    const body = c.req.method === 'HEAD' ? null : await readFile(chosen);
    c.header('Content-Type', getMimeType(file) ?? 'application/octet-stream');
    if (coding) c.header('Content-Encoding', coding);
    c.header('Vary', 'Accept-Encoding');
    c.header('Cache-Control', cacheFor(c, file));
    c.header('Content-Length', String(body?.length ?? (await stat(chosen)).size));
    return body ? c.body(new Uint8Array(body), 200) : c.body(null, 200);
  };
}

/**
 * Serves the built browser app from `root` (docs/web-delivery.md): a file as it is, or its pre-compressed copy
 * (`.br` or `.gz`, written at build time by server/web/precompress.ts) by the request's Accept-Encoding
 * (`codingFor`), always with `Vary: Accept-Encoding` where a copy exists; caching by kind of file (CACHE). A missing
 * hashed file is a 404, not the app's page (a stale chunk must fail as a script, not parse HTML); any other path is
 * a deep link and gets index.html.
 */
export function serveApp(app: Hono<AppEnv>, root: string) {
  app.use('/*', precompressed(root));
  app.use(
    '/*',
    serveStatic({
      root,
      onFound: async (file, c) => {
        c.header('Cache-Control', cacheFor(c, file));
        const vary = c.res.headers.get('Vary') ?? '';
        if (!/accept-encoding/i.test(vary) && (await hasCompressedCopy(file)))
          c.header('Vary', 'Accept-Encoding', { append: true });
      },
    }),
  );
  app.get(`${ASSETS}*`, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.text('Bulunamadı.', 404);
  });
  // Deep links fall back to the browser app.
  app.get('*', async (c) => {
    try {
      const html = await readFile(path.join(root, 'index.html'), 'utf8');
      c.header('Cache-Control', CACHE.document);
      return c.html(html);
    } catch {
      return c.text('Defter arayüzü derlenmemiş: önce `npm run build` çalıştırın.', 404);
    }
  });
}

async function hasCompressedCopy(file: string) {
  if (/\.(br|gz)$/.test(file)) return true;
  const copies = await Promise.all(['.br', '.gz'].map((ext) => stat(`${file}${ext}`).catch(() => null)));
  return copies.some(Boolean);
}
