import { randomBytes } from 'node:crypto';
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
  /** Moves the server's clock (token and one-time-code expiry). */
  clock: { offsetMs: number };
  /** POST a JSON body (or nothing) to /api/v1{path}; returns status and parsed JSON. */
  post(path: string, body?: unknown, init?: RequestInit): Promise<{ status: number; json: any }>;
  close(): Promise<void>;
}

export async function createTestContext(
  opts: { demo?: boolean; env?: Record<string, string> } = {},
): Promise<TestContext> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = `defter_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  await migrateToLatest(database.db);
  await seed(database.db, { demo: opts.demo ?? true });
  const config = { ...loadConfig({ OTP_FIXED_CODE: '', ...opts.env }), staticDir: '' };
  const sms = new LogSmsSender(() => {});
  const clock = { offsetMs: 0 };
  const app = createApp({ db: database.db, config, sms, now: () => new Date(Date.now() + clock.offsetMs) });

  return {
    app,
    database,
    config,
    sms,
    clock,
    async post(path, body, init) {
      const res = await app.request(`/api/v1${path}`, {
        method: 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        ...init,
      });
      const text = await res.text();
      let json: any;
      try {
        json = JSON.parse(text);
      } catch {
        json = text;
      }
      return { status: res.status, json };
    },
    async close() {
      await database.close();
      await dropDatabase();
    },
  };
}
