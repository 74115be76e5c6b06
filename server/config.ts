import { loadOpsConfig, type OpsConfig } from './ops/ops.config';

/** Server settings, read once from the environment (README lists them). */
export interface Config {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  production: boolean;
  /** Fixes every one-time code (tests only); refused in production. */
  otpFixedCode?: string;
  tokenTtlHours: number;
  /**
   * Proxies in front of Defter whose X-Forwarded-For entries are believed (TRUST_PROXY); 0 = none: the client's
   * address is the socket's (docs/auth.md, "Client address").
   */
  trustProxy: number;
  corsOrigins: string[];
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  /** Serve the built browser app from this folder (empty: API only). */
  staticDir: string;
  /** Seed demo companies, users and records on a fresh database. */
  seedDemo: boolean;
  /** Outside services (docs/accounts-billing.md): `local` answers from stored data, never the network. */
  services: ServicesConfig;
  /** Logs, metrics, shutdown and processes (docs/operations.md). */
  ops: OpsConfig;
  /** Mail, public links and the clock of the scheduled jobs (docs/mail.md). */
  mail: MailConfig;
}

/** Where mail goes and how outside links are made (docs/mail.md). */
export interface MailConfig {
  /** `smtp://user:pass@host:587` / `smtps://…:465`; empty: the local mailbox (`/yerel-posta`), refused in production. */
  smtpUrl?: string;
  /** The sender of every mail (`Defter <bildirim@ornek.com.tr>`). */
  from: string;
  /** The address customers reach Defter at: links in mails and share links start with it. */
  publicUrl: string;
  /** Signs share links (HMAC-SHA256); a private key is required in production. */
  shareSecret: string;
  /**
   * Tests only (refused in production): a file holding an ISO time that the scheduled jobs take as "now" (read at
   * each round), so a test moves several processes' clock at once.
   */
  clockFile?: string;
}

/** Where exchange rates, weather and card payments come from. */
export interface ServicesConfig {
  /** `tcmb`: the central bank's daily XML at `ratesUrl`; `local`: the stored bulletin. */
  rates: 'local' | 'tcmb';
  ratesUrl: string;
  /** `open-meteo`: the public forecast API; `local`: the stored forecast. */
  weather: 'local' | 'open-meteo';
  weatherUrl: string;
  geocodingUrl: string;
  /** Milliseconds an outside call may take before the stored data answers instead. */
  timeoutMs: number;
  /**
   * `local`: Defter's own card page (/odeme/{token}; the default outside production, refused in production);
   * `paytr`: the real provider (not wired yet).
   */
  payment: 'local' | 'paytr';
  /** Signs the provider's payment notifications (HMAC-SHA256); a private key is required in production. */
  paymentSecret: string;
  /** The merchant id the payment answers carry. */
  merchantId: string;
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], name: string): T {
  const v = (value ?? allowed[0]) as T;
  if (!allowed.includes(v)) throw new Error(`${name} must be one of ${allowed.join(', ')}.`);
  return v;
}

/** The notification key of the local payment page outside production (public: it is in the source). */
export const LOCAL_PAYMENT_SECRET = 'defter-yerel-odeme';
/** The shortest PAYMENT_SECRET accepted in production. */
export const PAYMENT_SECRET_MIN = 32;

/**
 * Payments in production: the provider must be chosen explicitly and may not be the local card page (it accepts
 * test cards and extends subscriptions without money), and the notification key must be a real secret — the
 * local default is public, so anyone could sign a "paid" notification with it.
 */
function checkProductionPayments(env: NodeJS.ProcessEnv): void {
  if (!env.PAYMENT_PROVIDER)
    throw new Error('PAYMENT_PROVIDER must be set when NODE_ENV=production (the real provider, e.g. paytr).');
  if (env.PAYMENT_PROVIDER === 'local')
    throw new Error(
      'PAYMENT_PROVIDER=local (the test card page) is for development and tests only and is refused when NODE_ENV=production.',
    );
  const secret = env.PAYMENT_SECRET ?? '';
  if (!secret || secret === LOCAL_PAYMENT_SECRET || secret.length < PAYMENT_SECRET_MIN)
    throw new Error(
      `PAYMENT_SECRET is required when NODE_ENV=production: a private key of at least ${PAYMENT_SECRET_MIN} characters.`,
    );
}

/** The share links' key outside production (public: it is in the source). */
export const LOCAL_SHARE_SECRET = 'defter-yerel-paylasim';

/**
 * Mail and links in production: a real SMTP server (the local mailbox would show every customer's mail to whoever
 * opens /yerel-posta), the public address customers' links point at, and a private key for the share links — the
 * local default is public, so anyone could make a link to any invoice with it.
 */
