import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { readBody } from '../lib/body.read';
import { ok } from '../lib/envelope';
import { listReminders, reminderSettings, saveReminderSettings } from './reminders.service';

/**
 * Payment reminders under /{token} (docs/mail.md, "Reminders"):
 *   POST reminders/settings       → {acik, adimlar, link_gun, banka_karti_id}
 *   POST reminders/settings/save  {acik, adimlar, link_gun, banka_karti_id} (admins)
 *   POST reminders/list           → the last 100 reminders
 */
export function reminderRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.post('/reminders/settings', async (c) => ok(c, await reminderSettings(deps, c.get('session'))));
  r.post('/reminders/settings/save', async (c) =>
    ok(c, await saveReminderSettings(deps, c.get('session'), await readBody(c, { lenient: true }))),
  );
  r.post('/reminders/list', async (c) => ok(c, { records: await listReminders(deps, c.get('session')) }));
  return r;
}
