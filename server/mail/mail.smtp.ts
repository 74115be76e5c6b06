import nodemailer, { type Transporter } from 'nodemailer';
import {
  checkRecipient,
  MailError,
  newMessageId,
  type MailMessage,
  type MailReceipt,
  type Mailer,
} from './mail.message';

/** SMTP reply codes 5xx are the server's final no (RFC 5321 §4.2.1); anything else may pass on a retry. */
function permanentOf(err: unknown): boolean {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Mail through an SMTP server (nodemailer, a pooled transport): SMTP_URL `smtp://user:pass@host:587` (STARTTLS when
 * the server offers it) or `smtps://…:465` (TLS from the start). A refusal is a MailError with the server's reply.
 */
export class SmtpMailer implements Mailer {
  readonly name = 'smtp';
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    const u = new URL(url);
    this.transport = nodemailer.createTransport({
      host: u.hostname,
      port: Number(u.port) || (u.protocol === 'smtps:' ? 465 : 587),
      secure: u.protocol === 'smtps:',
      auth: u.username
        ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) }
        : undefined,
      pool: true,
      maxConnections: 2,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(m: MailMessage): Promise<MailReceipt> {
    const to = checkRecipient(m.to);
    const messageId = newMessageId(this.from);
    try {
      await this.transport.sendMail({
        from: this.from,
        to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        messageId,
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      throw new MailError(`E-posta gönderilemedi: ${reason}`, permanentOf(err));
    }
    return { messageId };
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
