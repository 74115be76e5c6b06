import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, ORNEK_USER } from '../../server/tables/table.test-kit';
import { createTestContext, type TestContext } from '../../server/test/harness';

// Issue 22, "Done when": hostile input over every route the app registers — the table verbs are fuzzed column by
// column in fuzz.test.ts; this file walks every POST route (e-documents, render, reports, ledger, payments, the
// Kobi routes, signup, …) with hostile bodies and hostile path values. No answer may be a 5xx, and every error
// answer is the envelope with a message (docs/table-service.md, "Bad input").
//
// Deterministic: a seeded PRNG per route. FUZZ_SEED picks the seed, FUZZ_RUNS the rounds (default 1: three bodies
// per route); a failure names the seed, the round, the route and the body:
//   FUZZ_RUNS=160 npx vitest run --project server tests/contract/fuzz-routes.test.ts

const SEED = Number(process.env.FUZZ_SEED ?? 20261207) >>> 0;
const RUNS = Math.max(1, Math.floor(Number(process.env.FUZZ_RUNS ?? 1)) || 1);

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(s: string): number {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return h >>> 0;
}

/** The names the routes read (their bodies and `params`), so hostile values reach the code behind them. */
const KEYS = [
  'id',
  'ids',
  'params',
  'invoiceUUID',
  'ettn',
  'uuid',
  'responseCode',
  'responseExplanation',
  'tarih',
  'ay',
  'yil',
  'donem_baslangic_tarihi',
  'donem_bitis_tarihi',
  'baslangic',
  'bitis',
  'adim',
  'tumu',
  'cari_hesap_id',
  'table',
  'name',
  'column_set_id',
  'filters',
  'sorts',
  'limit',
  'page',
  'xml',
  'xslt',
  'tutar',
  'amount',
  'kur',
  'email',
  'password',
  'code',
  'phone',
  'token',
  'lines',
  'satirlar',
  'para_birimi_id',
  'kasa_karti_id',
  'banka_karti_id',
  'odeme_tarihi',
  'description',
  'format',
  'search',
  'record',
  'values',
  'type',
  'kind',
  'period',
  'interval',
];

/** Values that break naive code: impossible dates, huge and negative numbers, injections, wrong types. */
const VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 63,
  '',
  ' ',
  'abc',
  '-1',
  '0',
  '1e999',
  'NaN',
  'Infinity',
  '99999999999999999999999999',
  '2026-02-30',
  '2025-02-29',
  '0000-00-00',
  '31.02.2026',
  '9999-12-31T99:99',
  "'; drop table users; --",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '&name;&#0;]]>',
  '\u0000\u0001\uFFFF',
  '\uD800',
  'İıŞşĞğ'.repeat(2000),
  'x'.repeat(70_000),
  [],
  [null],
  [[[]]],
  {},
  { id: '1' },
  { '': 1 },
  { __proto__: { admin: true } },
  { constructor: { prototype: 1 } },
  [1, 'a', null, {}],
  { type: 1, filter: "'" },
  { id: { type: 4, filter: 'x' } },
  { tarih: '2026-13-01' },
];

function hostileBody(rand: () => number): unknown {
  const pick = <T>(a: readonly T[]): T => a[Math.floor(rand() * a.length)];
  const shape = rand();
  if (shape < 0.08) return pick(VALUES);
  const body: Record<string, unknown> = {};
  const n = 1 + Math.floor(rand() * 6);
  for (let i = 0; i < n; i++) body[pick(KEYS)] = pick(VALUES);
  if (rand() < 0.5) {
    const params: Record<string, unknown> = {};
    for (let i = 0; i < n; i++) params[pick(KEYS)] = pick(VALUES);
    body.params = params;
  }
  return body;
}

const PATH_VALUES = [
  '1',
  '0',
  '-1',
  'abc',
  '99999999999999999999',
  '1.5',
  '%00',
  'ı',
  '1;select',
  '2147483648',
];

let t: TestContext;
let token: string;
let ornekToken: string;

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login(DEMO_ADMIN);
  ornekToken = await t.login(ORNEK_USER);
});
afterAll(() => t?.close());

/** A concrete path of a route pattern: the session's token and a (hostile) value of each path parameter. */
function concrete(path: string, rand: () => number, tok: string): string {
  const pick = <T>(a: readonly T[]): T => a[Math.floor(rand() * a.length)];
  return path
    .replace('/api/v1', '')
    .replace(':token', tok)
    .replace(':table', pick(['cari_hesap', 'e_fatura', 'satis_fatura', 'yok_boyle_tablo', 'users']))
    .replace(':column', pick(['ilceler_id', 'cari_hesap_id', 'yok']))
    .replace(':name', pick(['mizan', 'kdv1', 'bilanco', 'mutabakat', 'yok']))
    .replace(/:[a-zA-Z_]+(\{[^}]*\})?/g, () => encodeURIComponent(pick(PATH_VALUES)));
}

// Called last or not at all: they end the session the walk uses.
const ENDS_SESSION = new Set(['/api/v1/:token/logOut']);

describe('hostile input on every POST route', () => {
  it(
    `answers no 5xx, and errors in the envelope (FUZZ_SEED=${SEED}, FUZZ_RUNS=${RUNS})`,
    async () => {
      const routes = [
        ...new Set(
          t.app.routes.filter((r) => r.method === 'POST' && r.path.startsWith('/api/v1/')).map((r) => r.path),
        ),
      ].filter((p) => !ENDS_SESSION.has(p));
      expect(routes.length).toBeGreaterThan(60);
      const wrong: string[] = [];
      let sent = 0;
      const statuses = new Map<number, number>();
      for (let round = 0; round < RUNS; round++)
        for (const path of routes) {
          const rand = prng(SEED ^ hash(path) ^ Math.imul(round + 1, 0x9e3779b1));
          for (let i = 0; i < 3; i++) {
            const tok = rand() < 0.3 ? ornekToken : token;
            const url = concrete(path, rand, tok);
            const body = hostileBody(rand);
            const r = await t.post(url, JSON.stringify(body));
            sent++;
            statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
            const envelope =
              r.status < 400 || (r.json?.status === 'error' && r.json?.data?.message !== undefined);
            if (r.status >= 500 || !envelope)
              wrong.push(
                `round ${round} ${path} → ${url.slice(0, 60)} ${JSON.stringify(body).slice(0, 160)}: ` +
                  `${r.status} ${JSON.stringify(r.json).slice(0, 160)}`,
              );
          }
        }
      const by = [...statuses].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}: ${n}`);
      console.log(
        `[fuzz-routes] FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}: ${sent} requests over ${routes.length} routes (${by.join(', ')})`,
      );
      // Most requests reach the code behind the session check (a walk of 401s would prove nothing).
      expect(statuses.get(401) ?? 0).toBeLessThan(sent / 4);
      expect(wrong).toEqual([]);
      // A round is ≈ 330 requests: a few seconds on a busy machine.
    },
    60_000 + RUNS * 30_000,
  );
});
