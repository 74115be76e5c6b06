import { sql } from 'kysely';
import type { Db } from '../db/database';

/** A user an admin may act as: active, with an active, non-admin authority record in the admin's company. */
export interface ImitableUser {
  id: number;
  email: string;
  name_basic: string | null;
  surname: string | null;
  yetki_ver_id: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/**
 * The users an admin of `departmentId` may impersonate (never the admin, never another admin of the
 * company), optionally matched by e-mail or name (Turkish case-insensitive), at most `limit`.
 */
export async function imitableUsers(
  db: Db,
  q: { departmentId: number; adminUserId: number; search: string; limit: number; userId?: number },
): Promise<ImitableUser[]> {
  const pattern = `%${escapeLike(q.search)}%`;
  const r = await sql<ImitableUser>`
    select u.id, u.email, u.name_basic, u.surname, y.id as yetki_ver_id
    from yetki_ver y
    join users u on u.id = y.target_user_id
    join departments d on d.id = y.department_id
    where y.department_id = ${q.departmentId}::bigint
      and y.state = true and u.state = true and d.state = true
      and y.is_admin = false
      and u.id <> ${q.adminUserId}::bigint
      ${q.userId === undefined ? sql`` : sql`and u.id = ${q.userId}::bigint`}
      ${
        q.search
          ? sql`and (tr_lower(u.email) like tr_lower(${pattern})
                 or tr_lower(coalesce(u.name_basic, '') || ' ' || coalesce(u.surname, '')) like tr_lower(${pattern}))`
          : sql``
      }
    order by tr_sort_key(coalesce(u.name_basic, '') || ' ' || coalesce(u.surname, '')) collate "C", u.id
    limit ${q.limit}`.execute(db);
  return r.rows.map((row) => ({ ...row, id: Number(row.id), yetki_ver_id: Number(row.yetki_ver_id) }));
}

/** Whether the user is an active admin of the company (impersonating a peer admin is refused). */
export async function isCompanyAdmin(db: Db, userId: number, departmentId: number): Promise<boolean> {
  const r = await sql<{ n: number }>`
    select count(*)::int as n from yetki_ver
    where target_user_id = ${userId}::bigint and department_id = ${departmentId}::bigint
      and state = true and is_admin = true`.execute(db);
  return Number(r.rows[0]?.n ?? 0) > 0;
}
