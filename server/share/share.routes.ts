import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { readBody } from '../lib/body.read';
import { ok } from '../lib/envelope';
import { createShare, listShares, revokeShare } from './share.service';

/**
 * "Paylaş" under /{token} (docs/mail.md, "Share links"):
 *   POST share/create {tablo, id, gun?} → {url, expires_at}
 *   POST share/list   {tablo, id}       → the invoice's links and their state
 *   POST share/revoke {id}
 */
export function shareRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.post('/share/create', async (c) =>
    ok(c, await createShare(deps, c.get('session'), await readBody(c, { lenient: true }))),
  );
  r.post('/share/list', async (c) =>
    ok(c, { records: await listShares(deps, c.get('session'), await readBody(c, { lenient: true })) }),
  );
  r.post('/share/revoke', async (c) =>
    ok(c, await revokeShare(deps, c.get('session'), await readBody(c, { lenient: true }))),
  );
  return r;
}
