import type { AppDeps, Session } from '../app-env';
import { AppError, Codes } from '../lib/errors';
import { readJson } from '../lib/json.read';
import { countRecent, insertErrorRecord } from './error-log.repository';

/** Reports one user may store per minute; more are refused with 429 (a browser in a loop must not fill the disk). */
export const ERROR_LOG_PER_MINUTE = 30;

const LIMITS = {
  link: 2000,
  table: 100,
  message: 2000,
  payload: 8000,
  response: 2000,
  agent: 500,
  user: 2000,
};
// Keys whose values never reach the log (a failed users save carries a password).
const SECRET_KEY = /pass|şifre|sifre|^pin$|token|^otp|^code$|cvc|cvv|card_?number|kart_?no/i;

function scrub(value: unknown, depth = 0): unknown {
  if (depth > 8) return '…';
  if (Array.isArray(value)) return value.slice(0, 200).map((v) => scrub(v, depth + 1));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? '***' : scrub(v, depth + 1)]),
    );
  return value;
}

/** Text of a reported value: JSON text is scrubbed of secrets too; cut to `max` characters. */
function textOf(value: unknown, max: number, hide: (s: string) => string): string | null {
  if (value === undefined || value === null || value === '') return null;
  let text: string;
  if (typeof value === 'string') {
    const read = readJson(value);
    text =
      read.ok && read.value && typeof read.value === 'object' ? JSON.stringify(scrub(read.value)) : value;
  } else text = JSON.stringify(scrub(value)) ?? String(value);
  text = hide(text);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * Stores the browser's error record (spec 000 §7: request link, user info, payload, response preview, table
 * name and token). The token is stored as the session's token id; its text is cut out of every field.
 */
export async function logError(
  deps: AppDeps,
  session: Session,
  rawToken: string,
  body: Record<string, unknown>,
  userAgent: string | undefined,
): Promise<{ message: 'success'; id: number }> {
  if ((await countRecent(deps.db, session.userId, 60)) >= ERROR_LOG_PER_MINUTE)
    throw new AppError(Codes.errorLogRate, 429);
  const hide = (s: string) => (rawToken ? s.split(rawToken).join('{token}') : s);
  const userInfo = textOf(body.user_info ?? body.user, LIMITS.user, hide);
  let parsedUser: Record<string, unknown> | null = null;
  if (userInfo) {
    const read = readJson(userInfo);
    const v = read.ok ? read.value : null;
    parsedUser = v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
    parsedUser ??= { text: userInfo };
  }
  const table = textOf(body.table_name ?? body.table, LIMITS.table, hide);
  const id = await insertErrorRecord(deps.db, {
    departmentId: session.departmentId,
    userId: session.userId,
    tokenId: session.tokenId,
    link: textOf(body.link ?? body.url, LIMITS.link, hide),
    tableName: table,
    message: textOf(body.message, LIMITS.message, hide),
    userInfo: parsedUser,
    payload: textOf(body.payload, LIMITS.payload, hide),
    responsePreview: textOf(body.response ?? body.response_preview, LIMITS.response, hide),
    userAgent: textOf(userAgent, LIMITS.agent, hide),
  });
  return { message: 'success', id };
}
