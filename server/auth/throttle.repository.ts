import { sql } from 'kysely';
import type { Db } from '../db/database';
import { at, epochMs } from './sql-time';

/**
 * Takes the transaction's advisory lock of each key, always in the same order (two attempts sharing keys never
 * wait on each other crosswise). Attempts of one key are decided one at a time, in every server process.
 */
export async function lockKeys(trx: Db, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort())
    await sql`select pg_advisory_xact_lock(hashtextextended(${'auth_attempts:' + key}, 0))`.execute(trx);
}

/** A key's attempts since a moment: how many, and the newest one's time (epoch ms, null when none). */
export interface KeyStats {
  count: number;
  last_ms: number | null;
}

/** The key's attempts after `since`. */
export async function keyStats(db: Db, key: string, since: Date): Promise<KeyStats> {
  return db
    .selectFrom('auth_attempts')
    .select([sql<number>`count(*)::int`.as('count'), sql<number | null>`max(${epochMs('at')})`.as('last_ms')])
    .where('key', '=', key)
    .where('at', '>', at(since))
    .executeTakeFirstOrThrow();
}

/** The time (epoch ms) of the key's attempt after `since` that has `offset` older ones after `since`. */
export async function attemptTime(
  db: Db,
  key: string,
  since: Date,
  offset: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('auth_attempts')
    .select(epochMs('at').as('ms'))
    .where('key', '=', key)
    .where('at', '>', at(since))
    .orderBy('at')
    .offset(offset)
    .limit(1)
    .executeTakeFirst();
  return row?.ms;
}

/** True when the key has an attempt after `since`. */
export async function hasAttemptSince(db: Db, key: string, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom('auth_attempts')
    .select('id')
    .where('key', '=', key)
    .where('at', '>', at(since))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Counts one attempt under each key at `now`, each kept until its `expires`; returns their ids. */
export async function insertAttempts(
  db: Db,
  now: Date,
  rows: { key: string; expires: Date }[],
): Promise<number[]> {
  if (!rows.length) return [];
  const inserted = await db
    .insertInto('auth_attempts')
    .values(rows.map((r) => ({ key: r.key, at: at(now), expires_at: at(r.expires) })))
    .returning('id')
    .execute();
  return inserted.map((r) => Number(r.id));
}

/** Takes counted attempts back (a try that turned out right). */
export async function deleteAttempts(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.deleteFrom('auth_attempts').where('id', 'in', ids).execute();
}

/** Forgets every attempt of the keys. */
export async function deleteKeys(db: Db, keys: string[]): Promise<void> {
  if (!keys.length) return;
  await db.deleteFrom('auth_attempts').where('key', 'in', keys).execute();
}

/** Removes the attempts whose time is up (housekeeping at every counted try; indexed on expires_at). */
export async function pruneAttempts(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('auth_attempts').where('expires_at', '<=', at(now)).execute();
}
