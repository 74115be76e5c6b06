import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { findTable } from '../catalog';
import { ok } from '../lib/envelope';
import { syncInbox } from '../edocs/inbox.service';
import { syncWaybillInbox } from '../edocs/waybill.service';
import { integratorFor } from '../edocs/integrator';
import { authorize, usableTable } from '../tables/table.access';

/** The incoming e-document tables whose integrator inbox the browser polls every 60 s (spec 000 §7). */
const INBOX_TABLES = ['gelen_efatura', 'gelen_eirsaliye'] as const;

/**
 * POST /{token}/tables/{gelen_efatura|gelen_eirsaliye}/inbox/getInboxes: asks the integrator for new incoming
 * documents: the integrator's new documents are stored (server/edocs/inbox.service.ts, waybill.service.ts) and
 * counted in `yeni_kayit_sayisi`; the caller must be allowed to list the table (when the catalogue holds it).
 */
export function inboxRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  for (const name of INBOX_TABLES) {
    r.post(`/${name}/inbox/getInboxes`, async (c) => {
      const session = c.get('session');
      if (findTable(name)) authorize(session, usableTable(session, name), 'list', null);
      // The integrator's documents for the company become its Gelen rows (e-Fatura, e-İrsaliye).
      const added = await (name === 'gelen_efatura' ? syncInbox : syncWaybillInbox)(
        deps.db,
        deps.integrator ?? integratorFor(deps.db),
        session.departmentId,
      );
      return ok(c, { message: 'success', records: [], yeni_kayit_sayisi: added });
    });
  }
  return r;
}
