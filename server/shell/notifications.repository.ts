import { sql } from 'kysely';
import type { Db } from '../db/database';

// SQL of the notification endpoints. Every statement is scoped to one user of one company, and copies what
// it changes or removes into the archive in the same statement, so nothing is lost.

/** The owner of a set of notifications: one user in one company. */
export interface Owner {
  departmentId: number;
  userId: number;
}

/** The notifications the user can see: theirs, in this company, whose time has come. */
const shown = (o: Owner) =>
  sql`t.department_id = ${o.departmentId}::bigint and t.user_id = ${o.userId}::bigint and t.start_time <= now()`;

/** Marks every shown unread notification read (archiving the unread versions); returns how many. */
export async function markAllRead(db: Db, o: Owner): Promise<number> {
  const r = await sql<{ n: number }>`
    with target as (
      select t.* from bildirimler t where ${shown(o)} and t.state for update
    ), archived as (
      insert into archive (table_name, record_id, department_id, action, data, user_id)
      select 'bildirimler', target.id, target.department_id, 'update', to_jsonb(target), ${o.userId}::bigint
      from target
    ), changed as (
      update bildirimler b set state = false, updated_at = now() from target where b.id = target.id
      returning b.id
    )
    select count(*)::int as n from changed`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/** Deletes every shown notification after copying it into the archive; returns how many. */
export async function deleteAll(db: Db, o: Owner): Promise<number> {
  const r = await sql<{ n: number }>`
    with gone as (
      delete from bildirimler t where ${shown(o)} returning t.*
    ), archived as (
      insert into archive (table_name, record_id, department_id, action, data, user_id)
      select 'bildirimler', gone.id, gone.department_id, 'delete', to_jsonb(gone), ${o.userId}::bigint
      from gone
      returning 1
    )
    select count(*)::int as n from archived`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/** A new notification for a user (what the server's features call to tell a user something). */
export interface NewNotification extends Owner {
  title: string;
  description?: string | null;
  /** When it shows; now when absent. */
  startTime?: Date;
  /** Stored as JSON text in `bildirim_json`; `table` names the page it opens (spec 000 §3). */
  data?: { table?: string; [key: string]: unknown } | null;
  /** Unread (the default) or already read. */
  unread?: boolean;
}

/** Inserts a notification; returns its id. */
export async function createNotification(db: Db, n: NewNotification): Promise<number> {
  const start = n.startTime ? sql`${n.startTime.toISOString()}::timestamptz` : sql`now()`;
  const r = await sql<{ id: number }>`
    with next as (select nextval(pg_get_serial_sequence('bildirimler', 'id')) as id)
    insert into bildirimler (id, own_id, user_id, department_id, state, title, description, start_time, bildirim_json)
    select next.id, next.id, ${n.userId}::bigint, ${n.departmentId}::bigint, ${n.unread ?? true}, ${n.title},
           ${n.description ?? null}, ${start}, ${n.data ? JSON.stringify(n.data) : null}
    from next
    returning id`.execute(db);
  return Number(r.rows[0].id);
}
