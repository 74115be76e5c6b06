import { sql } from 'kysely';
import type { Db } from '../db/database';
import { at } from './sql-time';

/** Stores a new session token (its hash) for a user acting through one authority record. */
export async function insertToken(
  db: Db,
  row: {
    hash: string;
    userId: number;
    yetkiVerId: number;
    departmentId: number;
    now: Date;
    expires: Date;
    /** The admin who opens this session as the user (impersonation). */
    imitatorUserId?: number | null;
  },
): Promise<number> {
  const r = await db
    .insertInto('user_tokens')
    .values({
      token_hash: row.hash,
      user_id: row.userId,
      yetki_ver_id: row.yetkiVerId,
      department_id: row.departmentId,
      created_at: at(row.now),
      last_used_at: at(row.now),
      expires_at: at(row.expires),
      imitator_user_id: row.imitatorUserId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/** Removes the user's tokens that expired before `now` (housekeeping at login). */
export async function deleteExpiredTokens(db: Db, userId: number, now: Date) {
  await db
    .deleteFrom('user_tokens')
    .where('user_id', '=', userId)
    .where('expires_at', '<=', at(now))
    .execute();
}

/** A live token with what a session needs; see findSession. */
export interface SessionRow {
  token_id: number;
  user_id: number;
  department_id: number;
  yetki_ver_id: number;
  package_id: number | null;
  auths: unknown;
  is_admin: boolean;
  last_used_ms: number;
  imitator_user_id: number | null;
  /** The company's last subscription day (YYYY-MM-DD), or null for no limit. */
  son_kullanma_tarihi: string | null;
}

/**
 * The session behind a token hash: only when the token has not expired at `now`, the user, the authority
 * record and the company are active, and the record still grants that company to that user. One call of the
 * PL/pgSQL function `defter_session` (migration 202612072330), whose plan the connection keeps: the lookup runs on
 * every request, and planning its join each time was most of its cost.
 */
export async function findSession(db: Db, hash: string, now: Date): Promise<SessionRow | undefined> {
  const r =
    await sql<SessionRow>`select * from defter_session(${hash}, ${now.toISOString()}::timestamptz)`.execute(
      db,
    );
  return r.rows[0];
}

/** Slides a token's expiry (the caller writes this at most once a minute). */
export async function touchToken(db: Db, tokenId: number, now: Date, expires: Date) {
  await db
    .updateTable('user_tokens')
    .set({ last_used_at: at(now), expires_at: at(expires) })
    .where('id', '=', tokenId)
    .execute();
}

/** Deletes one token (log out on one device). */
export async function deleteToken(db: Db, tokenId: number) {
  await db.deleteFrom('user_tokens').where('id', '=', tokenId).execute();
}

/**
 * Keeps this token alive through a password change in the same transaction: the change ends every other session
 * of its user (the trigger of migration 202611251210 reads this transaction-local setting at the commit).
 */
export async function keepTokenThroughPasswordChange(db: Db, tokenId: number) {
  await sql`select set_config('defter.keep_token_id', ${String(tokenId)}, true)`.execute(db);
}
