import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv, Session } from '../app-env';
import { ok } from '../lib/envelope';
import { AppError, Codes } from '../lib/errors';
import { readBody as readBodyOf } from '../lib/body.read';
import { paramsOf } from './list.params';
import { selectData } from './select-data.service';
import * as service from './table.service';

type Body = Record<string, unknown>;

/** The body (the one reader, server/lib/body.read.ts); a repeated form field (files `col[]`) keeps every value. */
const readBody = (c: Context<AppEnv>): Promise<Body> => readBodyOf(c, { all: true });

function callerOf(c: Context<AppEnv>, deps: AppDeps): service.Caller {
  const session = c.get('session') as Session | undefined;
  if (!session) throw new AppError(Codes.failToken, 400);
  return { db: deps.db, session, files: deps.files };
}

/**
 * The generic table service under /{token}/tables (docs/api-contract.md): routes → service → repository.
 * Every path is POST; the literal verbs come before `/:id` so that `create`, `store` and `deleted` are never
 * read as ids.
 */
export function tableRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const p = (c: Context<AppEnv>, name: string) => c.req.param(name) ?? '';

  r.post('/:table/getSelectColumnData/:column', async (c) => {
    const body = { ...c.req.query(), ...(await readBody(c)) };
    const input = typeof body.params === 'object' && body.params !== null ? (body.params as Body) : body;
    // The contract answers select data without the envelope.
    return c.json(await selectData(callerOf(c, deps), p(c, 'table'), p(c, 'column'), input));
  });
  r.post('/:table/create', async (c) => {
    const params = paramsOf(await readBody(c));
    return ok(c, await service.createForm(callerOf(c, deps), p(c, 'table'), params));
  });
  r.post('/:table/store', async (c) => {
    return ok(c, await service.store(callerOf(c, deps), p(c, 'table'), await readBody(c)));
  });
  r.post('/:table/deleted', async (c) => {
    const params = paramsOf(await readBody(c));
    return ok(c, await service.deleted(callerOf(c, deps), p(c, 'table'), params));
  });
  r.post('/:table/:id/edit', async (c) => {
    const params = paramsOf(await readBody(c));
    return ok(c, await service.editLoad(callerOf(c, deps), p(c, 'table'), p(c, 'id'), params));
  });
  r.post('/:table/:id/update', async (c) => {
    return ok(c, await service.update(callerOf(c, deps), p(c, 'table'), p(c, 'id'), await readBody(c)));
  });
  r.post('/:table/:id/delete', async (c) => {
    return ok(c, await service.remove(callerOf(c, deps), p(c, 'table'), p(c, 'id')));
  });
  r.post('/:table/:id/archive', async (c) => {
    const params = paramsOf(await readBody(c));
    return ok(c, await service.history(callerOf(c, deps), p(c, 'table'), p(c, 'id'), params));
  });
  r.post('/:table/:id/restore', async (c) => {
    return ok(c, await service.restore(callerOf(c, deps), p(c, 'table'), p(c, 'id')));
  });
  r.post('/:table/:id', async (c) => {
    const params = paramsOf(await readBody(c));
    return ok(c, await service.show(callerOf(c, deps), p(c, 'table'), p(c, 'id'), params));
  });
  r.post('/:table', async (c) => {
    const params = paramsOf(await readBody(c));
    return ok(c, await service.list(callerOf(c, deps), p(c, 'table'), params));
  });
  return r;
}
