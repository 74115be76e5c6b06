import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import { lockDataDir } from './data-dir.lock';
import type { PoolStats } from '../ops/metrics';

/** The one database handle type of the server. Generic table code works on any table, so rows are untyped here. */
export type Db = Kysely<any>;

export interface OpenedDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The pool's connections now (PostgreSQL only), for the metrics. */
  poolStats?: () => PoolStats;
  /** The whole data directory as a tar (PGlite only): what `openDatabase({ loadDataDir })` opens again. */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

// Type OIDs whose text form Defter keeps as text: exact numerics and calendar values never pass through
// JS Number or Date (no float money, no time-zone shifts). int8 counts become numbers.
const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082, TIME: 1083, TIMESTAMP: 1114, TIMESTAMPTZ: 1184 };
const asText = (v: string) => v;
const asNumber = (v: string) => Number(v);

let pgParsersSet = false;
function setPgParsers() {
  if (pgParsersSet) return;
  pgParsersSet = true;
  pg.types.setTypeParser(OID.INT8, asNumber);
  pg.types.setTypeParser(OID.NUMERIC, asText);
  pg.types.setTypeParser(OID.DATE, asText);
  pg.types.setTypeParser(OID.TIME, asText);
  pg.types.setTypeParser(OID.TIMESTAMP, asText);
  pg.types.setTypeParser(OID.TIMESTAMPTZ, asText);
}

/**
 * Opens PostgreSQL when `databaseUrl` is given (a pool of at most `poolMax` connections, default 10), otherwise the
 * embedded PGlite in `dataDir` (`memory://` for an in-memory database), which this process then holds alone
 * (data-dir.lock.ts). The one place that chooses.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  poolMax?: number;
  /** PGlite only: start from this dumped data directory (`dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
}): Promise<OpenedDatabase> {
  if (opts.databaseUrl) {
    setPgParsers();
    const max = opts.poolMax ?? 10;
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max });
    const db: Db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
    const poolStats = () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    });
    return { db, kind: 'postgres', poolStats, close: () => db.destroy() };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  const release = dataDir.startsWith('memory://') ? async () => {} : await lockDataDir(dataDir);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dataDir, {
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
      extensions: { pg_trgm },
      parsers: {
        [OID.INT8]: asNumber,
        [OID.NUMERIC]: asText,
        [OID.DATE]: asText,
        [OID.TIME]: asText,
        [OID.TIMESTAMP]: asText,
        [OID.TIMESTAMPTZ]: asText,
      },
    });
  } catch (err) {
    await release();
    throw err;
  }
  const db: Db = new Kysely<any>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    dumpDataDir: () => pglite.dumpDataDir('none'),
    async close() {
      await db.destroy();
      await release();
    },
  };
}
