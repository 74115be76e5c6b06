import cluster from 'node:cluster';
import { Hono } from 'hono';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { securityHeaders } from '../web/security-headers';

/** Connections of the database pool now (PostgreSQL; PGlite has one connection and no pool). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** The process's Prometheus metrics (docs/operations.md). */
export interface Metrics {
  registry: Registry;
  /** Counts one answered request and its duration under its route pattern (never the raw path). */
  observe(method: string, route: string, status: number, seconds: number): void;
  /**
   * The hook of work queues: the e-document outbox (server/jobs, not built yet) registers its depth here and
   * `/metrics` shows it as `defter_queue_depth{queue=name}`, read at every scrape.
   */
  watchQueue(name: string, depth: () => Promise<number> | number): void;
}

/**
 * The metrics of one process: requests by method, route pattern and status; latency histograms by method and
 * route; the database pool's connections; queue depths (none yet); with `defaults`, Node's own (CPU, memory,
 * event loop, GC).
 */
export function createMetrics(opts: { poolStats?: () => PoolStats; defaults?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (opts.defaults) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'defter_http_requests_total',
    help: 'Answered HTTP requests by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'defter_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  if (opts.poolStats) {
    const stats = opts.poolStats;
    new Gauge({
      name: 'defter_db_pool_connections',
      help: 'PostgreSQL connections of the pool by state (total open, idle, requests waiting for one, max).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const s = stats();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
        this.set({ state: 'max' }, s.max);
      },
    });
  }
  const queues = new Map<string, () => Promise<number> | number>();
  new Gauge({
    name: 'defter_queue_depth',
    help: 'Items waiting in a work queue (the e-document outbox registers here once it exists).',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      for (const [queue, depth] of queues) this.set({ queue }, await depth());
    },
  });
  return {
    registry,
    observe(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      duration.observe({ method, route }, seconds);
    },
    watchQueue(name, depth) {
      queues.set(name, depth);
    },
  };
}

/**
 * In a cluster worker: answers the primary's requests for this worker's metrics, so that the primary's `/metrics`
 * sums every worker (prom-client's cluster aggregation).
 */
export function shareWithClusterPrimary(metrics: Metrics): void {
  if (!cluster.isWorker) return;
  new AggregatorRegistry(); // adds the worker's message listener
  AggregatorRegistry.setRegistries([metrics.registry]);
}

/**
 * The metrics listener's app: `GET /metrics` in Prometheus' text format, from `read` (one process's registry,
 * or the cluster primary's sum over its workers); anything else 404.
 */
export function metricsApp(read: () => Promise<{ text: string; contentType: string }>) {
  const app = new Hono();
  app.use(securityHeaders());
  app.get('/metrics', async (c) => {
    const { text, contentType } = await read();
    c.header('Cache-Control', 'no-store');
    return c.body(text, 200, { 'Content-Type': contentType });
  });
  app.all('*', (c) => c.text('Bulunamadı.', 404));
  return app;
}

/** What `metricsApp` reads for one process. */
export const readRegistry = (registry: Registry) => async () => ({
  text: await registry.metrics(),
  contentType: registry.contentType,
});

/** What `metricsApp` reads in the cluster's primary: every worker's metrics, summed. */
export function readCluster() {
  const aggregator = new AggregatorRegistry();
  return async () => ({ text: await aggregator.clusterMetrics(), contentType: aggregator.contentType });
}
