import { sql } from 'kysely';
import type { Db } from '../db/database';

/** One stored error report (hata_kayitlari). */
export interface ErrorRecord {
  departmentId: number;
  userId: number;
  /** user_tokens.id of the session: the token itself is never stored. */
  tokenId: number;
  link: string | null;
  tableName: string | null;
  message: string | null;
  userInfo: Record<string, unknown> | null;
  payload: string | null;
  responsePreview: string | null;
  userAgent: string | null;
}

/** Stores a report; returns its id. */
export async function insertErrorRecord(db: Db, e: ErrorRecord): Promise<number> {
  const row = await db
    .insertInto('hata_kayitlari')
    .values({
      department_id: e.departmentId,
      user_id: e.userId,
      token_id: e.tokenId,
      link: e.link,
      table_name: e.tableName,
      message: e.message,
      user_info: e.userInfo === null ? null : sql`${JSON.stringify(e.userInfo)}::jsonb`,
      payload: e.payload,
      response_preview: e.responsePreview,
      user_agent: e.userAgent,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** How many reports the user sent in the last `seconds` seconds. */
export async function countRecent(db: Db, userId: number, seconds: number): Promise<number> {
  const r = await sql<{ n: number }>`
    select count(*)::int as n from hata_kayitlari
    where user_id = ${userId}::bigint and created_at > now() - make_interval(secs => ${seconds})`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}
