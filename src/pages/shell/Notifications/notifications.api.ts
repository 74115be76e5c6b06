/**
 * Notification calls (spec 000 §7): the list through the table service, filtered by start_time (only those
 * whose time has come) and newest first; update by id with state false; the two bulk endpoints.
 *
 *   listNotifications(auths, page, limit)  POST /{token}/tables/bildirimler   {params}
 *   countUnread(auths)                     POST /{token}/tables/bildirimler   {params: state = 1, limit 1}
 *   markRead(id)                           POST /{token}/tables/bildirimler/{id}/update  {state: '0'}
 *   markAllRead()                          POST /{token}/bildirimler/markAsRead
 *   deleteAll()                            POST /{token}/bildirimler/delete
 */
import type { Filter } from '../../../../domain/api/contract';
import type { Auths } from '../../../services/auth';
import { call } from '../../../services/http';
import { listParams, listTable, setIdOf, turkishDateTime, updateRecord } from '../shell-data.api';

/** A notification as the list answers it. */
export interface NotificationRecord {
  id: number;
  title: string;
  description: string | null;
  /** '1' unread, '0' read. */
  state: string | null;
  start_time: string | null;
  bildirim_json: string | null;
}

const TABLE = 'bildirimler';
/** Notifications per fetch (spec 000 §9). */
export const NOTIFICATION_PAGE_SIZE = 20;

const shownBefore = (now: Date): Record<string, Filter> => ({
  start_time: { type: 2, guiType: 'datetime', filter: turkishDateTime(now) },
});

/** One page of the notifications whose time has come, newest first. */
export function listNotifications(
  auths: Auths,
  page: number,
  limit = NOTIFICATION_PAGE_SIZE,
  now = new Date(),
) {
  return listTable<NotificationRecord>(
    TABLE,
    listParams(auths, TABLE, { page, limit, sorts: { start_time: false }, filters: shownBefore(now) }),
  );
}

/** How many shown notifications are unread (the top bar's badge). */
export async function countUnread(auths: Auths, now = new Date()): Promise<number> {
  const data = await listTable(
    TABLE,
    listParams(auths, TABLE, {
      page: 1,
      limit: 1,
      filters: { ...shownBefore(now), state: { type: 1, guiType: 'boolean', filter: '1' } },
    }),
  );
  return data.all_records_count;
}

/** Marks one notification read. */
export const markRead = (auths: Auths, id: number) =>
  updateRecord(TABLE, id, { state: '0' }, setIdOf(auths, TABLE, 'edits'));

/** Marks every shown notification read. */
export const markAllRead = () => call<{ message: string; count: number }>('bildirimler/markAsRead');

/** Deletes every shown notification (the server archives them first). */
export const deleteAll = () => call<{ message: string; count: number }>('bildirimler/delete');

/**
 * The page a notification opens: a marketplace order table in `bildirim_json.table` opens that
 * marketplace's orders (spec 000 §2); anything else opens nothing.
 */
export function targetOf(json: string | null | undefined): string | null {
  if (!json) return null;
  let table: unknown;
  try {
    table = (JSON.parse(json) as { table?: unknown } | null)?.table;
  } catch {
    return null;
  }
  if (typeof table !== 'string') return null;
  if (/trendyol/i.test(table)) return '/trendyol/siparisler';
  if (/hepsiburada/i.test(table)) return '/hepsiburada/siparisler';
  return null;
}
