/**
 * The integrator inbox polls (spec 000 §7), through `call` of http.ts:
 *
 *   pollInbox('gelen_efatura')    POST /api/v1/{token}/tables/gelen_efatura/inbox/getInboxes
 *   pollInbox('gelen_eirsaliye')  POST /api/v1/{token}/tables/gelen_eirsaliye/inbox/getInboxes
 */
import { call } from './http';

/** The incoming e-document tables with an integrator inbox. */
export const INBOX_TABLES = ['gelen_efatura', 'gelen_eirsaliye'] as const;

/** Milliseconds between inbox polls (spec 000 §9). */
export const INBOX_POLL_MS = 60_000;

/** Asks the integrator for new incoming documents of one table; answers how many arrived. */
export async function pollInbox(table: (typeof INBOX_TABLES)[number]): Promise<number> {
  const data = await call<{ records?: unknown[]; yeni_kayit_sayisi?: number }>(
    `tables/${table}/inbox/getInboxes`,
  );
  return data.yeni_kayit_sayisi ?? data.records?.length ?? 0;
}
