import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allTables, findTable } from '../../server/catalog';
import type { TableDef } from '../../server/catalog/types';
import { AUTH_VERBS, grantableVerbs } from '../../server/auth/auths';
import { pages } from '../../src/schemas';
import { DEMO_ADMIN, ORNEK_USER, tablesApi } from '../../server/tables/table.test-kit';
import { createTestContext, type TestContext } from '../../server/test/harness';

// Auths and the server agree (docs/auth.md, "Permissions"): for every table of the catalogue and each kind of
// caller, every verb getLoggedInUserInfo grants is one the table service accepts, and every verb it does not
// grant the service refuses with `no.auth` — so a client that goes by the auths (the browser's menu, forms and
// row buttons) never offers what the server refuses, nor hides what it serves. A new table is covered without
// new test code.

const OTP_USER = 'otp@defter.local';
/** An id no table holds: an accepted verb answers fail.id (or a list), a refused one no.auth. */
const NOPE = 987654321;

type Api = ReturnType<typeof tablesApi>;
type Answer = { status: number; json: any };

/** The service's verbs, each as a call that changes nothing the other calls read. */
const VERBS: Record<string, (api: Api, table: string) => Promise<Answer>> = {
  list: (api, t) => api.list(t, { limit: 1 }),
  show: (api, t) => api.show(t, NOPE),
  edit: (api, t) => api.edit(t, NOPE),
  create: (api, t) => api.create(t),
  // An empty store: refused, or answered with field errors (or stored, on a table with nothing required).
  store: (api, t) => api.store(t, {}),
  update: (api, t) => api.update(t, NOPE, {}),
  delete: (api, t) => api.remove(t, NOPE),
  deleted: (api, t) => api.deleted(t, { limit: 1 }),
  archive: (api, t) => api.history(t, NOPE),
  restore: (api, t) => api.restore(t, NOPE),
};

/** The verbs each auths key stands for (docs/table-service.md, "Verb → auths key"). */
const KEY_VERBS: Record<string, string[]> = {
  lists: ['list'],
  shows: ['show'],
  edits: ['edit', 'update'],
  creates: ['create', 'store'],
  delete: ['delete'],
  deleteds: ['deleted'],
  restore: ['restore'],
};

let t: TestContext;
const callers: { who: string; api: Api; auths: Record<string, Record<string, unknown>> }[] = [];

beforeAll(async () => {
  t = await createTestContext();
  // A user whose authority record holds explicit auths: every verb of a few tables (a line table, a company
  // that is never created or deleted, an invoice), a read of another; none of the reference tables.
  const every = Object.fromEntries(AUTH_VERBS.map((v) => [v, ['0']]));
  const stored = {
    tables: {
      alis_fatura_hizmet: every,
      satis_fatura_hizmet: every,
      departments: every,
      satis_fatura: every,
      cari_hesap: { lists: ['0'], shows: ['0'] },
    },
  };
  await sql`update yetki_ver set auths = ${JSON.stringify(stored)}::jsonb
    where target_user_id = (select id from users where email = ${OTP_USER})`.execute(t.database.db);
  for (const [who, email] of [
    ['admin of a Muhasebe company, no stored auths', DEMO_ADMIN],
    ['user of a Kobi company, no stored auths', ORNEK_USER],
    ['user with stored auths', OTP_USER],
  ] as const) {
    const token = await t.login(email);
    const info = await t.post(`/${token}/getLoggedInUserInfo`);
    callers.push({ who, api: tablesApi(t, token), auths: info.json.data.auths.tables });
  }
}, 120_000);
afterAll(() => t.close());

const refused = (r: Answer) => r.json?.data?.message === 'no.auth';

describe.each(allTables().map((tb) => [tb.name, tb] as const))('%s', (_name, table: TableDef) => {
  it('is served exactly as far as getLoggedInUserInfo grants it, to every caller', async () => {
    const disagreements: string[] = [];
    for (const { who, api, auths } of callers) {
      const granted = auths[table.name] ?? {};
      const answers: Record<string, Answer> = {};
      for (const [verb, call] of Object.entries(VERBS)) {
        answers[verb] = await call(api, table.name);
        expect(answers[verb].status, `${who}: ${verb} ${JSON.stringify(answers[verb].json)}`).toBeLessThan(
          500,
        );
      }
      for (const [key, verbs] of Object.entries(KEY_VERBS))
        for (const verb of verbs) {
          const has = Array.isArray(granted[key]) && (granted[key] as unknown[]).length > 0;
          if (has === refused(answers[verb]))
            disagreements.push(
              `${who}: ${key} ${has ? 'granted' : 'not granted'}, ${verb} ${has ? 'refused' : 'served'}`,
            );
        }
      // `queries` names the list's filter column array: no verb of its own, it never comes without the list.
      if (granted.queries && !granted.lists) disagreements.push(`${who}: queries granted without lists`);
      // History goes by `shows`; tables the service never changes (lookups, read-only tables) have none.
      const historyServed = !refused(answers.archive);
      const historyExpected = Boolean(granted.shows) && table.scope !== 'global' && !table.readOnly;
      if (historyServed !== historyExpected)
        disagreements.push(`${who}: history ${historyServed ? 'served' : 'refused'}`);
    }
    expect(disagreements).toEqual([]);
  });
});

it('grants the row-by-row writes of a line table only with its header’s edits (docs/line-tables.md)', async () => {
  const { api, auths } = callers[0];
  expect(auths.alis_fatura_hizmet).toEqual({
    lists: ['0'],
    queries: ['0'],
    shows: ['0'],
    edits: ['0'],
    creates: ['0'],
    delete: ['0'],
    deleteds: ['0'],
  });
  const line = (await api.list('alis_fatura_hizmet', { limit: 1 })).json.data.records[0];
  expect((await api.show('alis_fatura_hizmet', line.id)).status).toBe(200);
  expect((await api.edit('alis_fatura_hizmet', line.id)).json.data.record.miktar).toBeDefined();
  expect((await api.restore('alis_fatura_hizmet', NOPE)).json.data.message).toBe('no.auth');
  // Stored auths: every verb of both line tables, but the purchase invoices themselves are not granted.
  const stored = callers[2].auths;
  expect(Object.keys(stored.satis_fatura_hizmet).sort()).toEqual(
    ['creates', 'delete', 'deleteds', 'edits', 'lists', 'queries', 'shows'].sort(),
  );
  expect(Object.keys(stored.alis_fatura_hizmet).sort()).toEqual(['deleteds', 'lists', 'queries', 'shows']);
  expect((await callers[2].api.create('alis_fatura_hizmet')).json.data.message).toBe('no.auth');
});

it('has no page offering a form or a row write its table is never granted (a line table has no add or edit page)', () => {
  const offending = pages.flatMap((def) => {
    const verbs = grantableVerbs(findTable(def.table)!);
    // A page that is not read-only has an add and an edit route and Düzenle / Sil on its rows; a create-only
    // page only its create form.
    const offered = def.readOnly ? [] : def.createOnly ? ['creates'] : ['creates', 'edits', 'delete'];
    return offered.filter((v) => !verbs.includes(v as never)).map((v) => `${def.route} (${def.table}): ${v}`);
  });
  expect(offending).toEqual([]);
});
