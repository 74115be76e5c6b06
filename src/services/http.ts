/**
 * The one ky instance of the browser app. Every call is a POST under /api/v1; after login the session
 * token is the first path segment. Replies are unwrapped from the envelope; an error envelope becomes an
 * ApiError, and `fail.token` on any call logs the user out and clears local data.
 *
 *   call('login', body)                      POST /api/v1/login
 *   call('tables/cari_hesap', body, auth)    POST /api/v1/{token}/tables/cari_hesap
 *   callRaw('tables/x/getSelectColumnData/c') same, reply without the envelope
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

async function send(path: string, body: Body, auth: boolean): Promise<unknown> {
  let res: Response;
  try {
    res = await http(pathFor(path, auth), options(body));
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
  opts: { auth?: boolean } = {},
): Promise<T> {
  const reply = (await send(path, body, opts.auth ?? true)) as Envelope<any>;
  if (reply?.status === 'success') return reply.data as T;
  const message = String(reply?.data?.message ?? 'Bilinmeyen bir hata oluştu.');
  if (message === 'fail.token') failTokenHandler();
  throw new ApiError(message, Number(reply?.code ?? 400), reply?.data ?? {});
}

/** POSTs a call whose reply has no envelope (getSelectColumnData); error envelopes still throw. */
export async function callRaw<T>(path: string, body?: Body): Promise<T> {
  const reply = (await send(path, body, true)) as any;
  if (reply?.status === 'error') {
    const message = String(reply?.data?.message ?? 'Bilinmeyen bir hata oluştu.');
    if (message === 'fail.token') failTokenHandler();
    throw new ApiError(message, Number(reply.code ?? 400), reply.data ?? {});
  }
  return reply as T;
}
