import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, ORNEK_USER } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';

// Issue 22 item 5: one body reader (server/lib/body.read.ts) for every route. JSON nested 5,000 levels deep answered
// 500 on the e-document and render routes, whose own reader used a bare JSON.parse; every route that reads a body
// now answers it 400 `fail.json.depth` (a form body never nests).

let t: TestContext;
let token: string;
let ornekToken: string;

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login(DEMO_ADMIN);
  ornekToken = await t.login(ORNEK_USER);
});
afterAll(() => t?.close());

const depth = 5000;
const deepObject = '{"id":'.repeat(depth) + '1' + '}'.repeat(depth);
const deepInField = `{"id":1,"params":${'['.repeat(depth)}1${']'.repeat(depth)}}`;

/** A concrete path of a route pattern: the company's token and a sample of each path parameter. */
function concrete(path: string): string {
  return path
    .replace('/api/v1', '')
    .replace(':token', KOBI.includes(path) ? ornekToken : token)
    .replace(':table', 'cari_hesap')
    .replace(':column', 'ilceler_id')
    .replace(':name', 'mizan')
    .replace(/:[a-zA-Z_]+(\{[^}]*\})?/g, '1');
}

/**
 * The routes that read no JSON body at all (nothing to guard): their answer depends on the path and the session
 * only, or (the import) on a multipart file. A route that starts reading a JSON body must leave this list, and the
 * test then holds it to the 400. `logOut` ends the session the walk uses: it is called last.
 */
const READS_NO_BODY = new Set([
  '/api/v1/:token/tables/gelen_efatura/inbox/getInboxes',
  '/api/v1/:token/tables/gelen_eirsaliye/inbox/getInboxes',
  '/api/v1/:token/tables/gelen_efatura/inbox/import',
  '/api/v1/:token/tables/gelen_eirsaliye/inbox/import',
  '/api/v1/:token/tables/:table/:id/delete',
  '/api/v1/:token/tables/:table/:id/restore',
  '/api/v1/:token/getUserTokenYetki/:id',
  '/api/v1/:token/getUserToken/:userId',
  '/api/v1/:token/payment/summary',
  '/api/v1/:token/kurlar',
  '/api/v1/:token/piyasa',
  '/api/v1/:token',
  '/api/v1/:token/getLoggedInUserInfo',
  '/api/v1/:token/logOut',
  '/api/v1/:token/bildirimler/markAsRead',
  '/api/v1/:token/bildirimler/delete',
  '/api/v1/:token/files/:id',
  '/api/v1/:token/files/:id/:name',
  '/api/v1/:token/users/invites',
  '/api/v1/:token/reminders/settings',
  '/api/v1/:token/reminders/list',
]);

/** The routes of a package the demo admin's company has not (Kobi): called as Örnek Gıda's user. */
const KOBI = ['/api/v1/:token/kobi-siparis/:id/odeme', '/api/v1/:token/cari-hesap/:id/toplu-odeme'];

describe('the one body reader', () => {
  it('answers 400 fail.json.depth to JSON 5,000 levels deep on every route that reads a body', async () => {
    const routes = [
      ...new Set(
        t.app.routes.filter((r) => r.method === 'POST' && r.path.startsWith('/api/v1/')).map((r) => r.path),
      ),
    ];
    // The e-document and render routes that had their own reader are all among them.
    for (const path of [
      '/api/v1/:token/tables/e_fatura/sendInvoice',
      '/api/v1/:token/tables/e_fatura/inbox/answerInvoice',
      '/api/v1/:token/tables/e_irsaliye/sendInvoice',
      '/api/v1/:token/tables/gelen_eirsaliye/inbox/sendReceiptAdvice',
      '/api/v1/:token/tables/xslt/fetchXsltFilesPdf',
      '/api/v1/:token/tables/xslt/defaultXsltFilePdf',
    ])
      expect(routes, path).toContain(path);
    const seen: string[] = [];
    const wrong: string[] = [];
    for (const path of routes) {
      if (READS_NO_BODY.has(path)) continue;
      for (const body of [deepObject, deepInField]) {
        const r = await t.post(concrete(path), undefined, {
          body,
          headers: { 'content-type': 'application/json' },
        });
        if (r.status !== 400 || r.json?.data?.message !== 'fail.json.depth')
          wrong.push(`${path} ${body.slice(0, 6)}: ${r.status} ${JSON.stringify(r.json).slice(0, 120)}`);
      }
      seen.push(path);
    }
    expect(wrong).toEqual([]);
    expect(seen.length).toBeGreaterThan(60);
  });

  it('reads a JSON body sent with the form type (curl -d) and keeps every value of a repeated form field', async () => {
    const asForm = await t.post(`/${token}/reports/mizan`, undefined, {
      body: deepObject,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect([asForm.status, asForm.json.data.message]).toEqual([400, 'fail.json.depth']);
    const notAnObject = await t.post(`/${token}/tables/e_fatura/sendInvoice`, [1, 2]);
    expect([notAnObject.status, notAnObject.json.data.message]).toEqual([400, 'fail.body']);
  });
});
