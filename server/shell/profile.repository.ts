import { sql } from 'kysely';
import { users } from '../catalog/users.table';
import type { Db } from '../db/database';
import { keepTokenThroughPasswordChange } from '../auth/token.repository';
import { archiveStoredRow, updateRow } from '../tables/table.repository';

/** What the profile endpoints read of the caller's own user row. */
export interface OwnUserRow {
  id: number;
  department_id: number;
  password: string | null;
  kullanici_ayarlari: unknown;
}

/** The caller's user row (always the session's user, whatever the request says). */
export async function findOwnUser(db: Db, userId: number): Promise<OwnUserRow | undefined> {
  const r = await sql<OwnUserRow>`
    select id, department_id, password, kullanici_ayarlari from users where id = ${userId}::bigint`.execute(
    db,
  );
  return r.rows[0];
}

/**
 * Writes `values` into the user's own row, after copying the old row into the archive, in one transaction
 * (the row is scoped by its own company, which may differ from the session's after a user switch). A new
 * password ends the user's other sessions in the same transaction; `keepTokenId`, the caller's, stays.
 */
export async function updateOwnUser(
  db: Db,
  user: OwnUserRow,
  values: Record<string, unknown>,
  keepTokenId?: number,
): Promise<void> {
  const meta = { departmentId: Number(user.department_id), userId: Number(user.id) };
  await db.transaction().execute(async (trx) => {
    if (keepTokenId !== undefined) await keepTokenThroughPasswordChange(trx, keepTokenId);
    await archiveStoredRow(trx, { table: users, id: meta.userId, action: 'update', ...meta });
    await updateRow(trx, users, meta.userId, values, meta);
  });
}
