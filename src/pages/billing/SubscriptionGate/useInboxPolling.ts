import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { INBOX_POLL_MS, INBOX_TABLES, pollInbox } from '../../../services/inbox';
import { authsAtom } from '../../../state/session';

/**
 * Polls the integrator inbox of the incoming e-document tables the session may list, every 60 s while
 * `active` (spec 000 §9). Failures are left to the next poll; `fail.token` logs out through http.ts.
 */
export function useInboxPolling(active: boolean) {
  const auths = useAtomValue(authsAtom);
  const tables = INBOX_TABLES.filter((t) => (auths.tables[t]?.lists?.length ?? 0) > 0);
  const key = tables.join(',');
  useEffect(() => {
    if (!active || !key) return;
    const timer = setInterval(() => {
      for (const table of key.split(',') as (typeof INBOX_TABLES)[number][])
        pollInbox(table).catch(() => undefined);
    }, INBOX_POLL_MS);
    return () => clearInterval(timer);
  }, [active, key]);
}
