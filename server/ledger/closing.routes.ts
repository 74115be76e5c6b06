import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv, Session } from '../app-env';
import { findTable } from '../catalog';
import { ok } from '../lib/envelope';
import { AppError, Codes } from '../lib/errors';
import { readParams } from '../lib/body.read';
import { authorize, tableAllowed, type Verb } from '../tables/table.access';
import { closingStatus, closingTexts, postStep, previewStep, readStepRequest } from './closing';

// The closing page's API (issue 25 item 1; docs/ledger.md, "Closing the books"), company-scoped, for a user who may
// list vouchers (`fis`, the Muhasebe package) — and create them, to post:
//   POST /{token}/donem-sonu            {params: {yil}}                                 → the year's steps
//   POST /{token}/donem-sonu/onizleme   {params: {adim, yil | tarih, vergi_karsiligi}}   → the voucher it would post
//   POST /{token}/donem-sonu/kaydet     (the same)                                       → posted: {fis_id, …}
// A posted step is undone by deleting its voucher (`POST /{token}/tables/fis/{id}/delete`, archived).

type Row = Record<string, unknown>;

/** The `params` object of the body (an object or a JSON string of one; server/lib/body.read.ts). */
const paramsOf = (c: Context<AppEnv>): Promise<Row> => readParams(c);

/** The caller, allowed to `verb` vouchers. */
function caller(c: Context<AppEnv>, verb: Verb): Session {
  const session = c.get('session') as Session | undefined;
  if (!session) throw new AppError(Codes.failToken, 400);
  const table = findTable('fis');
  if (!table || !tableAllowed(session, table)) throw new AppError(Codes.noAuth, 400);
  authorize(session, table, verb, null);
  return session;
}

const whoOf = (s: Session) => ({ departmentId: s.departmentId, userId: s.userId });

export function closingRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.post('/donem-sonu', async (c) => {
    const session = caller(c, 'list');
    const params = await paramsOf(c);
    const yil = Number(params.yil);
    if (!Number.isInteger(yil) || yil < 2000 || yil > 2199)
      throw new AppError(Codes.closing, 400, {
        explanation: closingTexts.badYear,
        column: 'yil',
        errors: { yil: [closingTexts.badYear] },
      });
    return ok(c, await closingStatus(deps.db, whoOf(session), yil));
  });
  r.post('/donem-sonu/onizleme', async (c) => {
    const session = caller(c, 'list');
    const req = readStepRequest(await paramsOf(c));
    return ok(c, await previewStep(deps.db, whoOf(session), req));
  });
  r.post('/donem-sonu/kaydet', async (c) => {
    const session = caller(c, 'store');
    const req = readStepRequest(await paramsOf(c));
    const posted = await deps.db.transaction().execute((trx) => postStep(trx, whoOf(session), req));
    return ok(c, posted);
  });
  return r;
}
