import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { readBody } from '../lib/body.read';
import { clientAddress } from '../auth/client-address';
import type { Refusal } from '../auth/throttle.service';
import { fail, ok } from '../lib/envelope';
import {
  acceptInvite,
  confirmRegistration,
  invite,
  listInvites,
  register,
  revokeInvite,
  showInvite,
} from './signup.service';

function answer(c: Context, result: object) {
  if ('refused' in result) {
    const r = result as Refusal;
    c.header('Retry-After', String(r.retryAfter));
    return fail(c, r.refused, r.status, { retry_after: r.retryAfter });
  }
  return ok(c, result);
}

/**
 * The public calls of registration and invites (no token; docs/signup.md), throttled per address:
 *   POST /register           the form → a confirmation mail
 *   POST /register/confirm   {token} of the mail → the company, its admin and a session {token}
 *   POST /invite/show        {id} of the invite mail → company, address, whether it has an account
 *   POST /invite/accept      {id, name_basic, surname, password, password_again | password} → a session {token}
 */
export function signupRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const address = (c: Context) => clientAddress(c, deps.config.trustProxy);
  r.post('/register', async (c) =>
    answer(c, await register(deps, await readBody(c, { lenient: true }), address(c))),
  );
  r.post('/register/confirm', async (c) =>
    answer(c, await confirmRegistration(deps, await readBody(c, { lenient: true }), address(c))),
  );
  r.post('/invite/show', async (c) =>
    answer(c, await showInvite(deps, await readBody(c, { lenient: true }), address(c))),
  );
  r.post('/invite/accept', async (c) =>
    answer(c, await acceptInvite(deps, await readBody(c, { lenient: true }), address(c))),
  );
  return r;
}

/** An admin's invites under /{token}: users/invite, users/invites, users/invites/revoke. */
export function inviteRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.post('/users/invite', async (c) =>
    answer(c, await invite(deps, c.get('session'), await readBody(c, { lenient: true }))),
  );
  r.post('/users/invites', async (c) => ok(c, { records: await listInvites(deps, c.get('session')) }));
  r.post('/users/invites/revoke', async (c) =>
    ok(c, await revokeInvite(deps, c.get('session'), await readBody(c, { lenient: true }))),
  );
  return r;
}
