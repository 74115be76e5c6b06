import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, AppEnv } from './app-env';
import { AppError, Codes } from './lib/errors';
import { fail } from './lib/envelope';
import { refuseNul } from './lib/request.guard';
import { authRoutes, sessionMiddleware, sessionRoutes } from './auth/auth.routes';
import { tableRoutes } from './tables/table.routes';
import { fileRoutes } from './files/files.routes';
import { accountRoutes } from './accounts/accounts.routes';
import { billingRoutes } from './billing/billing.routes';
import { paymentPages } from './billing/payment.pages';
import { inboxRoutes } from './services/inbox.routes';
import { importRoutes } from './edocs/import/import.routes';
import { renderRoutes } from './edocs/render/render.routes';
import { resendRoutes } from './edocs/resend.routes';
import { sendRoutes } from './edocs/send.routes';
import { waybillRoutes } from './edocs/waybill.routes';
import { serviceRoutes } from './services/services.routes';
import { shellRoutes } from './shell/shell.routes';
import { securityHeaders } from './web/security-headers';
import { mountOps } from './ops/ops.routes';
import { idempotency } from './ops/idempotency';
import { serveApp } from './web/static';
import { reportRoutes } from './reports/reports.routes';
import { dashboardRoutes } from './reports/dashboard.routes';
import { closingRoutes } from './ledger/closing.routes';
import { ledgerRoutes } from './ledger/ledger.routes';
import { kobiOrderRoutes } from './money/kobi-orders.routes';
import { installTableHooks } from './table-hooks';
import { mailboxPages } from './mail/mailbox.pages';
import { inviteRoutes, signupRoutes } from './signup/signup.routes';
import { recurringRoutes } from './recurring/recurring.routes';
import { sharePages } from './share/share.pages';
import { shareRoutes } from './share/share.routes';
import { reminderRoutes } from './reminders/reminders.routes';

/** The Hono app: the API under /api/v1, the built browser app beside it, one error handler, security headers on every answer. */
export function createApp(deps: AppDeps) {
  installTableHooks();
  const app = new Hono<AppEnv>();
  app.use(securityHeaders());
  mountOps(app, deps);

  app.onError((err, c) => {
    if (err instanceof AppError) {
      // A refusal that says when to try again says it in Retry-After too (`fail.render.busy`).
      const retry = err.data?.retry_after;
      if (typeof retry === 'number' && retry > 0) c.header('Retry-After', String(Math.ceil(retry)));
      return fail(c, err.message, err.status, err.data);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      if (status === 413) return fail(c, Codes.bodySize, 413);
      return fail(c, Codes.request, status as 400);
    }
    // The request log writes it, with the request's id (server/ops/ops.routes.ts).
    return fail(c, Codes.server, 500);
  });

  // Cross-origin calls are refused unless listed in CORS_ORIGINS (the app is served same-origin).
  app.use('/api/*', async (c, next) => {
    const origin = c.req.header('origin');
    if (origin && origin !== new URL(c.req.url).origin) {
      if (!deps.config.corsOrigins.includes(origin)) return fail(c, 'cors.refused', 403);
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Vary', 'Origin');
      if (c.req.method === 'OPTIONS') {
        c.header('Access-Control-Allow-Methods', 'POST, OPTIONS');
        c.header('Access-Control-Allow-Headers', 'Content-Type, Idempotency-Key');
        return c.body(null, 204);
      }
    }
    await next();
  });

  app.use(
    '/api/*',
    bodyLimit({ maxSize: deps.config.bodyLimit, onError: (c) => fail(c, Codes.bodySize, 413) }),
  );
  app.use('/api/*', refuseNul());

  const api = new Hono<AppEnv>();
  api.route('/', authRoutes(deps));
  api.route('/', signupRoutes(deps));
  api.use('/:token/*', sessionMiddleware(deps));
  api.use('/:token', sessionMiddleware(deps));
  api.use('/:token/*', idempotency(deps));
  // Table-specific endpoints first: the generic service would read them as a table verb.
  api.route('/:token/tables', inboxRoutes(deps));
  api.route('/:token/tables', renderRoutes(deps));
  api.route('/:token/tables', sendRoutes(deps));
  api.route('/:token/tables', waybillRoutes(deps));
  api.route('/:token/tables', resendRoutes(deps));
  api.route('/:token/tables', importRoutes(deps));
  api.route('/:token/tables', tableRoutes(deps));
  api.route('/:token', accountRoutes(deps));
  api.route('/:token', billingRoutes(deps));
  api.route('/:token', serviceRoutes(deps));
  api.route('/:token', sessionRoutes(deps));
  api.route('/:token', shellRoutes(deps));
  api.route('/:token', fileRoutes(deps));
  api.route('/:token', reportRoutes(deps));
  api.route('/:token', dashboardRoutes(deps));
  api.route('/:token', closingRoutes(deps));
  api.route('/:token', ledgerRoutes(deps));
  api.route('/:token', kobiOrderRoutes(deps));
  api.route('/:token', inviteRoutes(deps));
  api.route('/:token', recurringRoutes(deps));
  api.route('/:token', shareRoutes(deps));
  api.route('/:token', reminderRoutes(deps));
  api.all('*', (c) => fail(c, Codes.notFound, 404));
  app.route('/api/v1', api);
  app.all('/api/*', (c) => fail(c, Codes.notFound, 404));
  // The payment provider's side: the local card page and the provider's notifications.
  app.route('/odeme', paymentPages(deps));
  // The local mailbox (docs/mail.md): what would have been sent, while no SMTP server is set.
  app.route('/yerel-posta', mailboxPages(deps));
  // A shared invoice's public page (docs/mail.md, "Share links").
  app.route('/paylas', sharePages(deps));

  if (deps.config.staticDir) serveApp(app, deps.config.staticDir);
  return app;
}
