import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
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

/**
 * Serves the built browser app from `root` (docs/web-delivery.md): a file as it is, or its pre-compressed copy
 * (`.br`, else `.gz`, written at build time by server/web/precompress.ts) when the browser accepts that encoding,
 * always with `Vary: Accept-Encoding` where a copy exists; caching by kind of file (CACHE). A missing hashed file
 * is a 404, not the app's page (a stale chunk must fail as a script, not parse HTML); any other path is a deep
 * link and gets index.html.
 */
export function serveApp(app: Hono<AppEnv>, root: string) {
  app.use(
    '/*',
    serveStatic({
      root,
      precompressed: true,
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
