/**
 * The one ky instance of the browser app. Every call is a POST under /api/v1; after login the session
 * token is the first path segment. Replies are unwrapped from the envelope; an error envelope becomes an
 * ApiError, and `fail.token` on any call logs the user out and clears local data. Failed calls are handed to
 * the error log (`onCallFailure`).
 *
 *   call('login', body)                      POST /api/v1/login
 *   call('tables/cari_hesap', body, auth)    POST /api/v1/{token}/tables/cari_hesap
 *   callRaw('tables/x/getSelectColumnData/c') same, reply without the envelope
 *   callFile('tables/x/downloadMedia', body)   a file in base64, its name in Content-Disposition
 */
import ky, { HTTPError, type KyInstance } from 'ky';
import type { Envelope } from '../../domain/api/contract';

/** A failed call: `message` is the server's machine code or Turkish text, `code` the HTTP status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const TOKEN_KEY = 'defter.token';

/** Where the session token lives (localStorage, so that every tab shares one session). */
export const tokenStore = {
  get: (): string | null => globalThis.localStorage?.getItem(TOKEN_KEY) ?? null,
  set: (token: string) => globalThis.localStorage?.setItem(TOKEN_KEY, token),
  clear: () => globalThis.localStorage?.removeItem(TOKEN_KEY),
};

let failTokenHandler: () => void = () => {
  clearLocalData();
  if (typeof window !== 'undefined' && window.location.pathname !== '/login')
    window.location.assign('/login');
};

/** Replaces what happens on `fail.token` (the shell installs its own); returns a restore function. */
export function onFailToken(handler: () => void): () => void {
  const previous = failTokenHandler;
  failTokenHandler = handler;
  return () => {
    if (failTokenHandler === handler) failTokenHandler = previous;
  };
}

/** Logs out locally: the token and every `defter.*` key of localStorage and sessionStorage. */
export function clearLocalData() {
  for (const store of [globalThis.localStorage, globalThis.sessionStorage]) {
    if (!store) continue;
    for (const key of Object.keys(store)) if (key.startsWith('defter.')) store.removeItem(key);
  }
}

export const http: KyInstance = ky.create({
  prefixUrl: `${typeof window !== 'undefined' ? window.location.origin : 'http://localhost'}/api/v1`,
  method: 'post',
  retry: 0,
  timeout: 120_000,
  throwHttpErrors: false,
});

type Body = unknown;

/** A call that failed, as the error log records it (spec 000 §7). */
export interface CallFailure {
  /** The path after /api/v1/{token}/ ('tables/cari_hesap'). */
  path: string;
  body: Body;
  error: ApiError;
  /** The answer's data, when the server sent one. */
  reply?: unknown;
}

let failureListener: ((failure: CallFailure) => void) | null = null;

/** Hands every failed call to `listener` (the error log installs itself); returns the uninstaller. */
export function onCallFailure(listener: (failure: CallFailure) => void): () => void {
  failureListener = listener;
  return () => {
    if (failureListener === listener) failureListener = null;
  };
}

// Not reported: fail.token (the logout handles it), validation answers ('error' with field errors: the form
// shows them), calls that never reached the server (offline: the notice says so, and the report could not go
// either), and the error log's own call (no loop).
function reportFailure(path: string, body: Body, error: ApiError, reply?: unknown) {
  const clean = path.replace(/^\/+/, '');
  if (error.message === 'fail.token' || error.message === 'error' || error.code === 0) return;
  if (clean === 'logError') return;
  try {
    failureListener?.({ path: clean, body, error, reply });
  } catch {
    // The error log never breaks a call.
  }
}

function pathFor(path: string, auth: boolean) {
  const clean = path.replace(/^\/+/, '');
  if (!auth) return clean;
  const token = tokenStore.get();
  if (!token) {
    failTokenHandler();
    throw new ApiError('fail.token', 400);
  }
  return clean ? `${encodeURIComponent(token)}/${clean}` : encodeURIComponent(token);
}

