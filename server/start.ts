import { serve } from '@hono/node-server';
import cluster from 'node:cluster';
import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createApp } from './app';
import { LogSmsSender } from './auth/sms';
import { loadConfig, type Config } from './config';
import { openDatabase, type OpenedDatabase } from './db/database';
import { prepareDatabase } from './db/startup';
import { closeRendering } from './edocs/render/render.service';
import { integratorFor } from './edocs/integrator';
import { OutboxWorker, outboxDepth } from './jobs/outbox.worker';
import { mailerFor, type Mailer } from './mail/mail';
import { fileClock, Scheduler } from './jobs/scheduler';
import { scheduledTasks } from './jobs/tasks';
import { createLogger, log, setProcessLogger, type Logger } from './ops/log';
import { createMetrics, metricsApp, readRegistry, shareWithClusterPrimary } from './ops/metrics';
import type { Readiness } from './ops/ops.routes';

// If closing has not finished this long after the grace period (a stuck database), give up with an error exit code.
const HARD_LIMIT_MS = 20_000;

/** Starts a metrics listener for `app` on the configured port (docs/operations.md). */
export function serveMetrics(config: Config, app: ReturnType<typeof metricsApp>, logger: Logger): Server {
  const port = config.ops.metricsPort!;
  return serve({ fetch: app.fetch, port, hostname: config.ops.metricsHost }, () =>
    logger.info(`metrics at http://${config.ops.metricsHost}:${port}/metrics`),
  ) as Server;
}

/**
 * One Defter server process (`npm start`, and each worker of `npm run start:cluster`): opens the database (PGlite
 * in DATA_DIR, held by this process alone, or PostgreSQL from DATABASE_URL), listens at once (/healthz answers,
 * /readyz and the API answer 503 "starting"), migrates and seeds under the start lock, then serves.
 * SIGTERM / Ctrl+C: /readyz turns 503, the listener stops taking connections and drops idle ones, running requests
 * get SHUTDOWN_GRACE_MS to finish, then every connection is cut and only then the database closed (PGlite writes its
 * files out whole; PostgreSQL's pool ends). A signal while migrating is honoured once that step has finished.
 */
export async function startServer(): Promise<void> {
  const t0 = performance.now();
  const config = loadConfig();
  const logger = createLogger({ level: config.ops.logLevel });
  setProcessLogger(logger);
  const readiness: Readiness = { state: 'starting' };
  let database: OpenedDatabase | undefined;
  let server: Server | undefined;
  let metricsServer: Server | undefined;
  let outbox: OutboxWorker | undefined;
  let mailer: Mailer | undefined;
  let scheduler: Scheduler | undefined;
  let preparing: Promise<unknown> = Promise.resolve();
  let stopping = false;

  const shutdown = async (signal: string) => {
    if (stopping) {
      logger.info(`${signal}: already closing, the database is being closed safely`);
      return;
    }
    stopping = true;
    readiness.state = 'stopping';
    setTimeout(() => {
      logger.error('closing took too long; exiting');
      process.exit(1);
    }, config.ops.shutdownGraceMs + HARD_LIMIT_MS).unref();
    if (!server) logger.info(`${signal}: closing`);
    await preparing.catch(() => {});
    if (server) {
      const s = server;
      const closed = new Promise<void>((resolve) => s.close(() => resolve()));
      s.closeIdleConnections();
      logger.info(
        `${signal}: closing; no new connections, running requests get ${config.ops.shutdownGraceMs} ms`,
      );
      const cut = setTimeout(() => s.closeAllConnections(), config.ops.shutdownGraceMs);
      await closed;
      clearTimeout(cut);
    }
    metricsServer?.closeAllConnections();
    metricsServer?.close();
    // The outbox worker finishes the job it is sending and hands its other claims back (docs/operations.md).
    await outbox?.stop().catch((err) => logger.error({ err }, 'outbox: stopping failed'));
    await scheduler?.stop().catch((err) => logger.error({ err }, 'scheduler: stopping failed'));
    // The XSLT workers and the PDF browser (started on first use) go before the database: nothing renders any more.
    await closeRendering().catch(() => {});
    await mailer?.close().catch(() => {});
    await database?.close();
    logger.info('closed cleanly');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolMax: config.ops.databasePoolMax,
    });
    const metrics = createMetrics({ poolStats: database.poolStats, defaults: true });
    if (cluster.isWorker) shareWithClusterPrimary(metrics);
    else if (config.ops.metricsPort)
      metricsServer = serveMetrics(config, metricsApp(readRegistry(metrics.registry)), logger);
    const sms = new LogSmsSender((line) => log().info(line));
    mailer = mailerFor(config.mail, database.db);
    const app = createApp({ db: database.db, config, sms, logger, metrics, readiness, mailer });
    const listening = new Promise<number>((resolve, reject) => {
      server = serve(
        { fetch: app.fetch, port: config.port, hostname: process.env.HOST ?? '0.0.0.0' },
        (info) => resolve(info.port),
      ) as Server;
      server.once('error', reject);
    });
    const prepared = prepareDatabase(database.db, {
      demo: config.seedDemo,
      onWait: () => logger.info('another process is migrating or seeding the database; waiting for it'),
    });
    preparing = prepared;
    const [port, { applied, seeded }] = await Promise.all([listening, prepared]);
    if (stopping) return;
    readiness.state = 'ready';
    // The e-document outbox's worker (docs/e-documents.md, "Sending"); OUTBOX_WORKER=off runs none in this process.
    if (!/^(off|0|false)$/i.test(process.env.OUTBOX_WORKER ?? '')) {
      const db = database.db;
      // OUTBOX_LEASE_MS: how long a claim holds (default 60 s) — a killed process's jobs wait that long.
      const lease = Number(process.env.OUTBOX_LEASE_MS);
      outbox = new OutboxWorker({
        db,
        integrator: integratorFor(db),
        logger,
        ...(Number.isInteger(lease) && lease > 0 ? { leaseMs: lease } : {}),
      }).start();
      metrics.watchQueue('outbox', () => outboxDepth(db));
    }
    // Recurring invoices and reminders (docs/mail.md, "Scheduled jobs"); SCHEDULER=off runs none in this process.
    if (!/^(off|0|false)$/i.test(process.env.SCHEDULER ?? '')) {
      const poll = Number(process.env.JOBS_POLL_MS);
      scheduler = new Scheduler({
        db: database.db,
        tasks: scheduledTasks(config),
        logger,
        mailer,
        integrator: integratorFor(database.db),
        ...(config.mail.clockFile ? { now: fileClock(config.mail.clockFile) } : {}),
        ...(Number.isInteger(poll) && poll > 0 ? { pollMs: poll } : {}),
      }).start();
    }
    const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
    logger.info(
      `http://localhost:${port} — ${where}; ${applied.length} migration(s), ` +
        `${seeded ? 'seeded' : 'data kept'}; ready in ${Math.round(performance.now() - t0)} ms`,
    );
  } catch (err) {
    logger.fatal({ err }, `failed to start: ${err instanceof Error ? err.message : String(err)}`);
    server?.close();
    metricsServer?.close();
    await closeRendering().catch(() => {});
    await database?.close().catch(() => {});
    process.exit(1);
  }
}
