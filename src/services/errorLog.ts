/**
 * The browser's error log (spec 000 §7: "an error-log call is sent with the request link, user info,
 * payload, response preview, table name and token"). Fire and forget, throttled, never throws; its own
 * failures are never reported again. The token rides in the path like every call; the server stores the
 * token's id, and the link sent here has the token replaced by `{token}`.
 *
 *   reportError(report)   POST /api/v1/{token}/logError   {link, table_name, message, user_info, payload, response}
 *
 * Reported: failed API calls (from http.ts: every error answer but fail.token and validation answers),
 * uncaught errors and unhandled rejections (installGlobalErrorLog), and what callers add (select loads,
 * calendar fetches).
 */
import { call, onCallFailure, tokenStore, type CallFailure } from './http';

/** What went wrong. */
export interface ErrorReport {
  message: string;
  /** The request path or page where it happened. */
  link?: string;
  table_name?: string;
  payload?: unknown;
  /** The answer, or the start of it. */
  response?: unknown;
  /** The error itself: one the API failure log has sent already is not sent twice. */
  error?: unknown;
}

/** The same error (message + link) is sent at most once in this window… */
export const SAME_ERROR_MS = 60_000;
/** …and at most this many reports go out per minute. */
export const REPORTS_PER_MINUTE = 10;
const PREVIEW = 2000;

let user: Record<string, unknown> | null = null;
const lastSent = new Map<string, number>();
let reported = new WeakSet<object>();
let sentTimes: number[] = [];

/** Who is logged in, sent with every report (set by the shell when the user info arrives). */
export function setErrorLogUser(info: Record<string, unknown> | null) {
  user = info;
}

/** Forgets the throttle's memory (tests). */
export function resetErrorLog() {
  lastSent.clear();
  sentTimes = [];
  user = null;
  reported = new WeakSet();
}

const cut = (v: unknown): unknown => {
  if (v === undefined || v === null) return v;
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text && text.length > PREVIEW ? text.slice(0, PREVIEW) : text;
};

/** Sends a report unless it is throttled or nobody is logged in. */
export function reportError(report: ErrorReport): void {
  const token = tokenStore.get();
  if (!token) return;
  if (typeof report.error === 'object' && report.error !== null && reported.has(report.error)) return;
  const now = Date.now();
  const key = `${report.message}|${report.link ?? ''}`;
  if (now - (lastSent.get(key) ?? -Infinity) < SAME_ERROR_MS) return;
  sentTimes = sentTimes.filter((t) => now - t < 60_000);
  if (sentTimes.length >= REPORTS_PER_MINUTE) return;
  lastSent.set(key, now);
  sentTimes.push(now);
  const hide = (s: string | undefined) => s?.split(token).join('{token}');
  const body = {
    message: hide(report.message)?.slice(0, PREVIEW),
    link: hide(report.link ?? (typeof window !== 'undefined' ? window.location.pathname : undefined)),
    table_name: report.table_name,
    user_info: user,
    payload: cut(report.payload),
    response: cut(report.response),
  };
  call('logError', body).catch(() => undefined);
}

/** The spec's error record of a failed API call: link, payload, the answer, the table of a table call. */
export function reportCallFailure({ path, body, error, reply }: CallFailure): void {
  reportError({
    message: error.message,
    link: `/api/v1/{token}/${path}`,
    table_name: /^tables\/([^/]+)/.exec(path)?.[1],
    payload: body,
    response: reply ?? { code: error.code, message: error.message },
  });
  reported.add(error);
}

/** Reports failed API calls, uncaught errors and unhandled promise rejections; returns the uninstaller. */
export function installGlobalErrorLog(): () => void {
  const offCalls = onCallFailure(reportCallFailure);
  const onError = (e: ErrorEvent) =>
    reportError({
      message: e.message || 'Bilinmeyen hata',
      payload: e.error instanceof Error ? e.error.stack : undefined,
    });
  const onRejection = (e: PromiseRejectionEvent) => {
    const reason: unknown = e.reason;
    reportError({
      message: reason instanceof Error ? reason.message : String(reason),
      payload: reason instanceof Error ? reason.stack : undefined,
    });
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    offCalls();
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
