import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { ok } from '../lib/envelope';
import { deleteAll, markAllRead } from './notifications.repository';

/**
 * POST /{token}/bildirimler/markAsRead and /{token}/bildirimler/delete (spec 000 §7): every notification
 * the caller can see, in the session's company, becomes read or is deleted (archived first).
 */
export function notificationRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const ownerOf = (s: AppEnv['Variables']['session']) => ({ departmentId: s.departmentId, userId: s.userId });
  r.post('/markAsRead', async (c) => {
    const count = await markAllRead(deps.db, ownerOf(c.get('session')));
    return ok(c, { message: 'success', count });
  });
  r.post('/delete', async (c) => {
    const count = await deleteAll(deps.db, ownerOf(c.get('session')));
    return ok(c, { message: 'success', count });
  });
  return r;
}
