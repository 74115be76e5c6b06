import { serve } from '@hono/node-server';
import { mkdir } from 'node:fs/promises';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seed } from './db/seed';
import { LogSmsSender } from './auth/sms';

/** Starts Defter: embedded PGlite in DATA_DIR, or PostgreSQL from DATABASE_URL; migrates, seeds, serves. */
async function main() {
  const t0 = performance.now();
  const config = loadConfig();
  if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrateToLatest(database.db);
  const seeded = await seed(database.db, { demo: config.seedDemo });
  const app = createApp({ db: database.db, config, sms: new LogSmsSender() });
  const server = serve(
    { fetch: app.fetch, port: config.port, hostname: process.env.HOST ?? '0.0.0.0' },
    (info) => {
      const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
      console.log(
        `[defter] http://localhost:${info.port} — ${where}; ${applied.length} migration(s), ` +
          `${seeded ? 'seeded' : 'data kept'}; ready in ${Math.round(performance.now() - t0)} ms`,
      );
    },
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[defter] ${signal}: closing`);
    // Stop taking requests, let running ones finish, then close the database so PGlite flushes its files.
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
    console.log('[defter] closed cleanly');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error('[defter] failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
