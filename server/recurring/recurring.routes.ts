import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { readBody } from '../lib/body.read';
import { ok } from '../lib/envelope';
import { createPlan, listPlans, stopPlan } from './recurring.service';

/**
 * Recurring invoices under /{token} (docs/mail.md "Recurring invoices"):
 *   POST recurring/create  {kaynak_tablo, kaynak_id, periyot, aralik, ayin_gunu, baslangic_tarihi, bitis_tarihi|adet, islem}
 *   POST recurring/list    {kaynak_tablo?, kaynak_id?} → plans with their runs (each with its document)
 *   POST recurring/stop    {id}
 */
export function recurringRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.post('/recurring/create', async (c) =>
    ok(c, await createPlan(deps, c.get('session'), await readBody(c, { lenient: true }))),
  );
  r.post('/recurring/list', async (c) =>
    ok(c, { records: await listPlans(deps, c.get('session'), await readBody(c, { lenient: true })) }),
  );
  r.post('/recurring/stop', async (c) =>
    ok(c, await stopPlan(deps, c.get('session'), await readBody(c, { lenient: true }))),
  );
  return r;
}
