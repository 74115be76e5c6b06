import { serveMetrics, startServer } from './start';
import cluster, { type Worker } from 'node:cluster';
import type { Server } from 'node:http';
import { availableParallelism } from 'node:os';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/startup';
import { createLogger } from './ops/log';
import { metricsApp, readCluster } from './ops/metrics';

/**
 * `npm run start:cluster`: N Defter server processes on one port of one machine (Node's cluster module; the primary
 * hands connections to the workers in turn). PostgreSQL only: PGlite is one process per data directory. The
 * primary migrates and seeds once, then forks CLUSTER_WORKERS workers (default: the machine's cores), each a whole
 * server (server/start.ts); a worker that dies is replaced. With METRICS_PORT the primary serves /metrics summed
 * over its workers. SIGTERM / Ctrl+C: every worker closes gracefully, then the primary exits.
 */
async function runPrimary(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.ops.logLevel });
  if (!config.databaseUrl) {
    logger.fatal(
      'start:cluster runs on PostgreSQL only: set DATABASE_URL. The embedded database (PGlite) serves one ' +
        'process per data directory; use npm start for it.',
    );
    process.exit(1);
  }
  const count = config.ops.clusterWorkers ?? availableParallelism();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolMax: 1 });
  try {
    const { applied, seeded } = await prepareDatabase(database.db, {
      demo: config.seedDemo,
      onWait: () => logger.info('another process is migrating or seeding the database; waiting for it'),
    });
    logger.info(
      `cluster: ${applied.length} migration(s), ${seeded ? 'seeded' : 'data kept'}; starting ${count} workers`,
    );
  } finally {
    await database.close();
  }
  const metricsServer: Server | undefined = config.ops.metricsPort
    ? serveMetrics(config, metricsApp(readCluster()), logger)
    : undefined;

  let stopping = false;
  let failed = false;
  const listened = new WeakSet<Worker>();
  cluster.on('listening', (worker) => listened.add(worker));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (code !== 0) failed = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        metricsServer?.close();
        logger.info('cluster: every worker has closed');
        process.exit(failed ? 1 : 0);
      }
      return;
    }
    // A worker that never listened failed to start (a wrong setting, the port taken): replacing it would loop.
    if (!listened.has(worker)) {
      logger.fatal(
        `cluster: worker ${worker.process.pid} failed to start (exit ${code ?? signal}); stopping`,
      );
      stopping = true;
      failed = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    logger.error(`cluster: worker ${worker.process.pid} ended (exit ${code ?? signal}); starting another`);
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info(`cluster: ${signal}: closing every worker`);
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (let i = 0; i < count; i++) cluster.fork();
}

if (cluster.isPrimary) {
  runPrimary().catch((err) => {
    createLogger().fatal(
      { err },
      `cluster: failed to start: ${err instanceof Error ? err.message : String(err)}`,
    );
    process.exit(1);
  });
} else {
  void startServer();
}
