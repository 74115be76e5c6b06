import { useEffect } from 'react';
import { systemCheck } from '../services/auth';

/** Milliseconds between system checks (spec 000 §9). */
export const SYSTEM_CHECK_MS = 60_000;

/** Polls `POST /{token}` every 60 s while `active`; a `fail.token` answer logs out through http.ts. */
export function useSystemCheck(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      // Other failures (offline, server restart) are not a logout; the next check tries again.
      systemCheck().catch(() => undefined);
    }, SYSTEM_CHECK_MS);
    return () => clearInterval(timer);
  }, [active]);
}
