import { sql } from 'kysely';
import type { Db } from '../db/database';
import { at, epochMs } from '../auth/sql-time';
import { log } from '../ops/log';

/** A stored answer of an outside service (in the database, so every server process shares it). */
export interface CachedAnswer<T> {
  value: T | null;
  /** When the value was fetched (ms), or null. */
  fetchedMs: number | null;
  /** When the last attempt failed (ms), or null. */
  failedMs: number | null;
}

/** The stored answer under `key`. */
export async function readCache<T>(db: Db, key: string): Promise<CachedAnswer<T>> {
  const r = await db
    .selectFrom('dis_servis_onbellek')
    .select([
      'veri',
      sql<number | null>`${epochMs('fetched_at')}`.as('fetched_ms'),
      sql<number | null>`${epochMs('failed_at')}`.as('failed_ms'),
    ])
    .where('anahtar', '=', key)
    .executeTakeFirst();
  return {
    value: (r?.veri as T | undefined) ?? null,
    fetchedMs: r?.fetched_ms === null || r?.fetched_ms === undefined ? null : Number(r.fetched_ms),
    failedMs: r?.failed_ms === null || r?.failed_ms === undefined ? null : Number(r.failed_ms),
  };
}

/** Stores a fresh answer under `key`. */
export async function writeCache(db: Db, key: string, value: unknown, now: Date): Promise<void> {
  await sql`
    insert into dis_servis_onbellek (anahtar, veri, fetched_at, failed_at)
    values (${key}, ${JSON.stringify(value)}::jsonb, ${at(now)}, null)
    on conflict (anahtar) do update set veri = excluded.veri, fetched_at = excluded.fetched_at, failed_at = null`.execute(
    db,
  );
}

/** Notes a failed attempt under `key` (the stored answer, if any, is kept). */
export async function markFailure(db: Db, key: string, now: Date): Promise<void> {
  await sql`
    insert into dis_servis_onbellek (anahtar, failed_at) values (${key}, ${at(now)})
    on conflict (anahtar) do update set failed_at = excluded.failed_at`.execute(db);
}

/** How an outside answer was obtained. */
export type Source = 'canli' | 'onbellek' | 'yedek';

/**
 * The answer under `key`: the stored one while younger than `freshMs`; else a live `fetch` (stored on
 * success); after a failure, for `retryMs`, no new attempt, and the last stored answer (or `fallback`)
 * answers instead. Never throws for an outside failure.
 */
export async function cachedAnswer<T>(
  db: Db,
  opts: {
    key: string;
    now: Date;
    freshMs: number;
    retryMs: number;
    live: boolean;
    fetch: () => Promise<T>;
    fallback: () => Promise<T>;
  },
): Promise<{ value: T; source: Source }> {
  const cached = await readCache<T>(db, opts.key);
  const nowMs = opts.now.getTime();
  if (cached.value !== null && cached.fetchedMs !== null && nowMs - cached.fetchedMs < opts.freshMs)
    return { value: cached.value, source: 'onbellek' };
  const recentlyFailed = cached.failedMs !== null && nowMs - cached.failedMs < opts.retryMs;
  if (opts.live && !recentlyFailed) {
    try {
      const value = await opts.fetch();
      await writeCache(db, opts.key, value, opts.now);
      return { value, source: 'canli' };
    } catch (err) {
      log().warn(`[services] ${opts.key}: ${(err as Error).message}; stored data answers`);
      await markFailure(db, opts.key, opts.now);
    }
  }
  if (cached.value !== null) return { value: cached.value, source: 'onbellek' };
  return { value: await opts.fallback(), source: 'yedek' };
}
