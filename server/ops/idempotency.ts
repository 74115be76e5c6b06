/**
 * Idempotency keys (docs/operations.md, "Retried requests"). A client that may send a write twice — a timeout, a
 * lost answer, a double click, a retry on another process behind the load balancer — sends it with a header
 * `Idempotency-Key: <its own key>`; the write is then done once per user and key, and every repeat gets the first
 * answer back (with `Idempotent-Replayed: true`). The keys are rows of `idempotency_keys`, so every process sees them.
 *
 * - The first request inserts the key as pending (`on conflict do nothing`: of two at once, one wins), runs, and
 *   stores its answer. An answer of 5xx (nothing was saved: the write's transaction rolled back), 409 or 429 (try
 *   again later) frees the key instead, so that a retry does the work.
 * - A repeat while the first still runs: 409 `fail.idempotency.pending`, `Retry-After: 1`.
 * - The same key with another request (method, path without the token, body): 422 `fail.idempotency.reused`.
 * - A claim carries a lease (issue 22 item 5): its owner (host, pid, the process's nonce) and `lease_until`, renewed
 *   while the request runs. A pending claim whose lease ran out, or whose owner is a process of this host that no
 *   longer lives, is taken over by the next repeat, which does the work (the dead attempt's transaction rolled back
 *   with it) — never reported as running for the rest of the day.
 * - A key lives 24 hours.
 * Without the header nothing changes. Keys are per user and company: another user's key of the same text is theirs.
 */
import { createHash, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Context, MiddlewareHandler } from 'hono';
import { sql } from 'kysely';
import type { AppDeps, AppEnv } from '../app-env';
import { nowOf } from '../auth/auth.clock';
import { fail } from '../lib/envelope';
import { Codes } from '../lib/errors';

/** How long a key is remembered. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;
/** The longest answer kept for a repeat; a bigger one frees its key (a repeat runs again). */
const MAX_STORED_BYTES = 5 * 1024 * 1024;
const KEY = /^[\x21-\x7e]{1,200}$/;
/** Answers a repeat must not get back: the first attempt did nothing that lasts. */
const RETRYABLE = new Set([409, 429]);

/**
 * The bytes a request is known by. A form body (multipart, url-encoded) was already read and parsed by the NUL
 * guard (server/lib/request.guard.ts), so its raw stream is gone: it is known by its parsed fields in order (a file
 * by its name, type and the SHA-256 of its bytes) — the same for a retry whatever boundary the client chose.
 */
async function bodyBytes(c: Context<AppEnv>): Promise<Uint8Array> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded'))
    return new Uint8Array(await c.req.raw.clone().arrayBuffer());
  const form = await c.req.parseBody({ all: true });
  const fields: unknown[] = [];
  for (const [name, value] of Object.entries(form))
    for (const v of Array.isArray(value) ? value : [value])
      fields.push(
        typeof v === 'string'
          ? [name, v]
          : [
              name,
              (v as File).name,
              (v as File).type,
              createHash('sha256')
                .update(new Uint8Array(await (v as File).arrayBuffer()))
                .digest('hex'),
            ],
      );
  return new TextEncoder().encode(`${type.split(';')[0]}\n${JSON.stringify(fields)}`);
}

/** How long a claim is held without renewal; the running request renews it every third of this. */
export const IDEMPOTENCY_LEASE_MS = 60_000;

/** This process, as the owner of its claims: host, pid and a nonce of its own (a later process may get the pid). */
export const PROCESS_OWNER = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * Whether the process that owns a claim is known to be gone: a process of this host whose pid no longer runs, or
 * this very pid with another nonce (an earlier life of this process number, e.g. pid 1 of a restarted container).
 * A process of another host is never known to be gone: its claim is taken over when its lease runs out.
 */
export function ownerIsGone(owner: string | null): boolean {
  const m = owner ? /^(.*):(\d+):([^:]+)$/.exec(owner) : null;
  if (!m || m[1] !== hostname()) return false;
  const pid = Number(m[2]);
  if (pid === process.pid) return owner !== PROCESS_OWNER;
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return (err as { code?: string }).code === 'ESRCH';
  }
}

