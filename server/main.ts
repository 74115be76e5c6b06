import { serve } from '@hono/node-server';
import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type OpenedDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seed } from './db/seed';
import { LogSmsSender } from './auth/sms';
import { closeRendering } from './edocs/render/render.service';

// Running requests get this long to finish after Ctrl+C / SIGTERM before their connections are cut.
const GRACE_MS = 3000;
// If closing still has not finished by then (a stuck database), give up with an error exit code.
const HARD_LIMIT_MS = 20_000;

let database: OpenedDatabase | undefined;
let server: Server | undefined;
let stopSignal: string | undefined;

/**
 * Ctrl+C / SIGTERM: stop taking connections and drop idle keep-alive ones, give running requests a grace
 * period, then cut every connection; only then close the database, so PGlite writes its files out whole.
 * A signal during start-up is honoured once the current step (migration, seed) has finished.
 */
async function shutdown(signal: string) {
  if (stopSignal) {
    console.log(`[defter] ${signal}: already closing, the database is being closed safely`);
    return;
  }
  stopSignal = signal;
  console.log(`[defter] ${signal}: closing`);
  if (!server) return; // still starting: main() closes after the current step
  setTimeout(() => {
    console.error('[defter] closing took too long; exiting');
    process.exit(1);
  }, HARD_LIMIT_MS).unref();
  const s = server;
  const closed = new Promise<void>((resolve) => s.close(() => resolve()));
  s.closeIdleConnections();
  const cut = setTimeout(() => s.closeAllConnections(), GRACE_MS);
  await closed;
  clearTimeout(cut);
  await closeAndExit();
}

async function closeAndExit(): Promise<never> {
  // The XSLT worker and the PDF browser (started on first use) go first: nothing renders any more.
  await closeRendering().catch(() => {});
  await database?.close();
  console.log('[defter] closed cleanly');
  process.exit(0);
}

/** Starts Defter: embedded PGlite in DATA_DIR, or PostgreSQL from DATABASE_URL; migrates, seeds, serves. */
async function main() {
  const t0 = performance.now();
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  const config = loadConfig();
  if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (stopSignal) return closeAndExit();
  const applied = await migrateToLatest(database.db);
  if (stopSignal) return closeAndExit();
  const seeded = await seed(database.db, { demo: config.seedDemo });
  if (stopSignal) return closeAndExit();
  const db = database;
  const app = createApp({ db: db.db, config, sms: new LogSmsSender() });
  server = serve({ fetch: app.fetch, port: config.port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) => {
    const where = db.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
    console.log(
      `[defter] http://localhost:${info.port} — ${where}; ${applied.length} migration(s), ` +
        `${seeded ? 'seeded' : 'data kept'}; ready in ${Math.round(performance.now() - t0)} ms`,
    );
  }) as Server;
}

main().catch(async (err) => {
  console.error('[defter] failed to start:', err instanceof Error ? err.message : err);
  await database?.close().catch(() => {});
  process.exit(1);
});
