import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { readBody } from '../lib/body.read';
import { ok } from '../lib/envelope';
import { logError } from './error-log.service';
import { notificationRoutes } from './notifications.routes';
import { updateProfile, updateSettings } from './profile.service';

/**
 * The shell's own calls under /{token} (docs/shell-data.md): bildirimler/markAsRead, bildirimler/delete,
 * profile/update, profile/settings and logError. Everything else of the shell goes through the table service.
 */
export function shellRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.route('/bildirimler', notificationRoutes(deps));
  r.post('/profile/update', async (c) =>
    ok(c, await updateProfile(deps, c.get('session'), await readBody(c, { lenient: true }))),
  );
  r.post('/profile/settings', async (c) =>
    ok(c, await updateSettings(deps, c.get('session'), await readBody(c, { lenient: true }))),
  );
  r.post('/logError', async (c) => {
    const body = await readBody(c, { lenient: true });
    const token = c.req.param('token') ?? '';
    return ok(c, await logError(deps, c.get('session'), token, body, c.req.header('user-agent')));
  });
  return r;
}
