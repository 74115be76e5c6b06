import type { MiddlewareHandler } from 'hono';
import { AppError, Codes } from './errors';

const hasNul = (s: string) => s.includes('\u0000');

/** The form content types whose fields Hono decodes (a `%00` or a NUL byte becomes a NUL character). */
const isForm = (type: string) =>
  type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded');

/**
 * Refuses a NUL character (U+0000) in the address, the query string or a form field of any request under
 * /api with 400 `fail.character`: PostgreSQL stores no NUL in text or jsonb and answers such a query with an
 * error, whatever the column. JSON bodies and JSON values are checked where they are read (`readJson`), files
 * are bytes and may hold anything. Runs after the body limit (the body is already in memory); the parsed form
 * is cached by Hono, so the routes do not parse it again.
 */
export function refuseNul(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    if (/%00/i.test(url) || hasNul(url)) throw new AppError(Codes.character, 400);
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    if (isForm(type)) {
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody({ all: true });
      } catch {
        throw new AppError(Codes.body, 400);
      }
      for (const [key, value] of Object.entries(form)) {
        const values = Array.isArray(value) ? value : [value];
        if (hasNul(key) || values.some((v) => typeof v === 'string' && hasNul(v)))
          throw new AppError(Codes.character, 400);
      }
    }
    await next();
  };
}
