import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { AppDeps, AppEnv, Session } from '../app-env';
import { turkishToday } from '../auth/user-info.service';
import { ok } from '../lib/envelope';
import { AppError, Codes } from '../lib/errors';
import { normalDate } from '../tables/list.query';
import { dashboard } from './dashboard';
import { paramError } from './report.params';
import { paramsOf } from './reports.routes';

/**
 * `POST /{token}/dashboard` (or GET) (docs/dashboard.md): the dashboard of the caller's company, as of today in Türkiye or
 * as of `tarih` (`{params: {tarih}}` or `?tarih=`; YYYY-MM-DD, (a day 1900–2199; anything else is `fail.report.params` on `tarih`).
 */
export function dashboardRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.on(['GET', 'POST'], '/dashboard', async (c) => {
    const session = c.get('session') as Session | undefined;
    if (!session) throw new AppError(Codes.failToken, 400);
    const params = c.req.method === 'POST' ? await paramsOf(c) : {};
    const raw = c.req.query('tarih') ?? params.tarih;
    let today = turkishToday(deps.now?.() ?? new Date());
    if (raw !== undefined && raw !== null && raw !== '') {
      const day = typeof raw === 'string' ? normalDate(raw) : null;
      const year = day ? Number(day.slice(0, 4)) : 0;
      if (!day || year < 1900 || year > 2199) throw paramError('tarih', 'Tarih geçerli bir tarih olmalıdır.');
      today = day;
    }
    return ok(c, await dashboard(deps.db as Kysely<any>, session, today));
  });
  return r;
}