export function idempotency(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (key === undefined || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (!KEY.test(key)) return fail(c, Codes.idempotencyKey, 400);
    const session = c.get('session');
    const token = c.req.param('token') ?? '';
    const body = await bodyBytes(c);
    const requestHash = createHash('sha256')
      .update(`${c.req.method} ${c.req.path.replace(`/${token}`, '/{token}')}\n`)
      .update(body)
      .digest('hex');
    const now = nowOf(deps);
    const leaseEnd = () => new Date(nowOf(deps).getTime() + IDEMPOTENCY_LEASE_MS).toISOString();
    const db = deps.db;
    const mine = () =>
      db.selectFrom('idempotency_keys').where('user_id', '=', session.userId).where('key', '=', key);
    const claim = () =>
      db
        .insertInto('idempotency_keys')
        .values({
          user_id: session.userId,
          department_id: session.departmentId,
          key,
          request_hash: requestHash,
          state: 'pending',
          created_at: now.toISOString(),
          owner: PROCESS_OWNER,
          lease_until: leaseEnd(),
        })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
    let claimed = await claim();
    if (!claimed) {
      const row = await mine()
        .select([
          'request_hash',
          'state',
          'status',
          'content_type',
          'body',
          'owner',
          sql<boolean>`created_at < ${new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString()}::timestamptz`.as(
            'expired',
          ),
          // A claim of before the lease column: held for the lease time from its creation.
          sql<boolean>`coalesce(lease_until, created_at + ${IDEMPOTENCY_LEASE_MS} * interval '1 millisecond')
            < ${now.toISOString()}::timestamptz`.as('lapsed'),
        ])
        .executeTakeFirst();
      if (!row || row.expired) {
        // Gone in between (its first request failed) or too old to count: the key is free again.
        await db
          .deleteFrom('idempotency_keys')
          .where('user_id', '=', session.userId)
          .where('key', '=', key)
          .where('state', '=', row?.state ?? 'pending')
          .where('request_hash', '=', row?.request_hash ?? requestHash)
          .execute();
        claimed = await claim();
      } else if (row.request_hash !== requestHash) {
        return fail(c, Codes.idempotencyReused, 422);
      } else if (row.state === 'done') {
        return c.newResponse(row.body ? new Uint8Array(row.body) : null, row.status as 200, {
          'content-type': row.content_type ?? 'application/json',
          'idempotent-replayed': 'true',
        });
      } else if (row.lapsed || ownerIsGone(row.owner)) {
        // The claim's process died (or stalls beyond its lease) before it had an answer: nothing of it lasted (its
        // transaction rolled back with it), so this repeat takes the claim over and does the work — once: of two
        // repeats at once, only the one whose update still finds the old owner wins.
        const taken = await db
          .updateTable('idempotency_keys')
          .set({ owner: PROCESS_OWNER, lease_until: leaseEnd() })
          .where('user_id', '=', session.userId)
          .where('key', '=', key)
          .where('state', '=', 'pending')
          .where('request_hash', '=', requestHash)
          .where(sql<boolean>`owner is not distinct from ${row.owner}`)
          .returning('key')
          .executeTakeFirst();
        claimed = taken;
      }
      if (!claimed) {
        c.header('Retry-After', '1');
        return fail(c, Codes.idempotencyPending, 409);
      }
    }
    // The claim is this process's while the request runs: renewed every third of the lease.
    const renewal = setInterval(() => {
      db.updateTable('idempotency_keys')
        .set({ lease_until: leaseEnd() })
        .where('user_id', '=', session.userId)
        .where('key', '=', key)
        .where('state', '=', 'pending')
        .where('owner', '=', PROCESS_OWNER)
        .execute()
        .catch(() => {});
    }, IDEMPOTENCY_LEASE_MS / 3);
    renewal.unref?.();
    const free = () =>
      db
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', session.userId)
        .where('key', '=', key)
        .where('state', '=', 'pending')
        .where('owner', '=', PROCESS_OWNER)
        .execute();
    try {
      await next();
    } catch (err) {
      clearInterval(renewal);
      await free();
      throw err;
    }
    clearInterval(renewal);
    const res = c.res;
    if (res.status >= 500 || RETRYABLE.has(res.status)) {
      await free();
      return;
    }
    const answer = new Uint8Array(await res.clone().arrayBuffer());
    if (answer.byteLength > MAX_STORED_BYTES) {
      await free();
      return;
    }
    await db
      .updateTable('idempotency_keys')
      .set({
        state: 'done',
        status: res.status,
        content_type: res.headers.get('content-type'),
        body: answer,
        lease_until: null,
      })
      .where('user_id', '=', session.userId)
      .where('key', '=', key)
      .where('state', '=', 'pending')
      .where('owner', '=', PROCESS_OWNER)
      .execute();
  };
}
