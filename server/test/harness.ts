import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { createApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type OpenedDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seed } from '../db/seed';
import { LogSmsSender } from '../auth/sms';

/**
 * A fresh, migrated and seeded database plus the app on it, for one test file.
 * PGlite in memory by default; with TEST_DATABASE_URL (a PostgreSQL server) a new database of its own,
 * dropped again by `close()`.
 */
export interface TestContext {
  app: ReturnType<typeof createApp>;
  database: OpenedDatabase;
  config: Config;
  sms: LogSmsSender;
  /**
   * Moves the server's clock (token and one-time-code expiry, the login throttle): `offsetMs` from the real time,
   * or from `at` (ms since epoch) when set, which stops the clock there (waits of seconds without real sleeping).
   */
  clock: { offsetMs: number; at?: number };
  /** The server's current time, by `clock`. */
  now(): Date;
  /**
   * The client address of requests that name none (a TEST-NET address by default): the harness hands it to the
   * app as the Node server's socket, where the login throttle reads it.
   */
  address: string;
  /**
   * POST a JSON body (or nothing) to /api/v1{path}; returns status and parsed JSON. `init.address` sends the
   * request from that client address instead of `address`.
   */
  post(
    path: string,
    body?: unknown,
    init?: RequestInit & { address?: string },
  ): Promise<{ status: number; json: any }>;
  /** Logs in (answering the one-time code from `sms` when the user has one) and returns the token. */
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** What the run's global setup made (server/test/global-setup.ts); nothing outside Vitest (the race scripts). */
async function provided(key: 'defterPgliteTemplate' | 'defterPgTemplate'): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject(key) || undefined;
}

/** `create database … template …` fails while another clone of the same template is starting: try again. */
async function cloneDatabase(admin: pg.Client, name: string, template: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (err) {
      if (attempt >= 50 || (err as { code?: string }).code !== '55006') throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

export async function createTestContext(
  opts: { demo?: boolean; env?: Record<string, string> } = {},
): Promise<TestContext> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const demo = opts.demo ?? true;
  // The run's seeded template (global-setup.ts), for a file that wants the demo data.
  const pgTemplate = adminUrl && demo ? await provided('defterPgTemplate') : undefined;
  const pgliteTemplate = !adminUrl && demo ? await provided('defterPgliteTemplate') : undefined;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = `defter_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    if (pgTemplate) await cloneDatabase(admin, name, pgTemplate);
    else await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        // pg's pool.end() resolves before its clients have finished closing: a forced drop then terminates a
        // client still saying goodbye, and its FATAL 57P01 surfaces as an uncaught error of the test run. Wait
        // (up to 5 s) for the database's connections to go; force only what is left after that.
        for (let i = 0; i < 100; i++) {
          const open = await c.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (open.rows[0].n === 0) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    };
  }
  const loadDataDir = pgliteTemplate ? new Blob([await readFile(pgliteTemplate)]) : undefined;
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://', loadDataDir });
  if (!pgTemplate && !loadDataDir) {
    await migrateToLatest(database.db);
    await seed(database.db, { demo });
  } else {
    // As the start does on an existing database: a table a test file registered (tests/contract/adding-a-table)
    // is not in the run's template, so the catalogue sync creates it (the migrations are all applied already).
    await migrateToLatest(database.db);
  }
  const config = { ...loadConfig({ OTP_FIXED_CODE: '', ...opts.env }), staticDir: '' };
  const sms = new LogSmsSender(() => {});
  const clock: TestContext['clock'] = { offsetMs: 0 };
  const now = () => new Date((clock.at ?? Date.now()) + clock.offsetMs);
  const app = createApp({ db: database.db, config, sms, now });

  const ctx: TestContext = {
    app,
    database,
    config,
    sms,
    clock,
    now,
    address: '192.0.2.1',
    async post(path, body, init) {
      const { address, ...rest } = init ?? {};
      const res = await app.request(
        `/api/v1${path}`,
        {
          method: 'POST',
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
          ...rest,
        },
        // What @hono/node-server passes as the bindings: the incoming request with its socket.
        { incoming: { socket: { remoteAddress: address ?? ctx.address } } },
      );
      const text = await res.text();
      let json: any;
      try {
        json = JSON.parse(text);
      } catch {
        json = text;
      }
      return { status: res.status, json };
    },
    async login(email, password = 'Demo1234!') {
      const r = await ctx.post('/login', { email, password });
      if (r.status !== 200) throw new Error(`login ${email} failed: ${JSON.stringify(r.json)}`);
      const token = r.json.data.token;
      if (typeof token === 'string') return token;
      const code = /\b\d{6}\b/.exec(sms.sent.at(-1)?.text ?? '')?.[0];
      const otp = await ctx.post('/otp', { otp_id: token.otp_id, code });
      if (otp.status !== 200)
        throw new Error(`one-time code for ${email} failed: ${JSON.stringify(otp.json)}`);
      return otp.json.data.token;
    },
    async close() {
      await database.close();
      await dropDatabase();
    },
  };
  return ctx;
}
