import type { AppDeps } from '../app-env';
import type { MailConfig } from '../config';
import type { Db } from '../db/database';
import { LocalMailbox } from './mail.local';
import type { Mailer } from './mail.message';
import { SmtpMailer } from './mail.smtp';

// Mail behind one interface (docs/mail.md): SMTP through nodemailer when SMTP_URL is set, else the local mailbox —
// a table shown at /yerel-posta — that keeps what would have been sent. Callers never know which.

export * from './mail.message';

/** The mailer of the configuration: SMTP when SMTP_URL is set, else the local mailbox on `db`. */
export function mailerFor(config: MailConfig, db: Db): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.from) : new LocalMailbox(db, config.from);
}

const made = new WeakMap<AppDeps, Mailer>();
/** The mailer of an app: `deps.mailer`, else one made from the configuration (once per app). */
export function mailerOf(deps: AppDeps): Mailer {
  if (deps.mailer) return deps.mailer;
  let m = made.get(deps);
  if (!m) made.set(deps, (m = mailerFor(deps.config.mail, deps.db)));
  return m;
}
