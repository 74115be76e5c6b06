import type { Context } from 'hono';
import { AppError, Codes } from '../lib/errors';
import { readJson } from '../lib/json.read';

function parseJson(text: string): Record<string, unknown> {
  const read = readJson(text);
  if (!read.ok) throw new AppError(read.code);
  const value = read.value;
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * The request body as a plain object: JSON, form-encoded or multipart (clients of the contract differ; a
 * JSON body sent with the form content type, as `curl -d` does, is read as JSON). An empty body is `{}`;
 * malformed JSON is a 400 with a clear message, never a crash.
 */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) {
    try {
      return { ...(await c.req.parseBody()) };
    } catch {
      throw new AppError(Codes.body);
    }
  }
  const text = (await c.req.text()).trim();
  if (!text) return {};
  if (type.startsWith('application/x-www-form-urlencoded') && !text.startsWith('{'))
    return Object.fromEntries(new URLSearchParams(text));
  return parseJson(text);
}
