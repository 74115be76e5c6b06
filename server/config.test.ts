import { describe, expect, it } from 'vitest';
import { LOCAL_PAYMENT_SECRET, LOCAL_SHARE_SECRET, loadConfig } from './config';

// Settings that must never reach production: the local card page (test cards extend subscriptions for free)
// and the public notification key (anyone could sign a "paid" notification with it).

const SECRET = 'b3f1c1de0d0f4d5e9a431f0e2f6c7a11-gizli';
/** A production mail setting that passes (docs/mail.md), so that each test names only what it is about. */
const MAIL = {
  SMTP_URL: 'smtps://bildirim:parola@posta.example.com:465',
  PUBLIC_URL: 'https://defter.example.com',
  SHARE_LINK_SECRET: '5e1d0a7c9b2f4e8a8c3d6f1b0a9e7c2d-paylasim',
};
const production = (env: Record<string, string>) => () =>
  loadConfig({ NODE_ENV: 'production', ...MAIL, ...env });

describe('payment settings', () => {
  it('default to the local card page with the built-in key outside production', () => {
    const c = loadConfig({});
    expect(c.services.payment).toBe('local');
    expect(c.services.paymentSecret).toBe(LOCAL_PAYMENT_SECRET);
    expect(loadConfig({ NODE_ENV: 'test', PAYMENT_PROVIDER: 'local' }).services.payment).toBe('local');
  });

  it('refuse to start in production without an explicit provider, or with the local card page', () => {
    expect(production({ PAYMENT_SECRET: SECRET })).toThrow(/PAYMENT_PROVIDER must be set/);
    expect(production({ PAYMENT_PROVIDER: 'local', PAYMENT_SECRET: SECRET })).toThrow(
      /PAYMENT_PROVIDER=local .* refused when NODE_ENV=production/,
    );
  });

  it('require a private PAYMENT_SECRET in production: not missing, not the public default, not short', () => {
    for (const secret of [undefined, LOCAL_PAYMENT_SECRET, 'kisa-anahtar']) {
      const env: Record<string, string> = { PAYMENT_PROVIDER: 'paytr' };
      if (secret !== undefined) env.PAYMENT_SECRET = secret;
      expect(production(env), String(secret)).toThrow(/PAYMENT_SECRET is required/);
    }
  });

  it('start in production with the real provider and a private key', () => {
    const c = production({ PAYMENT_PROVIDER: 'paytr', PAYMENT_SECRET: SECRET })();
    expect(c.production).toBe(true);
    expect(c.services).toMatchObject({ payment: 'paytr', paymentSecret: SECRET });
  });

  it('refuse an unknown provider anywhere', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'kredi' })).toThrow(
      /PAYMENT_PROVIDER must be one of local, paytr/,
    );
  });
});

describe('mail and link settings (docs/mail.md)', () => {
  const PAY = { PAYMENT_PROVIDER: 'paytr', PAYMENT_SECRET: SECRET };

  it('default to the local mailbox, localhost links and the built-in share key outside production', () => {
    const c = loadConfig({ PORT: '4100' });
    expect(c.mail).toMatchObject({
      smtpUrl: undefined,
      publicUrl: 'http://localhost:4100',
      shareSecret: LOCAL_SHARE_SECRET,
      from: 'Defter <bildirim@defter.local>',
    });
  });

  it('refuse the local mailbox, a missing public address and a public or short share key in production', () => {
    expect(production({ ...PAY, SMTP_URL: '' })).toThrow(/SMTP_URL is required/);
    expect(production({ ...PAY, PUBLIC_URL: '' })).toThrow(/PUBLIC_URL is required/);
    for (const secret of ['', LOCAL_SHARE_SECRET, 'kisa'])
      expect(production({ ...PAY, SHARE_LINK_SECRET: secret }), secret).toThrow(
        /SHARE_LINK_SECRET is required/,
      );
    expect(production({ ...PAY, JOBS_CLOCK_FILE: '/tmp/saat' })).toThrow(/JOBS_CLOCK_FILE is for tests only/);
    expect(production(PAY)().mail).toMatchObject({
      publicUrl: 'https://defter.example.com',
      smtpUrl: MAIL.SMTP_URL,
    });
  });

  it('refuse an SMTP_URL or PUBLIC_URL that is not one anywhere', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://posta.example.com' })).toThrow(/SMTP_URL must be/);
    expect(() => loadConfig({ PUBLIC_URL: 'defter.example.com' })).toThrow(/PUBLIC_URL must be/);
    expect(loadConfig({ PUBLIC_URL: 'https://defter.example.com/' }).mail.publicUrl).toBe(
      'https://defter.example.com',
    );
  });
});
