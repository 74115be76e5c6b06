import { clientAddress } from '../auth/client-address';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Hono, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppDeps, AppEnv } from '../app-env';
import { fail } from '../lib/envelope';
import { silentLogger, withRequestLogger } from './log';

export type { Readiness } from './readiness';

/** Longest wait of /readyz for the database's answer. */
export const READY_DB_TIMEOUT_MS = 2000;
const PROBES = new Set(['/healthz', '/readyz']);
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** /api/v1/{segment} calls made before there is a token: their first segment is not a secret. */
const BEFORE_TOKEN = new Set(['login', 'otp']);

/**
 * The path as the log shows it: the session token (the first segment after /api/v1/) and the card page's payment
 * token (/odeme/{token}) replaced by `:token`; no query string; at most 200 characters.
 */
export function loggedPath(path: string): string {
  const api = /^\/api\/v1\/([^/]+)(\/.*)?$/.exec(path);
  if (api && !BEFORE_TOKEN.has(api[1])) path = `/api/v1/:token${api[2] ?? ''}`;
  const pay = /^\/odeme\/([^/]+)(\/.*)?$/.exec(path);
  if (pay && pay[1] !== 'bildirim') path = `/odeme/:token${pay[2] ?? ''}`;
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}

/**
 * Every request: an id (the trusted proxy's `X-Request-Id`, else a new UUID) echoed in `X-Request-Id`; a child
 * logger carrying it for every line written while the request runs (`log()`); one line when it is answered
 * (method, path without tokens, route pattern, status, ms, client address, the caller's user and company); the request counted
 * and timed in the metrics by its route pattern. Bodies, query strings and headers are never logged.
 */
function requestLog(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const base = deps.logger ?? silentLogger;
  const trustId = deps.config.ops.requestIdFromProxy;
  return async (c, next) => {
    const t0 = performance.now();
    const given = trustId ? c.req.header('x-request-id') : undefined;
    const id = given && REQUEST_ID.test(given) ? given : randomUUID();
    const logger = base.child({ req_id: id });
    await withRequestLogger(logger, next);
    const ms = performance.now() - t0;
    const status = c.res.status;
    c.res.headers.set('X-Request-Id', id);
    const route = routePath(c) || 'unmatched';
    deps.metrics?.observe(c.req.method, route, status, ms / 1000);
    const session = c.get('session');
    const line = {
      method: c.req.method,
      path: loggedPath(c.req.path),
      route,
      status,
      ms: Math.round(ms * 10) / 10,
      // The client as the login throttle keys it (the trusted proxies' X-Forwarded-For entry, else the socket).
      address: clientAddress(c, deps.config.trustProxy),
      ...(session ? { user_id: session.userId, department_id: session.departmentId } : {}),
    };
    // Probes (every few seconds from a load balancer) only at debug, also their 503 while starting or stopping.
    if (PROBES.has(c.req.path)) logger.debug(line, 'request');
    else if (status >= 500) logger.error(c.error ? { ...line, err: c.error } : line, 'request failed');
    else logger.info(line, 'request');
  };
}

/** True when the database answers `select 1` within READY_DB_TIMEOUT_MS. */
async function databaseAnswers(deps: AppDeps): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_DB_TIMEOUT_MS);
  });
  const query = sql`select 1`.execute(deps.db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The operations side of the app (docs/operations.md), mounted first:
 *   request ids, the request log and the request metrics on every answer;
 *   GET /healthz  200 while the process runs (no database call);
 *   GET /readyz   200 once migrated and seeded and while the database answers; 503 while starting, stopping or
 *                 when the database does not answer (a load balancer sends traffic only to ready processes);
 *   /metrics      404 here: metrics have their own listener (METRICS_PORT), never the public port;
 *   while starting, every other request 503 (`Retry-After`); while stopping, answers close their connection.
 */
export function mountOps(app: Hono<AppEnv>, deps: AppDeps): void {
  app.use(requestLog(deps));
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    const state = deps.readiness?.state ?? 'ready';
    if (state !== 'ready') return c.json({ status: state }, 503);
    if (!(await databaseAnswers(deps))) return c.json({ status: 'database' }, 503);
    return c.json({ status: 'ready' });
  });
  app.all('/metrics', (c) => c.text('Bulunamadı.', 404));
  if (!deps.readiness) return;
  const readiness = deps.readiness;
  app.use(async (c, next) => {
    if (readiness.state === 'starting') {
      c.header('Retry-After', '5');
      const text = 'Sunucu hazırlanıyor; lütfen biraz sonra tekrar deneyiniz.';
      return c.req.path.startsWith('/api/') ? fail(c, text, 503) : c.text(text, 503);
    }
    await next();
    if (readiness.state === 'stopping') c.res.headers.set('Connection', 'close');
  });
}
