import { describe, expect, it } from 'vitest';
import { LOCAL_PAYMENT_SECRET, loadConfig } from './config';

// Settings that must never reach production: the local card page (test cards extend subscriptions for free)
// and the public notification key (anyone could sign a "paid" notification with it).

const SECRET = 'b3f1c1de0d0f4d5e9a431f0e2f6c7a11-gizli';
const production = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: 'production', ...env });

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
