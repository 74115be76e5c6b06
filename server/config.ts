/** Server settings, read once from the environment (README lists them). */
export interface Config {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  production: boolean;
  /** Fixes every one-time code (tests only); refused in production. */
  otpFixedCode?: string;
  tokenTtlHours: number;
  corsOrigins: string[];
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  /** Serve the built browser app from this folder (empty: API only). */
  staticDir: string;
  /** Seed demo companies, users and records on a fresh database. */
  seedDemo: boolean;
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
  return {
    port: Number(env.PORT ?? 3000),
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || undefined,
    production,
    otpFixedCode,
    tokenTtlHours: Number(env.TOKEN_TTL_HOURS ?? 12),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    bodyLimit: Number(env.BODY_LIMIT ?? 30 * 1024 * 1024),
    staticDir: env.STATIC_DIR ?? 'dist',
    seedDemo: env.SEED_DEMO !== '0',
  };
}
