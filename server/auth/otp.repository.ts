import { sql } from 'kysely';
import type { Db } from '../db/database';
import { at, epochMs } from './sql-time';

/** A one-time-code record as the services see it. */
export interface OtpRow {
  id: string;
  user_id: number;
  yetki_ver_id: number;
  code_hash: string;
  phone: string;
  attempts: number;
  expires_ms: number;
  last_sent_ms: number;
  used: boolean;
  locked: boolean;
}

/** Stores a freshly sent code. */
export async function insertOtp(
  db: Db,
  row: {
    id: string;
    userId: number;
    yetkiVerId: number;
    codeHash: string;
    phone: string;
    now: Date;
    expires: Date;
  },
) {
  await db
    .insertInto('otp_codes')
    .values({
      id: row.id,
      user_id: row.userId,
      yetki_ver_id: row.yetkiVerId,
      code_hash: row.codeHash,
      phone: row.phone,
      attempts: 0,
      created_at: at(row.now),
      last_sent_at: at(row.now),
      expires_at: at(row.expires),
    })
    .execute();
}

/** The record with that id, if any. */
export async function findOtp(db: Db, id: string): Promise<OtpRow | undefined> {
  return db
    .selectFrom('otp_codes')
    .select([
      'id',
      'user_id',
      'yetki_ver_id',
      'code_hash',
      'phone',
      'attempts',
      epochMs('expires_at').as('expires_ms'),
      epochMs('last_sent_at').as('last_sent_ms'),
      sql<boolean>`used_at is not null`.as('used'),
      sql<boolean>`locked_at is not null`.as('locked'),
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Counts a wrong try in one statement (safe when several processes race) and locks the code at
 * `maxAttempts`. Returns whether the code is now locked; undefined when it was already used or locked.
 */
export async function registerWrongTry(
  db: Db,
  id: string,
  now: Date,
  maxAttempts: number,
): Promise<{ locked: boolean } | undefined> {
  return db
    .updateTable('otp_codes')
    .set({
      attempts: sql`attempts + 1`,
      locked_at: sql`case when attempts + 1 >= ${maxAttempts} then ${at(now)} else null end`,
    })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('locked_at', 'is', null)
    .returning(sql<boolean>`locked_at is not null`.as('locked'))
    .executeTakeFirst();
}

/** Marks the code used; false when another request used (or a lock closed) it first. */
export async function markOtpUsed(db: Db, id: string, now: Date): Promise<boolean> {
  const r = await db
    .updateTable('otp_codes')
    .set({ used_at: at(now) })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('locked_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Replaces the code of a record last sent at or before `sentBefore` (the resend cooldown, checked in the
 * same statement): new hash, attempts and lock reset, new expiry. False when the cooldown has not passed.
 */
export async function replaceOtpCode(
  db: Db,
  row: { id: string; codeHash: string; now: Date; expires: Date; sentBefore: Date },
): Promise<boolean> {
  const r = await db
    .updateTable('otp_codes')
    .set({
      code_hash: row.codeHash,
      attempts: 0,
      locked_at: null,
      last_sent_at: at(row.now),
      expires_at: at(row.expires),
    })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('last_sent_at', '<=', at(row.sentBefore))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Removes the user's codes that expired before `before` (housekeeping at login). */
export async function deleteStaleOtps(db: Db, userId: number, before: Date) {
  await db
    .deleteFrom('otp_codes')
    .where('user_id', '=', userId)
    .where('expires_at', '<=', at(before))
    .execute();
}
