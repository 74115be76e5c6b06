import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on loopback for the mail tests (docs/mail.md): smtp-server speaks the protocol, mailparser reads
// what arrived. It may ask for a login and refuse recipients, as a real one does.

export interface ReceivedMail {
  from: string;
  to: string[];
  parsed: ParsedMail;
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  /** `smtp://[user:pass@]127.0.0.1:port`. */
  url: string;
  received: ReceivedMail[];
  /** Waits (up to `ms`) until `count` mails have arrived. */
  waitFor(count: number, ms?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpServer(
  opts: { user?: string; pass?: string; refuse?: (to: string) => string | null } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to make; the login is still checked.
    disabledCommands: opts.user ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    authOptional: !opts.user,
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === opts.user && auth.password === opts.pass) cb(null, { user: auth.username });
      else cb(new Error('535 5.7.8 Kimlik doğrulanamadı'));
    },
    onRcptTo(address, _session, cb) {
      const no = opts.refuse?.(address.address);
      if (no) {
        const err = new Error(no) as Error & { responseCode: number };
        err.responseCode = 550;
        return cb(err);
      }
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          parsed: await simpleParser(raw),
          raw,
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as { port: number }).port;
  const auth = opts.user ? `${encodeURIComponent(opts.user)}:${encodeURIComponent(opts.pass ?? '')}@` : '';
  return {
    port,
    url: `smtp://${auth}127.0.0.1:${port}`,
    received,
    async waitFor(count, ms = 10_000) {
      const until = Date.now() + ms;
      while (received.length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
