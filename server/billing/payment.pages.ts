import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '../app-env';
import { readBody } from '../lib/body.read';
import { AppError } from '../lib/errors';
import { refuseNul } from '../lib/request.guard';
import { handleNotification, openPayment, payWithCard } from './billing.service';
import { cardPage, gonePage, paidPage } from './payment.html';
import type { PaymentNotification } from './payment.provider';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

function html(c: Context, body: string, nonce: string, status: 200 | 404 = 200) {
  // No form-action: inside the sandboxed frame the page has an opaque origin, which 'self' would not match.
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; frame-ancestors 'self'; base-uri 'none'`,
  );
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Content-Type-Options', 'nosniff');
  return c.html(body, status);
}

/**
 * The payment provider's side, outside the API (docs/accounts-billing.md):
 *   POST /odeme/bildirim   the provider's notification (merchant_oid, status, total_amount, hash) → "OK"
 *   GET  /odeme/{token}    the local provider's card form (framed by the payment page)
 *   POST /odeme/{token}    the card form's submit: checks the card; paid → a page that tells the app
 */
export function paymentPages(deps: AppDeps) {
  const r = new Hono();
  r.use('*', bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.text('İstek boyutu sınırı aştı.', 413) }));
  r.use('*', refuseNul());
  r.post('/bildirim', async (c) => {
    try {
      await handleNotification(
        deps,
        (await readBody(c, { lenient: true })) as unknown as PaymentNotification,
      );
      return c.text('OK');
    } catch (err) {
      if (err instanceof AppError) return c.text(err.message, 400);
      throw err;
    }
  });
  r.get('/:token', async (c) => {
    const nonce = randomBytes(16).toString('base64');
    const token = c.req.param('token');
    const payment = TOKEN.test(token) ? await openPayment(deps, token) : undefined;
    return payment ? html(c, cardPage(payment, token, nonce), nonce) : html(c, gonePage(nonce), nonce, 404);
  });
  r.post('/:token', async (c) => {
    const nonce = randomBytes(16).toString('base64');
    const token = c.req.param('token');
    if (!TOKEN.test(token)) return html(c, gonePage(nonce), nonce, 404);
    let body: Record<string, unknown>;
    try {
      body = await readBody(c, { lenient: true });
    } catch {
      body = {};
    }
    const before = await openPayment(deps, token);
    const result = await payWithCard(deps, token, body);
    if ('ok' in result) return html(c, paidPage(nonce, before?.tur === 'fatura'), nonce);
    if ('gone' in result) return html(c, gonePage(nonce), nonce, 404);
    const payment = await openPayment(deps, token);
    if (!payment) return html(c, gonePage(nonce), nonce, 404);
    const holder = typeof body.kart_sahibi === 'string' ? body.kart_sahibi.slice(0, 100) : '';
    return html(c, cardPage(payment, token, nonce, result.errors, holder), nonce);
  });
  return r;
}
