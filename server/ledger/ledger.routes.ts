import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv, Session } from '../app-env';
import { findTable } from '../catalog';
import type { Db } from '../db/database';
import { ok } from '../lib/envelope';
import { AppError, Codes } from '../lib/errors';
import { readBody } from '../lib/body.read';
import { authorize, tableAllowed, type Verb } from '../tables/table.access';
import { donemParam, postKdvMahsup, previewKdvMahsup } from './kdv-mahsup';

// The ledger's actions that are no table write (docs/ledger.md, "KDV Mahsup Fişi"):
// `POST /{token}/ledger/kdv-mahsup/preview` and `POST /{token}/ledger/kdv-mahsup`, body `{"donem": "2026-11"}`.
// Read as one who may list vouchers (`fis`), posted as one who may store them (the Muhasebe package).

type Row = Record<string, unknown>;

const bodyOf = (c: Context<AppEnv>): Promise<Row> => readBody(c);

function sessionOf(c: Context<AppEnv>, verb: Verb): Session {
  const session = c.get('session') as Session | undefined;
  if (!session) throw new AppError(Codes.failToken, 400);
  const table = findTable('fis')!;
  if (!tableAllowed(session, table)) throw new AppError(Codes.noAuth, 400);
  authorize(session, table, verb, null);
  return session;
}

export function ledgerRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.post('/ledger/kdv-mahsup/preview', async (c) => {
    const session = sessionOf(c, 'list');
    const donem = donemParam((await bodyOf(c)).donem);
    const who = { departmentId: session.departmentId, userId: session.userId };
    return ok(c, await previewKdvMahsup(deps.db as Db, who, donem));
  });
  r.post('/ledger/kdv-mahsup', async (c) => {
    const session = sessionOf(c, 'store');
    const donem = donemParam((await bodyOf(c)).donem);
    const who = { departmentId: session.departmentId, userId: session.userId };
    const result = await (deps.db as Db).transaction().execute((trx) => postKdvMahsup(trx, who, donem));
    return ok(c, result);
  });
  return r;
}
