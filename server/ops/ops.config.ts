/** Operations settings (docs/operations.md; README lists the variables). */
export interface OpsConfig {
  /** pino level of the JSON log lines: fatal, error, warn, info (default), debug, trace or silent. */
  logLevel: string;
  /** Port of the Prometheus `/metrics` listener; undefined: no metrics are served (the default). */
  metricsPort?: number;
  /** Interface of the metrics listener (default 127.0.0.1: only this machine). */
  metricsHost: string;
  /**
   * Believe an incoming `X-Request-Id`: only when a proxy stands in front (TRUST_PROXY ≥ 1), which sets or
   * passes it; otherwise every request gets a new id.
   */
  requestIdFromProxy: boolean;
  /** Milliseconds running requests get to finish after SIGTERM / Ctrl+C before their connections are cut. */
  shutdownGraceMs: number;
  /** Worker processes of `npm run start:cluster` (default: the machine's cores). */
  clusterWorkers?: number;
  /** Largest number of PostgreSQL connections of one process (default 10). */
  databasePoolMax: number;
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function whole(env: NodeJS.ProcessEnv, name: string, min: number, max: number): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}.`);
  return n;
}

/** Reads the operations settings; a wrong value stops the start with a message naming the variable. */
export function loadOpsConfig(env: NodeJS.ProcessEnv): OpsConfig {
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}.`);
  return {
    logLevel,
    metricsPort: whole(env, 'METRICS_PORT', 1, 65535),
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    requestIdFromProxy: Number(env.TRUST_PROXY) >= 1,
    shutdownGraceMs: whole(env, 'SHUTDOWN_GRACE_MS', 0, 600_000) ?? 10_000,
    clusterWorkers: whole(env, 'CLUSTER_WORKERS', 1, 256),
    databasePoolMax: whole(env, 'DATABASE_POOL_MAX', 1, 1000) ?? 10,
  };
}