function options(body: Body) {
  if (body === undefined) return {};
  if (typeof FormData !== 'undefined' && body instanceof FormData) return { body };
  return { json: body };
}

async function send(
  path: string,
  body: Body,
  auth: boolean,
  headers?: Record<string, string>,
): Promise<unknown> {
  let res: Response;
  try {
    res = await http(pathFor(path, auth), headers ? { ...options(body), headers } : options(body));
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (err instanceof HTTPError) res = err.response;
    else throw new ApiError('network', 0, { cause: String(err) });
  }
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(res.ok ? 'Bilinmeyen bir hata oluştu.' : `HTTP ${res.status}`, res.status);
  }
}

/** POSTs and unwraps the envelope; throws ApiError on an error envelope. */
export async function call<T = Record<string, unknown>>(
  path: string,
  body?: Body,
  opts: { auth?: boolean; headers?: Record<string, string> } = {},
): Promise<T> {
  const reply = (await sendReported(path, body, opts.auth ?? true, opts.headers)) as Envelope<any>;
  if (reply?.status === 'success') return reply.data as T;
  const message = String(reply?.data?.message ?? 'Bilinmeyen bir hata oluştu.');
  if (message === 'fail.token') failTokenHandler();
  const error = new ApiError(message, Number(reply?.code ?? 400), reply?.data ?? {});
  reportFailure(path, body, error, reply?.data);
  throw error;
}

/** `send`, with answers that are not JSON (a proxy's 502 page) handed to the error log. */
async function sendReported(
  path: string,
  body: Body,
  auth: boolean,
  headers?: Record<string, string>,
): Promise<unknown> {
  try {
    return await send(path, body, auth, headers);
  } catch (err) {
    if (err instanceof ApiError) reportFailure(path, body, err);
    throw err;
  }
}

/** A file a call answered (an e-document's PDF, XML or HTML). */
export interface FileReply {
  fileName: string;
  mime: string;
  bytes: Uint8Array;
}

/** The file name of a Content-Disposition header (`filename*` first, RFC 6266), or ''. */
export function fileNameOf(disposition: string | null): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (star) {
    try {
      return decodeURIComponent(star);
    } catch {
      // fall back to the plain name
    }
  }
  return /filename="([^"]*)"/i.exec(disposition ?? '')?.[1] ?? '';
}

/**
 * POSTs a call that answers a file as 002 §7's e-document calls do: the body is the file in base64, its name in
 * Content-Disposition (its type in X-Media-Type); an error envelope throws ApiError.
 */
export async function callFile(path: string, body?: Body): Promise<FileReply> {
  let res: Response;
  try {
    res = await http(pathFor(path, true), options(body));
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError('network', 0, { cause: String(err) });
  }
  const text = await res.text();
  if (!res.ok || (res.headers.get('content-type') ?? '').includes('json')) {
    let reply: any = null;
    try {
      reply = JSON.parse(text);
    } catch {
      // not an envelope
    }
    const message = String(reply?.data?.message ?? `HTTP ${res.status}`);
    if (message === 'fail.token') failTokenHandler();
    const error = new ApiError(message, Number(reply?.code ?? res.status), reply?.data ?? {});
    reportFailure(path, body, error, reply?.data);
    throw error;
  }
  const binary = atob(text.trim());
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return {
    fileName: fileNameOf(res.headers.get('content-disposition')),
    mime: res.headers.get('x-media-type') ?? 'application/octet-stream',
    bytes,
  };
}

/** POSTs a call whose reply has no envelope (getSelectColumnData); error envelopes still throw. */
export async function callRaw<T>(path: string, body?: Body): Promise<T> {
  const reply = (await sendReported(path, body, true)) as any;
  if (reply?.status === 'error') {
    const message = String(reply?.data?.message ?? 'Bilinmeyen bir hata oluştu.');
    if (message === 'fail.token') failTokenHandler();
    const error = new ApiError(message, Number(reply.code ?? 400), reply.data ?? {});
    reportFailure(path, body, error, reply.data);
    throw error;
  }
  return reply as T;
}