function checkProductionMail(env: NodeJS.ProcessEnv): void {
  if (!env.SMTP_URL)
    throw new Error(
      'SMTP_URL is required when NODE_ENV=production (the local mailbox is for development and tests only).',
    );
  if (!env.PUBLIC_URL)
    throw new Error(
      'PUBLIC_URL is required when NODE_ENV=production: the https address customers open links at.',
    );
  const secret = env.SHARE_LINK_SECRET ?? '';
  if (!secret || secret === LOCAL_SHARE_SECRET || secret.length < PAYMENT_SECRET_MIN)
    throw new Error(
      `SHARE_LINK_SECRET is required when NODE_ENV=production: a private key of at least ${PAYMENT_SECRET_MIN} characters.`,
    );
  if (env.JOBS_CLOCK_FILE)
    throw new Error('JOBS_CLOCK_FILE is for tests only and is refused when NODE_ENV=production.');
}

function urlOf(value: string, name: string): string {
  try {
    const u = new URL(value);
    if (!/^https?:$/.test(u.protocol)) throw new Error();
    return u.origin + u.pathname.replace(/\/+$/, '');
  } catch {
    throw new Error(`${name} must be an http(s) address, e.g. https://defter.ornek.com.tr.`);
  }
}

function smtpUrlOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    throw new Error(
      'SMTP_URL must be an smtp:// or smtps:// address, e.g. smtps://kullanici:parola@smtp.ornek.com:465.',
    );
  }
  if (u.protocol !== 'smtp:' && u.protocol !== 'smtps:')
    throw new Error(
      'SMTP_URL must be an smtp:// or smtps:// address, e.g. smtps://kullanici:parola@smtp.ornek.com:465.',
    );
  return value;
}

/**
 * TRUST_PROXY: how many proxies (load balancers) stand between the clients and Defter. Unset, empty or `0`: none,
 * X-Forwarded-For is ignored. `true`/`*` (believe every entry) is refused: the leftmost entries are whatever the
 * client wrote, so the login throttle would key on an address the attacker picks.
 */
function trustProxyOf(value: string | undefined): number {
  const v = (value ?? '').trim();
  if (v === '' || v === '0' || v.toLowerCase() === 'false') return 0;
  if (/^[1-9]\d?$/.test(v)) return Number(v);
  throw new Error(
    'TRUST_PROXY must be the number of proxies in front of Defter (1 for one load balancer), or 0 for none.',
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const otpFixedCode = env.OTP_FIXED_CODE || undefined;
  if (otpFixedCode && production) {
    throw new Error('OTP_FIXED_CODE is for tests only and is refused when NODE_ENV=production.');
  }
  if (otpFixedCode && !/^\d{6}$/.test(otpFixedCode)) {
    throw new Error('OTP_FIXED_CODE must be 6 digits.');
  }
  if (production) {
    checkProductionPayments(env);
    checkProductionMail(env);
  }
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || undefined,
    production,
    otpFixedCode,
    tokenTtlHours: Number(env.TOKEN_TTL_HOURS ?? 12),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    bodyLimit: Number(env.BODY_LIMIT ?? 30 * 1024 * 1024),
    staticDir: env.STATIC_DIR ?? 'dist',
    seedDemo: env.SEED_DEMO !== '0',
    services: {
      rates: oneOf(env.RATES_SOURCE, ['local', 'tcmb'] as const, 'RATES_SOURCE'),
      ratesUrl: env.TCMB_URL ?? 'https://www.tcmb.gov.tr/kurlar/today.xml',
      weather: oneOf(env.WEATHER_SOURCE, ['local', 'open-meteo'] as const, 'WEATHER_SOURCE'),
      weatherUrl: env.WEATHER_URL ?? 'https://api.open-meteo.com/v1/forecast',
      geocodingUrl: env.GEOCODING_URL ?? 'https://geocoding-api.open-meteo.com/v1/search',
      timeoutMs: Number(env.SERVICES_TIMEOUT_MS ?? 4000),
      payment: oneOf(env.PAYMENT_PROVIDER, ['local', 'paytr'] as const, 'PAYMENT_PROVIDER'),
      paymentSecret: env.PAYMENT_SECRET || LOCAL_PAYMENT_SECRET,
      merchantId: env.PAYMENT_MERCHANT_ID || 'DEFTER-YEREL',
    },
    ops: loadOpsConfig(env),
    mail: {
      smtpUrl: smtpUrlOf(env.SMTP_URL),
      from: env.MAIL_FROM || 'Defter <bildirim@defter.local>',
      publicUrl: urlOf(env.PUBLIC_URL || `http://localhost:${port}`, 'PUBLIC_URL'),
      shareSecret: env.SHARE_LINK_SECRET || LOCAL_SHARE_SECRET,
      clockFile: env.JOBS_CLOCK_FILE || undefined,
    },
  };
}
