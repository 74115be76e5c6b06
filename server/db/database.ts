import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';

/** The one database handle type of the server. Generic table code works on any table, so rows are untyped here. */
export type Db = Kysely<any>;

export interface OpenedDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
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
 * Opens PostgreSQL when `databaseUrl` is given, otherwise the embedded PGlite in `dataDir`
 * (`memory://` for an in-memory database). The one place that chooses.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<OpenedDatabase> {
  if (opts.databaseUrl) {
    setPgParsers();
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db: Db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const pglite = await PGlite.create(opts.dataDir ?? 'memory://', {
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
  const db: Db = new Kysely<any>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
