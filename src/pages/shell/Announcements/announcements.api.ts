/**
 * Announcements (spec 000 §7: "announcements: filter by type"): Defter's global `duyurular` table, type 5
 * shown on the home page.
 *
 *   listAlerts(auths)   POST /{token}/tables/duyurular   {params: filters {duyuru_tipleri_id: {type 1, filter: ['5']}}}
 */
import type { Auths } from '../../../services/auth';
import { listParams, listTable } from '../shell-data.api';

/** The announcement type the home page shows as an alert (spec 000 §2). */
export const ALERT_TYPE = '5';
/** Milliseconds between announcement polls (spec 000 §9). */
export const ANNOUNCEMENT_POLL_MS = 60_000;

/** An announcement. */
export interface Announcement {
  id: number;
  title: string;
  announcement: string;
}

/** The type-5 announcements, newest first. */
export async function listAlerts(auths: Auths): Promise<Announcement[]> {
  const data = await listTable<Announcement>(
    'duyurular',
    listParams(auths, 'duyurular', {
      page: 1,
      limit: 5,
      sorts: { id: false },
      filters: { duyuru_tipleri_id: { type: 1, guiType: 'select:static', filter: [ALERT_TYPE] } },
    }),
  );
  return data.records;
}
