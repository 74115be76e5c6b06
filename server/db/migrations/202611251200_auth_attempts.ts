import type { Kysely } from 'kysely';

/**
 * The login and one-time-code throttle (docs/auth.md): one row per counted attempt under a key (an account at an
 * address, an address, an account, a user's code sends…), kept until `expires_at`. It replaces login_failures,
 * whose per-account lock let anyone lock an owner out.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('auth_attempts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_attempts_key_idx').on('auth_attempts').columns(['key', 'at']).execute();
  await db.schema.createIndex('auth_attempts_expires_idx').on('auth_attempts').column('expires_at').execute();
  await db.schema.dropTable('login_failures').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_user_idx')
    .on('login_failures')
    .columns(['user_id', 'failed_at'])
    .execute();
  await db.schema.dropTable('auth_attempts').execute();
}
