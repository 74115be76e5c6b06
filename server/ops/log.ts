import { AsyncLocalStorage } from 'node:async_hooks';
import cluster from 'node:cluster';
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * The server's logger: one JSON object per line on stdout (pino), with an ISO time and the level as a word, so a
 * person can read it and a log system can parse it. A cluster worker's lines carry its pid. `destination`
 * replaces stdout (tests read the lines).
 */
export function createLogger(opts: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: opts.level ?? 'info',
      base: cluster.isWorker ? { pid: process.pid } : null,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // A second guard beside "never put it there": whatever the code logs under these keys is replaced.
      redact: {
        paths: ['password', 'code', 'token', 'authorization', 'kart_no', 'cvc', '*.password', '*.token'],
        censor: '[gizli]',
      },
    },
    opts.destination,
  );
}

/** A logger that writes nothing (the default of apps built without one: tests, benches). */
export const silentLogger: Logger = pino({ level: 'silent' });

const requestScope = new AsyncLocalStorage<Logger>();
let processLogger: Logger = silentLogger;

/** Makes `logger` the one `log()` answers outside a request (the server's start sets it once). */
export function setProcessLogger(logger: Logger): void {
  processLogger = logger;
}

/** Runs `fn` with `logger` (a request's child logger, carrying its id) as the answer of `log()` inside it. */
export function withRequestLogger<T>(logger: Logger, fn: () => T): T {
  return requestScope.run(logger, fn);
}

/**
 * The logger to write to now: inside a request its child logger (every line carries the request's id), else the
 * process's. Code below the routes logs through this, never through console.
 */
export function log(): Logger {
  return requestScope.getStore() ?? processLogger;
}
