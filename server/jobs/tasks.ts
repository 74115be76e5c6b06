import type { Config } from '../config';
import { runRecurring } from '../recurring/recurring.service';
import type { ScheduledTask } from './scheduler';

/** The scheduled tasks every process runs (docs/mail.md, "Scheduled jobs"). */
export function scheduledTasks(_config: Config): ScheduledTask[] {
  return [
    {
      name: 'recurring',
      run: (ctx) =>
        runRecurring({ db: ctx.db, now: ctx.now, integrator: ctx.integrator, logger: ctx.logger }),
    },
  ];
}
