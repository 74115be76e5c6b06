import { randomUUID } from 'node:crypto';

// The message, the refusal and the checks every mailer shares (docs/mail.md).

/** What kind of mail it is (the local mailbox shows it; tests look mails up by it). */
export type MailKind = 'kayit' | 'davet' | 'hatirlatma' | 'paylasim' | 'deneme';

/** One mail to one address. */
export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text body (always sent: every client can read it). */
  text: string;
  /** An HTML body beside it (optional). */
  html?: string;
  kind: MailKind;
  /** The company the mail is about, if any. */
  departmentId?: number | null;
}

/** What a sent mail answers: its Message-ID. */
export interface MailReceipt {
  messageId: string;
}

/** A refused mail (the server said no, or could not be reached): a Turkish text; `permanent` when retrying is vain. */
export class MailError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'MailError';
  }
}

export interface Mailer {
  readonly name: 'smtp' | 'local';
  send(message: MailMessage): Promise<MailReceipt>;
  /** Closes open connections (SMTP's pool); the local mailbox has none. */
  close(): Promise<void>;
}

/** The domain of a sender address (`Defter <a@b.c>` → `b.c`), for Message-IDs. */
export function senderDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'defter.local';
}

/** A new Message-ID on the sender's domain. */
export function newMessageId(from: string): string {
  return `<${randomUUID()}@${senderDomain(from)}>`;
}

/** A syntactically plain e-mail address (what Defter accepts as a recipient). */
export const EMAIL_PATTERN = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]+$/;

/** Checks a recipient before sending (a header injection or a typo never reaches the server). */
export function checkRecipient(to: string): string {
  const address = to.trim();
  if (address.length > 254 || !EMAIL_PATTERN.test(address))
    throw new MailError(`Geçersiz e-posta adresi: ${address.slice(0, 80)}`, true);
  return address;
}
