import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { readBody } from '../lib/body.read';
import { ok } from '../lib/envelope';
import { imitableUsers, imitate, switchCompany } from './accounts.service';

/**
 * The account calls of the top bar, under /{token}:
 *   POST getUserTokenYetki/{yetki_ver id}  → {token}   user switch (another company of the same user)
 *   POST getUserToken/{user id}            → {token}   impersonation (admins; users of their company)
 *   POST getImitableUsers {search}         → {users}   whom the admin may impersonate
 */
export function accountRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.post('/getUserTokenYetki/:id', async (c) =>
    ok(c, { token: await switchCompany(deps, c.get('session'), c.req.param('id')) }),
  );
  r.post('/getUserToken/:userId', async (c) =>
    ok(c, { token: await imitate(deps, c.get('session'), c.req.param('userId')) }),
  );
  r.post('/getImitableUsers', async (c) => {
    const body = await readBody(c, { lenient: true });
    return ok(c, { users: await imitableUsers(deps, c.get('session'), body.search) });
  });
  return r;
}
