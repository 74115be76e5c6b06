import { request } from 'node:http';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_PAYMENT_SECRET } from '../config';
import { notificationHash } from '../billing/payment.provider';
import { newCari } from '../tables/table.test-kit';
import {
  freePort,
  freshDatabase,
  postJson,
  spawnDefter,
  waitReady,
  type DefterProcess,
} from '../test/processes';

// Several real server processes (`node --import tsx server/main.ts`) on one PostgreSQL database: they start at the
// same instant on a fresh database, and a user moves between them in the middle of a flow. PostgreSQL only
// (TEST_DATABASE_URL; skipped without it): PGlite is one process per data directory.

const adminUrl = process.env.TEST_DATABASE_URL;
const running: DefterProcess[] = [];

async function start(env: Record<string, string>, script?: string) {
  const p = await spawnDefter(env, script);
  running.push(p);
  return p;
}

/** GET on a connection of its own (no keep-alive): the cluster's primary hands each connection to a worker. */
function getAlone(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers: { connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((p) => p.stop('SIGKILL')));
});

describe.skipIf(!adminUrl)('several processes on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let client: pg.Client;
  const one = async <T = any>(text: string, params: unknown[] = []) =>
    (await client.query(text, params)).rows[0] as T;

  beforeAll(async () => {
    database = await freshDatabase(adminUrl!);
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  it('three processes started at the same instant on a fresh database all become ready, and the seed exists once', async () => {
    const env = { DATABASE_URL: database.url };
    const procs = await Promise.all([start(env), start(env), start(env)]);
    await Promise.all(procs.map((p) => waitReady(p)));
    for (const p of procs) expect((await fetch(`${p.url}/readyz`)).status).toBe(200);

    const migrations = await one<{ n: number }>('select count(*)::int as n from kysely_migration');
    const seeded = procs.flatMap((p) => p.logged('ready in')).filter((l) => / seeded;/.test(l.msg));
    expect(seeded, 'exactly one process seeded').toHaveLength(1);
    expect(procs.flatMap((p) => p.logged('ready in')).map((l) => l.msg)).toHaveLength(3);
    // reference, demo, and the sent e-documents (steps of their own after the demo transaction; the later kinds
    // came as a second step, so that a database seeded before gets them at its next start).
    const steps = await client.query<{ name: string }>('select name from seed_state order by name');
    expect(steps.rows.map((r) => r.name)).toEqual([
      'demo',
      'demo_sent_edocs',
      'demo_sent_edocs_2',
      'reference',
    ]);
    expect(
      await one(`select count(*)::int as n from departments where name_basic = 'Demo Ticaret A.Ş.'`),
    ).toEqual({
      n: 1,
    });
    expect(await one(`select count(*)::int as n from users where email = 'demo@defter.local'`)).toEqual({
      n: 1,
    });
    expect(migrations.n).toBeGreaterThan(0);
    // Every process serves: a login on each.
    for (const p of procs)
      expect(
        (await postJson(p.url, '/login', { email: 'demo@defter.local', password: 'Demo1234!' })).status,
      ).toBe(200);
  });

  it('a user moves between two processes mid-flow: login on A, code on B, the card payment retried on the other', async () => {
    // The database of the test before: migrated and seeded; both processes find it so.
    const env = { DATABASE_URL: database.url };
    const [a, b] = await Promise.all([start(env), start(env)]);
    await Promise.all([waitReady(a), waitReady(b)]);

    // Login on A; the one-time code (A's local SMS line) answered on B; the session works on both.
    const login = await postJson(a.url, '/login', { email: 'otp@defter.local', password: 'Demo1234!' });
    const otpId = login.json.data.token.otp_id as string;
    const code = /\b(\d{6})\b/.exec((await a.waitFor('[sms]')).at(-1)!.msg)![1];
    expect(b.logged('[sms]')).toEqual([]);
    const otp = await postJson(b.url, '/otp', { otp_id: otpId, code });
    expect(otp.status).toBe(200);
    const token = otp.json.data.token as string;
    for (const p of [a, b]) expect((await postJson(p.url, `/${token}/getLoggedInUserInfo`)).status).toBe(200);
    // The code was used on B: A refuses it too.
    expect((await postJson(a.url, '/otp', { otp_id: otpId, code })).json.data.message).toBe('otp.invalid');
    // Logging out on A ends the session on B.
    expect((await postJson(a.url, `/${token}/logOut`)).status).toBe(200);
    expect((await postJson(b.url, `/${token}/getLoggedInUserInfo`)).json.data.message).toBe('fail.token');

    // Wrong codes count over both processes: five, alternating, lock the code everywhere.
    const again = await postJson(b.url, '/login', { email: 'otp@defter.local', password: 'Demo1234!' });
    const againId = again.json.data.token.otp_id as string;
    const right = /\b(\d{6})\b/.exec((await b.waitFor('[sms]')).at(-1)!.msg)![1];
    const wrong = right === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < 5; i++)
      answers.push(
        (await postJson([a, b][i % 2].url, '/otp', { otp_id: againId, code: wrong })).json.data.message,
      );
    expect(answers).toEqual(['otp.invalid', 'otp.invalid', 'otp.invalid', 'otp.invalid', 'otp.locked']);
    expect((await postJson(a.url, '/otp', { otp_id: againId, code: right })).json.data.message).toBe(
      'otp.locked',
    );

    // A card payment started on A, its card form sent to A and B at the same instant (a double submit through the
    // load balancer), then once more to B, and the provider's notification repeated to B: paid once.
    const payer = await postJson(a.url, '/login', { email: 'expired@defter.local', password: 'Demo1234!' });
    const payerToken = payer.json.data.token as string;
    const pkg = await one<{ id: number; kontor: number }>(
      'select id, kontor from kontor_paketleri where state order by id limit 1',
    );
    const balance = async (p: DefterProcess) =>
      (await postJson(p.url, `/${payerToken}/payment/summary`)).json.data.kontor_bakiyesi as number;
    const before = await balance(b);
    const created = await postJson(a.url, `/${payerToken}/payment/kontor/create`, { paymentId: pkg.id });
    const payToken = created.json.data.token as string;
    const card = new URLSearchParams({
      kart_sahibi: 'Zeynep Arslan',
      kart_no: '4242 4242 4242 4242',
      son_kullanma: `12/${String(new Date().getFullYear() + 3).slice(2)}`,
      cvc: '123',
    }).toString();
    const submit = (p: DefterProcess) =>
      fetch(`${p.url}/odeme/${payToken}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: card,
      }).then(async (r) => ({ status: r.status, html: await r.text() }));
    const both = await Promise.all([submit(a), submit(b)]);
    // Each answer is the paid page or, for the one that came second, "not found"; at least one was paid.
    for (const r of both) expect([200, 404]).toContain(r.status);
    expect(both.some((r) => r.html.includes('Ödemeniz alındı.'))).toBe(true);
    const retry = await submit(b);
    expect([retry.status, retry.html.includes('Ödeme bulunamadı')]).toEqual([404, true]);
    const payment = await one<{ id: string; tutar: string }>(
      `select id, tutar::text as tutar from odeme_islemleri where durum = 'odendi' order by paid_at desc limit 1`,
    );
    const fields = {
      merchant_oid: payment.id,
      status: 'success' as const,
      total_amount: String(Math.round(Number(payment.tutar) * 100)),
    };
    const notified = await fetch(`${b.url}/odeme/bildirim`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...fields, hash: notificationHash(LOCAL_PAYMENT_SECRET, fields) }),
    });
    expect([notified.status, await notified.text()]).toEqual([200, 'OK']);

    expect(
      await one('select count(*)::int as n from fatura_abonelik where odeme_id = $1', [payment.id]),
    ).toEqual({
      n: 1,
    });
    expect(await balance(a)).toBe(before + pkg.kontor);
    const status = await postJson(b.url, `/${payerToken}/payment/status`, { token: payToken });
    expect(status.json.data).toEqual({ durum: 'odendi' });

    // A save sent to A with an Idempotency-Key whose answer was lost, retried on B with the same key: one record,
    // B answers what A answered (the key is in the database, docs/operations.md "Retried requests").
    const demoToken = (await postJson(a.url, '/login', { email: 'demo@defter.local', password: 'Demo1234!' }))
      .json.data.token as string;
    const vd = await one<{ id: number }>(`select id from vergi_daireleri where kod = '34272'`);
    const save = (p: DefterProcess) =>
      fetch(`${p.url}/api/v1/${demoToken}/tables/cari_hesap/store`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'kayit-1' },
        body: JSON.stringify({ column_set_id: '0', ...newCari(vd.id, { cari_hesap_adi: 'İki Süreç Ltd.' }) }),
      }).then(async (r) => ({ replayed: r.headers.get('idempotent-replayed'), json: await r.json() }));
    const onA = await save(a);
    const onB = await save(b);
    expect(onA.json.data.message).toBe('success');
    expect(onB).toEqual({ replayed: 'true', json: onA.json });
    expect(
      await one(`select count(*)::int as n from cari_hesap where cari_hesap_adi = 'İki Süreç Ltd.'`),
    ).toEqual({ n: 1 });
  });

  it('npm run start:cluster: N workers on one port, migrated once, /metrics summed over the workers, closed together', async () => {
    const metricsPort = await freePort();
    const primary = await start(
      {
        DATABASE_URL: database.url,
        CLUSTER_WORKERS: '2',
        METRICS_PORT: String(metricsPort),
        LOG_LEVEL: 'debug',
      },
      'server/cluster.ts',
    );
    await primary.waitFor('ready in', 2);
    await waitReady(primary);
    expect(primary.logged('starting 2 workers')).toHaveLength(1);
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push(await getAlone(`${primary.url}/healthz`));
    expect(statuses.every((s) => s === 200)).toBe(true);
    const ready = await primary.waitFor('ready in', 2);
    const workers = new Set(ready.map((l) => l.pid));
    expect(workers.size).toBe(2);
    // Each worker logs with its pid (the probes' lines at debug): the connections went to both.
    const probes = (await primary.waitFor('"path":"/healthz"', 12)).filter((l) => l.path === '/healthz');
    expect(new Set(probes.map((l) => l.pid))).toEqual(workers);
    // The primary migrated and seeded (or found it done); the workers found everything there.
    for (const l of ready) expect(l.msg).toContain('0 migration(s), data kept');
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const healthz = /defter_http_requests_total\{method="GET",route="\/healthz",status="200"\} (\d+)/.exec(
      metrics,
    );
    expect(Number(healthz?.[1])).toBe(12);
    expect(metrics).toMatch(/defter_db_pool_connections\{state="max"\} 20/);

    expect(await primary.stop('SIGTERM')).toBe(0);
    expect(primary.logged('closed cleanly')).toHaveLength(2);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  });

  it('SIGTERM: no new connections, the running request finishes and is saved, the pool closes, exit 0', async () => {
    const since = (await one<{ t: string }>('select now()::text as t')).t;
    const p = await start({ DATABASE_URL: database.url });
    await waitReady(p);
    const token = (await postJson(p.url, '/login', { email: 'demo@defter.local', password: 'Demo1234!' }))
      .json.data.token as string;
    const row = await one<{ id: number }>(
      `select c.id from cari_hesap c join users u on u.department_id = c.department_id
       where u.email = 'demo@defter.local' order by c.id limit 1`,
    );
    // Hold the row, so that the update waits in the database while the server is told to stop.
    await client.query('begin');
    await client.query('select id from cari_hesap where id = $1 for update', [row.id]);
    const update = postJson(p.url, `/${token}/tables/cari_hesap/${row.id}/update`, {
      column_set_id: '0',
      cari_hesap_adi: 'Kapanırken Kaydedilen Ltd. Şti.',
    });
    for (let i = 0; i < 300; i++) {
      const waiting = await one<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (waiting.n > 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    p.child.kill('SIGTERM');
    await p.waitFor('no new connections');
    await expect(fetch(`${p.url}/healthz`)).rejects.toThrow();
    await client.query('commit');
    const answered = await update;
    expect(answered.status).toBe(200);
    expect(answered.json.data.message).toBe('success');
    expect(await p.exited).toBe(0);
    expect(p.logged('closed cleanly')).toHaveLength(1);
    expect(await one('select cari_hesap_adi from cari_hesap where id = $1', [row.id])).toEqual({
      cari_hesap_adi: 'Kapanırken Kaydedilen Ltd. Şti.',
    });
    // The pool is closed: the database has no connection of that process left.
    const left = await one<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and backend_start >= $1::timestamptz`,
      [since],
    );
    expect(left.n).toBe(0);
  });
});

describe('npm run start:cluster on the embedded database', () => {
  it('refuses to start, saying it needs PostgreSQL', async () => {
    const p = await start({ DATABASE_URL: '', DATA_DIR: '/nonexistent/defter' }, 'server/cluster.ts');
    expect(await p.exited).toBe(1);
    expect(p.logged('start:cluster runs on PostgreSQL only: set DATABASE_URL.')).toHaveLength(1);
  });
});
