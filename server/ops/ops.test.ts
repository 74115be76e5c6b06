import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { LogSmsSender } from '../auth/sms';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { createTestContext, type TestContext } from '../test/harness';
import { createLogger, log } from './log';
import { createMetrics, metricsApp, readRegistry, type Metrics } from './metrics';
import { loggedPath, type Readiness } from './ops.routes';

// The operations side of one process: /healthz, /readyz, the JSON request log (one line per request, the request's
// id on every line it causes, no token, password, code or card number), X-Request-Id, and the Prometheus metrics.

let t: TestContext;
let dist: string;
const lines: Record<string, any>[] = [];
const logger = createLogger({ destination: { write: (s: string) => void lines.push(JSON.parse(s)) } });

/** An app on the test database with a logger that records its lines, metrics and the given settings. */
function appWith(opts: { config?: Partial<Config['ops']>; readiness?: Readiness; metrics?: Metrics } = {}) {
  const config = { ...t.config, staticDir: dist, ops: { ...t.config.ops, ...opts.config } };
  return createApp({
    db: t.database.db,
    config,
    sms: new LogSmsSender((line) => log().info(line)),
    logger,
    metrics: opts.metrics,
    readiness: opts.readiness,
  });
}

/** A database handle whose every use fails, as when the server's connection is gone. */
const brokenDb = () =>
  new Proxy({} as Db, {
    get() {
      throw new Error('database gone');
    },
  });

async function call(app: ReturnType<typeof createApp>, p: string, body?: unknown, headers = {}) {
  const res = await app.request(
    p,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body ?? {}),
    },
    // What @hono/node-server passes as the bindings: the incoming request with its socket.
    { incoming: { socket: { remoteAddress: '198.51.100.23' } } },
  );
  const text = await res.text();
  return { res, text, json: text.startsWith('{') ? JSON.parse(text) : undefined };
}

