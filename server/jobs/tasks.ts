import type { Config } from '../config';
import { mailerFor } from '../mail/mail';
import { runRecurring } from '../recurring/recurring.service';
import { runReminders } from '../reminders/reminders.service';
import type { ScheduledTask } from './scheduler';

/** The scheduled tasks every process runs (docs/mail.md, "Scheduled jobs"). */
export function scheduledTasks(config: Config): ScheduledTask[] {
  return [
    {
      name: 'recurring',
      run: (ctx) =>
        runRecurring({ db: ctx.db, now: ctx.now, integrator: ctx.integrator, logger: ctx.logger }),
    },
    {
      name: 'reminders',
      run: (ctx) =>
        runReminders({
          db: ctx.db,
          now: ctx.now,
          mailer: ctx.mailer ?? mailerFor(config.mail, ctx.db),
          config,
          logger: ctx.logger,
        }),
    },
  ];
}
