import type { Db } from '../db/database';
import {
  checkRecipient,
  newMessageId,
  type MailMessage,
  type MailReceipt,
  type Mailer,
} from './mail.message';

/**
 * The local mailbox: "sends" by keeping the mail in `yerel_posta`, which /yerel-posta shows (docs/mail.md). It
 * behaves like an SMTP server that accepts everything: the same recipient check, a Message-ID, one row per mail.
 */
export class LocalMailbox implements Mailer {
  readonly name = 'local';
  constructor(
    private readonly db: Db,
    private readonly from: string,
  ) {}

  async send(m: MailMessage): Promise<MailReceipt> {
    const to = checkRecipient(m.to);
    const messageId = newMessageId(this.from);
    await this.db
      .insertInto('yerel_posta')
      .values({
        department_id: m.departmentId ?? null,
        kimden: this.from,
        kime: to,
        konu: m.subject,
        metin: m.text,
        html: m.html ?? null,
        tur: m.kind,
        message_id: messageId,
      })
      .execute();
    return { messageId };
  }

  async close(): Promise<void> {}
}

/** A mail of the local mailbox as the page lists it. */
export interface LocalMail {
  id: number;
  kimden: string;
  kime: string;
  konu: string;
  metin: string;
  html: string | null;
  tur: string;
  message_id: string;
  created_at: Date;
}

/** The newest mails of the local mailbox (at most `limit`), optionally to one address. */
export async function localMails(db: Db, opts: { to?: string; limit?: number } = {}): Promise<LocalMail[]> {
  let q = db
    .selectFrom('yerel_posta')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(opts.limit ?? 50);
  if (opts.to) q = q.where((eb) => eb(eb.fn('lower', ['kime']), '=', opts.to!.trim().toLowerCase()));
  return (await q.execute()) as LocalMail[];
}
