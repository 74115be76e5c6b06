import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { readBody } from '../lib/body.read';
import { ok } from '../lib/envelope';
import { billingSummary, createPayment, paymentStatus } from './billing.service';

/**
 * Payment calls under /{token} (spec 002 §7):
 *   POST payment/paket/create  {paymentId: abonelik id}        → {token, merchant_id, price, taksit, iframe_url}
 *   POST payment/kontor/create {paymentId: kontor_paketleri id} → the same
 *   POST payment/status        {token}                          → {durum}
 *   POST payment/summary                                        → package, subscription end, days, credits
 */
export function billingRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.post('/payment/paket/create', async (c) =>
    ok(
      c,
      await createPayment(deps, c.get('session'), 'paket', (await readBody(c, { lenient: true })).paymentId),
    ),
  );
  r.post('/payment/kontor/create', async (c) =>
    ok(
      c,
      await createPayment(deps, c.get('session'), 'kontor', (await readBody(c, { lenient: true })).paymentId),
    ),
  );
  r.post('/payment/status', async (c) =>
    ok(c, await paymentStatus(deps, c.get('session'), (await readBody(c, { lenient: true })).token)),
  );
  r.post('/payment/summary', async (c) => ok(c, await billingSummary(deps, c.get('session'))));
  return r;
}
