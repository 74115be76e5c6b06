import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { findTable } from '../catalog';
import { ok } from '../lib/envelope';
import { authorize, usableTable } from '../tables/table.access';

/** The incoming e-document tables whose integrator inbox the browser polls every 60 s (spec 000 §7). */
const INBOX_TABLES = ['gelen_efatura', 'gelen_eirsaliye'] as const;

/**
 * POST /{token}/tables/{gelen_efatura|gelen_eirsaliye}/inbox/getInboxes: asks the integrator for new incoming
 * documents. Defter's local integrator has no inbox yet, so the answer is an empty list; the caller must be
 * allowed to list the table (when the catalogue holds it).
 */
export function inboxRoutes(_deps: AppDeps) {
  const r = new Hono<AppEnv>();
  for (const name of INBOX_TABLES) {
    r.post(`/${name}/inbox/getInboxes`, (c) => {
      const session = c.get('session');
      if (findTable(name)) authorize(session, usableTable(session, name), 'list', null);
      return ok(c, { message: 'success', records: [], yeni_kayit_sayisi: 0 });
    });
  }
  return r;
}
