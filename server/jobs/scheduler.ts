import { readFile } from 'node:fs/promises';
import type { Db } from '../db/database';
import type { Integrator } from '../edocs/integrator';
import type { Mailer } from '../mail/mail';
import type { Logger } from '../ops/log';

// The scheduled jobs of a process (docs/mail.md, "Scheduled jobs"): recurring invoices and payment reminders. Every
// process runs one scheduler; what makes a job happen exactly once is in the database (a row lock taken `for update
// skip locked` and a unique row per period or reminder step, written in the job's own transaction), never here, so
// any number of processes may run it, and a restart or a crash loses or repeats nothing.

/** One kind of scheduled work: a round at `now`, returning how much it did. */
export interface ScheduledTask {
  name: string;
  run(ctx: TaskContext): Promise<number>;
}

export interface TaskContext {
  db: Db;
  now: Date;
  logger?: Logger;
  integrator?: Integrator;
  mailer?: Mailer;
}

export interface SchedulerOptions {
  db: Db;
  tasks: ScheduledTask[];
  /** The clock (default: the real one; JOBS_CLOCK_FILE in tests, see `fileClock`); null skips the round. */
  now?: () => Date | null | Promise<Date | null>;
  /** How often a round runs (default 60 s). */
  pollMs?: number;
  logger?: Logger;
  integrator?: Integrator;
  mailer?: Mailer;
}

/**
 * A clock read from a file holding an ISO time at each round (tests move several processes' clock at once). A file
 * missing, empty or unreadable (caught mid-write) skips the round: never the real date in its place.
 */
export function fileClock(path: string): () => Promise<Date | null> {
  return async () => {
    const text = (await readFile(path, 'utf8').catch(() => '')).trim();
    const t = new Date(text);
    return text && !isNaN(t.getTime()) ? t : null;
  };
}

export class Scheduler {
  private running = false;
  private loop: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private wake: (() => void) | null = null;

  constructor(private readonly o: SchedulerOptions) {}

  /** One round: every task once, in order; a task's failure is logged and does not stop the others. */
  async tick(): Promise<Record<string, number>> {
    const now = this.o.now ? await this.o.now() : new Date();
    const out: Record<string, number> = {};
    if (!now) return out;
    for (const task of this.o.tasks) {
      try {
        out[task.name] = await task.run({
          db: this.o.db,
          now,
          logger: this.o.logger,
          integrator: this.o.integrator,
          mailer: this.o.mailer,
        });
      } catch (err) {
        out[task.name] = 0;
        this.o.logger?.error({ err, task: task.name }, 'scheduler: task failed');
      }
    }
    return out;
  }

  /** Runs rounds every `pollMs` until `stop`. */
  start(): this {
    if (this.running) return this;
    this.running = true;
    this.loop = (async () => {
      while (this.running) {
        await this.tick();
        if (!this.running) break;
        await new Promise<void>((resolve) => {
          this.wake = resolve;
          this.timer = setTimeout(resolve, this.o.pollMs ?? 60_000);
        });
        this.wake = null;
      }
    })();
    return this;
  }

  /** Stops after the round in progress (call before the database closes). */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.wake?.();
    await this.loop;
  }
}
