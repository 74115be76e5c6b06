import type { Config } from './config';
import type { Db } from './db/database';
import type { SmsSender } from './auth/sms';
import type { FileStore } from './files/file.store';
import type { Logger } from './ops/log';
import type { Metrics } from './ops/metrics';
import type { Readiness } from './ops/readiness';
import type { Integrator } from './edocs/integrator/integrator';
import type { Mailer } from './mail/mail.message';

/** Permissions as the contract pins them: per table, column-set ids per verb; admin wizard entries. */
export interface Auths {
  tables: Record<string, Partial<Record<AuthVerb, string[]>>>;
  admin?: { authWizard?: string[][]; userImitation?: string[][] };
}
export type AuthVerb =
  'lists' | 'queries' | 'shows' | 'edits' | 'creates' | 'delete' | 'deleteds' | 'restore';

/** The caller, resolved from the token in the path by the session middleware. */
export interface Session {
  tokenId: number;
  userId: number;
  /** The company every read and write is scoped to. */
  departmentId: number;
  /** Package of the company (musteri_paketi_id): limits tables and routes. */
  packageId: number;
  auths: Auths;
  isAdmin: boolean;
  /** The admin acting as this user (an impersonation token), or null. */
  imitatorUserId?: number | null;
  /**
   * The company's subscription has ended (its last day is before today, Turkish time): its data reads, its
   * writes are refused until it pays (docs/accounts-billing.md).
   */
  subscriptionEnded?: boolean;
}

/** What the route modules receive. */
export interface AppDeps {
  db: Db;
  config: Config;
  sms: SmsSender;
  /** Clock, replaceable in tests (one-time code expiry, token expiry). */
  now?: () => Date;
  /** Where the bytes of files columns live; the database (`databaseFileStore`) when absent. */
  files?: FileStore;
  /** Where request lines go (server/ops/log.ts); none: nothing is logged. */
  logger?: Logger;
  /** Request counts and latencies for /metrics; none: not counted. */
  metrics?: Metrics;
  /** The process's start / ready / stop state; none: always ready (tests). */
  readiness?: Readiness;
  /** The e-document integrator (docs/e-documents.md, "Integrator"); none: the local one on `db`. */
  integrator?: Integrator;
  /** Where mail goes (docs/mail.md); none: the one of the configuration (`mailerOf`). */
  mailer?: Mailer;
}

export type AppEnv = { Variables: { session: Session } };
