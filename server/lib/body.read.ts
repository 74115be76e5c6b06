import type { Context } from 'hono';
import { AppError, Codes } from './errors';
import { readJson } from './json.read';

// The one reader of a request body (issue 22 item 5; docs/table-service.md, "Bad input"). Every route reads its
// body here, so every route has the same guards: the size is the /api body limit (server/app.ts, 413
// `fail.body.size`, before any route runs); JSON goes through `readJson` (nesting deeper than MAX_JSON_DEPTH is 400
// `fail.json.depth`, a NUL or half a surrogate pair 400 `fail.character`, bad JSON 400 `fail.json`), never through
// a bare JSON.parse whose deep values later overflow the stack somewhere in the route (a 500).

export type Body = Record<string, unknown>;

export interface BodyOptions {
  /** Keep every value of a repeated form field as a list (files `col[]`); otherwise the last value is kept. */
  all?: boolean;
  /**
   * A JSON body that is no object (`[1]`, `"x"`, `null`) reads as `{}` (the sign-in and account calls, which then
   * answer their own refusal); otherwise it is 400 `fail.body`.
   */
  lenient?: boolean;
}

const isForm = (type: string) =>
  type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded');

/** A JSON text as a body object, or the 400 of what is wrong with it. */
function jsonBody(text: string, opts: BodyOptions): Body {
  const read = readJson(text);
  if (!read.ok) throw new AppError(read.code, 400);
  const v = read.value;
  if (typeof v === 'object' && v !== null && !Array.isArray(v)) return v as Body;
  if (opts.lenient) return {};
  throw new AppError(Codes.body, 400);
}

/**
 * The request body as a plain object: JSON, multipart or url-encoded (a JSON text sent with the url-encoded type,
 * as `curl -d` sends it, is read as JSON). An empty body is `{}`; form data that cannot be read is 400 `fail.body`.
 */
export async function readBody(c: Context, opts: BodyOptions = {}): Promise<Body> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (isForm(type)) {
    if (type.includes('application/x-www-form-urlencoded')) {
      const text = (await c.req.text()).trim();
      if (text.startsWith('{')) return jsonBody(text, opts);
    }
    try {
      return { ...(await c.req.parseBody({ all: opts.all ?? false })) };
    } catch {
      throw new AppError(Codes.body, 400);
    }
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  return jsonBody(text, opts);
}

/**
 * The `params` object of a body `{params}` (an object, or a JSON string of one, read with the same guards); none is
 * `{}`; params that are no object are 400 `fail.params`.
 */
export async function readParams(c: Context): Promise<Body> {
  const body = await readBody(c);
  let params: unknown = body.params ?? {};
  if (typeof params === 'string') {
    const inner = params.trim() === '' ? { ok: true as const, value: {} } : readJson(params);
    if (!inner.ok) throw new AppError(inner.code === Codes.json ? Codes.params : inner.code, 400);
    params = inner.value;
  }
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw new AppError(Codes.params, 400);
  return params as Body;
}

/**
 * A record id from a body value: a whole number 1 … 2^53 − 1 (a number or its digits), else 0 — which matches no
 * row, so the caller answers its own "not found". `Number(v) || 0` let 1e308 or 20 digits through to a bigint
 * column, and the database's "out of range" was a 500 (the every-route fuzz, tests/contract/fuzz-routes.test.ts).
 */
export function bodyId(v: unknown): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{1,16}\s*$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}
