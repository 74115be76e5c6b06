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
 * - A key lives 24 hours; a pending key left by a process that died stays until then (never done twice).
 * Without the header nothing changes. Keys are per user and company: another user's key of the same text is theirs.
 */
import { createHash } from 'node:crypto';
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
    const db = deps.db;
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
        })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
    let claimed = await claim();
    if (!claimed) {
      const row = await db
        .selectFrom('idempotency_keys')
        .select([
          'request_hash',
          'state',
          'status',
          'content_type',
          'body',
          sql<boolean>`created_at < ${new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString()}::timestamptz`.as(
            'expired',
          ),
        ])
        .where('user_id', '=', session.userId)
        .where('key', '=', key)
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
      } else if (row.state !== 'done') {
        c.header('Retry-After', '1');
        return fail(c, Codes.idempotencyPending, 409);
      } else {
        return c.newResponse(row.body ? new Uint8Array(row.body) : null, row.status as 200, {
          'content-type': row.content_type ?? 'application/json',
          'idempotent-replayed': 'true',
        });
      }
      if (!claimed) {
        c.header('Retry-After', '1');
        return fail(c, Codes.idempotencyPending, 409);
      }
    }
    const free = () =>
      db
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', session.userId)
        .where('key', '=', key)
        .where('state', '=', 'pending')
        .execute();
    try {
      await next();
    } catch (err) {
      await free();
      throw err;
    }
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
      })
      .where('user_id', '=', session.userId)
      .where('key', '=', key)
      .execute();
  };
}
