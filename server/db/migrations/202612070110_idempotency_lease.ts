import { sql, type Kysely } from 'kysely';

/**
 * Issue 22 item 5: an idempotency claim carries a lease — the process that runs it (`owner`: host, pid and the
 * process's own nonce) and until when it holds it (`lease_until`, renewed while the request runs). A pending claim
 * whose lease ran out, or whose owner is a process of this host that no longer lives, is taken over by the next
 * repeat instead of answering "still running" until the key's 24 hours are over. Claims made before this
 * migration have neither: their lease is taken as `created_at` + the lease time (server/ops/idempotency.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table idempotency_keys add column if not exists owner text,
    add column if not exists lease_until timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table idempotency_keys drop column if exists owner, drop column if exists lease_until`.execute(
    db,
  );
}
