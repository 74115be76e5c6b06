import type { Kysely } from 'kysely';

/**
 * Idempotency keys (docs/operations.md, "Retried requests"): a write sent with an `Idempotency-Key` header is done
 * once per user and key; a repeat, on any process, gets the first answer back. In the database, so that every
 * process of a cluster sees the same keys.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('department_id', 'bigint', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    // sha256 of the method, the path and the body: the same key with another request is refused.
    .addColumn('request_hash', 'text', (c) => c.notNull())
    // 'pending' while the first request runs, 'done' with its answer once it has one.
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('content_type', 'text')
    .addColumn('body', 'bytea')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['user_id', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created_idx')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
