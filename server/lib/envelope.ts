import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** `{"status":"success","code":200,"data":…}` — every successful reply but getSelectColumnData. */
export function ok(c: Context, data: unknown) {
  return c.json({ status: 'success', code: 200, data }, 200);
}

/** `{"status":"error","code":N,"data":{"message":…}}` with the HTTP status equal to code. */
export function fail(
  c: Context,
  message: string,
  code: ContentfulStatusCode = 400,
  extra?: Record<string, unknown>,
) {
  return c.json({ status: 'error', code, data: { message, ...extra } }, code);
}
