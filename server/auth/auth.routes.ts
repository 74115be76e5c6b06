import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { fail, ok } from '../lib/envelope';
import { readBody } from '../lib/body.read';
import { clientAddress } from './client-address';
import { login } from './login.service';
import { OtpCodes, resendOtp, verifyOtp } from './otp.service';
import { closeSession, resolveSession } from './session.service';
import type { Refusal } from './throttle.service';
import { loggedInUserInfo } from './user-info.service';

/** A refused try: its code and `retry_after` in the envelope, and the same wait in Retry-After. */
function refuse(c: Context, r: Refusal) {
  c.header('Retry-After', String(r.retryAfter));
  return fail(c, r.refused, r.status, { retry_after: r.retryAfter });
}

/** POST /login, /otp and /otp/resend: the calls made before there is a token. */
export function authRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.post('/login', async (c) => {
    const body = await readBody(c, { lenient: true });
    const address = clientAddress(c, deps.config.trustProxy);
    const result = await login(deps, { email: body.email, password: body.password }, address);
    if ('refused' in result) return refuse(c, result);
    return ok(c, { token: 'token' in result ? result.token : result.otp });
  });
  r.post('/otp', async (c) => {
    const body = await readBody(c, { lenient: true });
    const result = await verifyOtp(deps, { otp_id: body.otp_id, code: body.code });
    if (typeof result !== 'string') return refuse(c, result);
    return ok(c, { token: result });
  });
  r.post('/otp/resend', async (c) => {
    const body = await readBody(c, { lenient: true });
    const address = clientAddress(c, deps.config.trustProxy);
    const result = await resendOtp(deps, { otp_id: body.otp_id }, address);
    if ('retryAfter' in result)
      return refuse(c, { refused: OtpCodes.wait, status: 400, retryAfter: result.retryAfter });
    return ok(c, result);
  });
  return r;
}

/** Resolves `:token` of the path into `c.var.session`; `fail.token` (400) when it names no live session. */
export function sessionMiddleware(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('session', await resolveSession(deps, c.req.param('token') ?? ''));
    await next();
  };
}

/** POST /{token} (system check), /{token}/getLoggedInUserInfo and /{token}/logOut. */
export function sessionRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.post('/', (c) => ok(c, { message: 'service.ok' }));
  r.post('/getLoggedInUserInfo', async (c) => ok(c, await loggedInUserInfo(deps, c.get('session'))));
  r.post('/logOut', async (c) => {
    await closeSession(deps, c.get('session'));
    return ok(c, { message: 'success' });
  });
  return r;
}
