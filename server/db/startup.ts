import { sql } from 'kysely';
import { allTables } from '../catalog';
import { schemaDiff } from './catalogue-schema';
import type { Db } from './database';
import { migrateToLatest } from './migrate';
import { seed } from './seed';

/** The advisory lock every starting process takes around migrating and seeding (one key for all of Defter). */
const START_LOCK = sql`hashtextextended('defter:start', 0)`;

/**
 * Migrates and seeds under one session-level advisory lock held on a connection of its own, so that any number of
 * processes may start at once on a fresh or an existing database: the first migrates and seeds, the others wait
 * and then find everything done (the seed notes what it has done in seed_state). A process that dies while
 * holding the lock loses its connection, and with it the lock. `onWait` is told once when another process holds
 * it. Returns the migrations this process applied and whether it seeded.
 */
export async function prepareDatabase(
  db: Db,
  opts: { demo: boolean; onWait?: () => void },
): Promise<{ applied: string[]; seeded: boolean }> {
  return db.connection().execute(async (conn) => {
    const free = await sql<{ ok: boolean }>`select pg_try_advisory_lock(${START_LOCK}) as ok`.execute(conn);
    if (!free.rows[0].ok) {
      opts.onWait?.();
      await sql`select pg_advisory_lock(${START_LOCK})`.execute(conn);
    }
    try {
      const applied = await migrateToLatest(conn);
      // The schema follows the catalogue: a difference the sync cannot mend (a type, a scale) stops the start.
      const diff = await schemaDiff(conn, allTables());
      if (diff.length) throw new Error(`The database differs from the catalogue:\n${diff.join('\n')}`);
      const seeded = await seed(conn, { demo: opts.demo });
      return { applied, seeded };
    } finally {
      await sql`select pg_advisory_unlock(${START_LOCK})`.execute(conn);
    }
  });
}