beforeAll(async () => {
  t = await createTestContext();
  dist = await mkdtemp(path.join(tmpdir(), 'defter-ops-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Defter</title>');
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
  await t.close();
});

describe('/healthz and /readyz', () => {
  it('answer JSON with the security headers, not the browser app, and need no token', async () => {
    const app = appWith({ readiness: { state: 'ready' } });
    for (const p of ['/healthz', '/readyz']) {
      const res = await app.request(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type'), p).toMatch(/application\/json/);
      expect(res.headers.get('x-content-type-options'), p).toBe('nosniff');
      expect(res.headers.get('cache-control'), p).toBe('no-store');
    }
    expect(await (await app.request('/healthz')).json()).toEqual({ status: 'ok' });
    expect(await (await app.request('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('/readyz is 503 while starting and stopping, /healthz stays 200; while starting the API answers 503', async () => {
    const readiness: Readiness = { state: 'starting' };
    const app = appWith({ readiness });
    expect((await app.request('/healthz')).status).toBe(200);
    const starting = await app.request('/readyz');
    expect([starting.status, await starting.json()]).toEqual([503, { status: 'starting' }]);
    const api = await call(app, '/api/v1/login', { email: 'demo@defter.local', password: 'Demo1234!' });
    expect(api.res.status).toBe(503);
    expect(api.res.headers.get('retry-after')).toBe('5');
    expect(api.json.data.message).toBe('Sunucu hazırlanıyor; lütfen biraz sonra tekrar deneyiniz.');
    readiness.state = 'ready';
    expect(
      (await call(app, '/api/v1/login', { email: 'demo@defter.local', password: 'Demo1234!' })).res.status,
    ).toBe(200);
    readiness.state = 'stopping';
    const stopping = await app.request('/readyz');
    expect([stopping.status, await stopping.json()]).toEqual([503, { status: 'stopping' }]);
    expect((await app.request('/healthz')).status).toBe(200);
  });

  it('/readyz is 503 when the database does not answer', async () => {
    const broken = brokenDb();
    const app = createApp({ db: broken, config: t.config, sms: t.sms });
    const res = await app.request('/readyz');
    expect([res.status, await res.json()]).toEqual([503, { status: 'database' }]);
  });
});

describe('the request log', () => {
  it('writes one JSON line per request with method, path, route, status, time, client address and the id it sends back', async () => {
    lines.length = 0;
    const app = appWith();
    const r = await call(app, '/api/v1/login', { email: 'demo@defter.local', password: 'Demo1234!' });
    const id = r.res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      msg: 'request',
      req_id: id,
      method: 'POST',
      path: '/api/v1/login',
      route: '/api/v1/login',
      status: 200,
      address: '198.51.100.23',
    });
    expect(lines[0].ms).toBeGreaterThanOrEqual(0);
    expect(lines[0].time).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('shares the request id among every line of one request: the SMS line and the request line of a login', async () => {
    lines.length = 0;
    const app = appWith();
    const r = await call(app, '/api/v1/login', { email: 'otp@defter.local', password: 'Demo1234!' });
    const id = r.res.headers.get('x-request-id');
    expect(lines.map((l) => [l.req_id, l.msg.slice(0, 5)])).toEqual([
      [id, '[sms]'],
      [id, 'reque'],
    ]);
    // Another request, another id.
    const again = await call(app, '/api/v1/login', { email: 'demo@defter.local', password: 'Demo1234!' });
    expect(again.res.headers.get('x-request-id')).not.toBe(id);
  });

  it("takes the proxy's X-Request-Id only behind a trusted proxy (TRUST_PROXY), and only a plain one", async () => {
    const body = { email: 'demo@defter.local', password: 'yanlış' };
    const given = { 'x-request-id': 'lb-4b1d2c9e.17' };
    const trusted = await call(
      appWith({ config: { requestIdFromProxy: true } }),
      '/api/v1/login',
      body,
      given,
    );
    expect(trusted.res.headers.get('x-request-id')).toBe('lb-4b1d2c9e.17');
    const direct = await call(appWith(), '/api/v1/login', body, given);
    expect(direct.res.headers.get('x-request-id')).not.toBe('lb-4b1d2c9e.17');
    const forged = await call(appWith({ config: { requestIdFromProxy: true } }), '/api/v1/login', body, {
      'x-request-id': 'x" level=error sahte',
    });
    expect(forged.res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never holds the token, the password, the one-time code (outside the local SMS line) or the card number', async () => {
    lines.length = 0;
    const app = appWith();
    const login = await call(app, '/api/v1/login', { email: 'otp@defter.local', password: 'Demo1234!' });
    const sms = lines.find((l) => l.msg.startsWith('[sms]'))!;
    const code = /\b(\d{6})\b/.exec(sms.msg)![1];
    const otp = await call(app, '/api/v1/otp', { otp_id: login.json.data.token.otp_id, code });
    const token = otp.json.data.token as string;
    expect((await call(app, `/api/v1/${token}/tables/cari_hesap`, { params: { limit: 5 } })).res.status).toBe(
      200,
    );

    const expired = await t.login('expired@defter.local');
    const pkg = await sql<{
      id: number;
    }>`select id from kontor_paketleri where state order by id limit 1`.execute(t.database.db);
    const created = await call(app, `/api/v1/${expired}/payment/kontor/create`, {
      paymentId: pkg.rows[0].id,
    });
    const payToken = created.json.data.token as string;
    const card = await app.request(`/odeme/${payToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        kart_sahibi: 'Zeynep Arslan',
        kart_no: '4242 4242 4242 4242',
        son_kullanma: `12/${String(new Date().getFullYear() + 3).slice(2)}`,
        cvc: '123',
      }).toString(),
    });
    expect(card.status).toBe(200);

    const all = lines.map((l) => JSON.stringify(l));
    const text = all.join('\n');
    for (const secret of [
      token,
      expired,
      payToken,
      'Demo1234!',
      '4242 4242',
      '4242424242424242',
      '"cvc"',
      'Zeynep',
    ])
      expect(text, secret).not.toContain(secret);
    // The code is in the local sender's line only (docs/operations.md: the local SMS sender is for development).
    expect(all.filter((l) => l.includes(code))).toEqual([JSON.stringify(sms)]);
    const paths = lines.filter((l) => l.msg === 'request').map((l) => l.path);
    expect(paths).toEqual([
      '/api/v1/login',
      '/api/v1/otp',
      '/api/v1/:token/tables/cari_hesap',
      '/api/v1/:token/payment/kontor/create',
      '/odeme/:token',
    ]);
    const list = lines.find((l) => l.path === '/api/v1/:token/tables/cari_hesap')!;
    expect(list).toMatchObject({ route: '/api/v1/:token/tables/:table', user_id: expect.any(Number) });
  });

  it('masks the token in any path under /api/v1 and the card page, and drops the query string', () => {
    expect(loggedPath('/api/v1/abcDEF123_-/getLoggedInUserInfo')).toBe('/api/v1/:token/getLoggedInUserInfo');
    expect(loggedPath('/api/v1/abcDEF123_-')).toBe('/api/v1/:token');
    expect(loggedPath('/api/v1/otp/resend')).toBe('/api/v1/otp/resend');
    expect(loggedPath('/odeme/Zm9vYmFyYmF6cXV4cXV1eA')).toBe('/odeme/:token');
    expect(loggedPath('/odeme/bildirim')).toBe('/odeme/bildirim');
    expect(loggedPath('/cari-hesaplar')).toBe('/cari-hesaplar');
  });

  it('writes an unhandled failure as an error line with the request id and the stack', async () => {
    lines.length = 0;
    const broken = brokenDb();
    const app = createApp({ db: broken, config: t.config, sms: t.sms, logger });
    const r = await call(app, '/api/v1/login', { email: 'demo@defter.local', password: 'Demo1234!' });
    expect(r.res.status).toBe(500);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'error',
      status: 500,
      req_id: r.res.headers.get('x-request-id'),
    });
    expect(lines[0].err.stack).toContain('database gone');
  });
});

describe('/metrics', () => {
  it('counts requests and their latency by route pattern (no token, no id) in Prometheus format', async () => {
    const metrics = createMetrics({ poolStats: () => ({ total: 3, idle: 2, waiting: 0, max: 10 }) });
    metrics.watchQueue('outbox', () => 7);
    const app = appWith({ metrics });
    const token = await t.login('demo@defter.local');
    for (let i = 0; i < 3; i++)
      expect(
        (await call(app, `/api/v1/${token}/tables/cari_hesap`, { params: { limit: 5 } })).res.status,
      ).toBe(200);
    expect((await call(app, `/api/v1/${token}/tables/cari_hesap/999999999`, {})).res.status).toBe(400);
    await app.request('/healthz');

    const res = await metricsApp(readRegistry(metrics.registry)).request('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain(
      'defter_http_requests_total{method="POST",route="/api/v1/:token/tables/:table",status="200"} 3',
    );
    expect(text).toContain(
      'defter_http_requests_total{method="POST",route="/api/v1/:token/tables/:table/:id",status="400"} 1',
    );
    expect(text).toContain('defter_http_requests_total{method="GET",route="/healthz",status="200"} 1');
    expect(text).toMatch(
      /defter_http_request_duration_seconds_bucket\{le="\+Inf",method="POST",route="\/api\/v1\/:token\/tables\/:table"\} 3/,
    );
    expect(text).toContain('defter_db_pool_connections{state="idle"} 2');
    expect(text).toContain('defter_queue_depth{queue="outbox"} 7');
    expect(text).not.toContain(token);
    expect(text).not.toContain('999999999');
  });

  it('is not on the public port: /metrics there is a 404, not the browser app', async () => {
    const res = await appWith({ metrics: createMetrics() }).request('/metrics');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<title>Defter</title>');
    const other = await metricsApp(readRegistry(createMetrics().registry)).request('/');
    expect(other.status).toBe(404);
  });
});
