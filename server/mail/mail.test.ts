import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp';
import { loadConfig } from '../config';
import { createApp } from '../app';
import { LocalMailbox, localMails } from './mail.local';
import { MailError } from './mail.message';
import { SmtpMailer } from './mail.smtp';
import { mailerFor } from './mail';

// Mail behind one interface (docs/mail.md): SMTP to a real SMTP server started on loopback (smtp-server), and the
// local mailbox with its page.

describe('mail', () => {
  let t: TestContext;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    t = await createTestContext({ demo: false });
    smtp = await startSmtpServer({ user: 'bildirim@ornek.test', pass: 'gizli parola' });
  });
  afterAll(async () => {
    await smtp?.close();
    await t?.close();
  });

  it('goes through SMTP with a login when SMTP_URL is set: Turkish subject and text arrive intact', async () => {
    const config = loadConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Defter <bildirim@ornek.test>' }).mail;
    const mailer = mailerFor(config, t.database.db);
    expect(mailer.name).toBe('smtp');
    try {
      const receipt = await mailer.send({
        to: 'musteri@ornek.test',
        subject: 'Ödeme hatırlatması: DTC2026000000004 — ₺1.250,00',
        text: 'Sayın İlgili,\nVadesi geçen faturanız için: https://defter.example.com/paylas/abc',
        html: '<p>Sayın İlgili,</p>',
        kind: 'deneme',
      });
      const [mail] = await smtp.waitFor(1);
      expect(mail.from).toBe('bildirim@ornek.test');
      expect(mail.to).toEqual(['musteri@ornek.test']);
      expect(mail.parsed.subject).toBe('Ödeme hatırlatması: DTC2026000000004 — ₺1.250,00');
      expect(mail.parsed.text?.trim()).toBe(
        'Sayın İlgili,\nVadesi geçen faturanız için: https://defter.example.com/paylas/abc',
      );
      expect(mail.parsed.html).toContain('Sayın İlgili');
      expect(mail.parsed.messageId).toBe(receipt.messageId);
      expect(mail.parsed.headers.get('auto-submitted')).toBe('auto-generated');
      // The local mailbox got nothing: SMTP was used.
      expect(await localMails(t.database.db)).toEqual([]);
    } finally {
      await mailer.close();
    }
  });

  it('reports the server refusing a recipient (5xx) as a permanent MailError, a wrong login too', async () => {
    const strict = await startSmtpServer({
      refuse: (to) => (to.startsWith('yok@') ? 'Böyle bir kutu yok' : null),
    });
    const mailer = new SmtpMailer(strict.url, 'Defter <bildirim@ornek.test>');
    const wrong = new SmtpMailer(
      smtp.url.replace('gizli%20parola', 'yanlis'),
      'Defter <bildirim@ornek.test>',
    );
    try {
      const err = await mailer
        .send({ to: 'yok@ornek.test', subject: 'x', text: 'x', kind: 'deneme' })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(MailError);
      expect((err as MailError).permanent).toBe(true);
      expect((err as MailError).message).toMatch(/^E-posta gönderilemedi: .*Böyle bir kutu yok/);
      const denied = await wrong
        .send({ to: 'a@ornek.test', subject: 'x', text: 'x', kind: 'deneme' })
        .catch((e: unknown) => e);
      expect(denied).toBeInstanceOf(MailError);
      expect(strict.received).toHaveLength(0);
    } finally {
      await mailer.close();
      await wrong.close();
      await strict.close();
    }
  });

  it('refuses a recipient that is no address (no header injection) before any server is asked', async () => {
    const mailer = new SmtpMailer(smtp.url, 'Defter <bildirim@ornek.test>');
    const before = smtp.received.length;
    for (const to of ['a@b.test\r\nBcc: c@d.test', 'ad soyad', 'a@b'])
      await expect(mailer.send({ to, subject: 'x', text: 'x', kind: 'deneme' })).rejects.toThrow(
        /Geçersiz e-posta adresi/,
      );
    await mailer.close();
    expect(smtp.received.length).toBe(before);
  });

  it('keeps the mail in the local mailbox by default, and /yerel-posta shows it (links clickable, text escaped)', async () => {
    const mailer = mailerFor(loadConfig({}).mail, t.database.db);
    expect(mailer).toBeInstanceOf(LocalMailbox);
    await mailer.send({
      to: 'kisi@ornek.test',
      subject: 'Hesabınızı doğrulayın <b>',
      text: 'Bağlantı: http://localhost:3000/register/onay/abc123',
      kind: 'kayit',
    });
    await mailer.send({ to: 'baska@ornek.test', subject: 'Başka', text: 'x', kind: 'deneme' });
    const mails = await localMails(t.database.db, { to: 'KISI@ornek.test' });
    expect(mails.map((m) => [m.kime, m.konu, m.tur])).toEqual([
      ['kisi@ornek.test', 'Hesabınızı doğrulayın <b>', 'kayit'],
    ]);
    const res = await t.app.request('/yerel-posta?kime=kisi@ornek.test');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Hesabınızı doğrulayın &lt;b&gt;');
    expect(html).toContain(
      '<a href="http://localhost:3000/register/onay/abc123">http://localhost:3000/register/onay/abc123</a>',
    );
    expect(html).not.toContain('Başka');
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('has no /yerel-posta page when an SMTP server is set', async () => {
    const config = { ...loadConfig({ SMTP_URL: smtp.url }), staticDir: '' };
    const app = createApp({ db: t.database.db, config, sms: t.sms });
    expect((await app.request('/yerel-posta')).status).toBe(404);
  });
});
