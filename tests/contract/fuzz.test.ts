import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGES } from '../../domain/packages';
import { allTables, findTable } from '../../server/catalog';
import { allColumns, SYSTEM_COLUMNS } from '../../server/catalog/columns';
import type { CatalogColumn, TableDef } from '../../server/catalog/types';
import { kindOf } from '../../server/tables/column.kind';
import { DEMO_ADMIN, ORNEK_USER, tablesApi } from '../../server/tables/table.test-kit';
import { createTestContext, type TestContext } from '../../server/test/harness';

// Hostile input for every endpoint: every table of the catalogue gets its list (params, sorts and filters
// with hostile values), store, update of an existing row and getSelectColumnData of every select column; the
// other endpoints (login, one-time codes, profile, shell, billing, accounts, services, files, the other table
// verbs, the payment pages) get hostile bodies and path values. No answer may be a 5xx, and every error answer
// is the envelope with a message (docs/table-service.md, "Bad input").
//
// Deterministic: a seeded PRNG per table (the seed mixed with the table's name, so one table's inputs do not
// depend on the others). FUZZ_SEED picks the seed, FUZZ_RUNS the rounds (default 1: about 300 requests, one
// for each verb and select column); a failure names the seed, the round and the request:
//   FUZZ_RUNS=200 FUZZ_SEED=7 npx vitest run --project server tests/contract/fuzz.test.ts

const SEED = Number(process.env.FUZZ_SEED ?? 20261125) >>> 0;
const RUNS = Math.max(1, Math.floor(Number(process.env.FUZZ_RUNS ?? 1)) || 1);

/** mulberry32: a small, fast, well-spread 32-bit PRNG. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of a name, to give each table a stream of its own. */
const hash = (s: string) =>
  [...s].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0, 2166136261);

/** JSON text put into a body as it is: nesting too deep for JSON.stringify here to build. */
class RawJson {
  constructor(readonly text: string) {}
}
const DEPTH = 5000;
const deepArray = new RawJson('['.repeat(DEPTH) + '1' + ']'.repeat(DEPTH));
const deepObject = new RawJson('{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH));

/** JSON.stringify that writes a RawJson's text in its place. */
function toJson(value: unknown): string {
  const raws: string[] = [];
  const text =
    JSON.stringify(value, (_key, v: unknown) => {
      if (!(v instanceof RawJson)) return v;
      raws.push(v.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }) ?? 'null';
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)]);
}

/** Strings a careless server stumbles on: SQL and LIKE characters, NUL, lone surrogates, huge numbers, odd dates. */
const STRINGS = [
  '',
  ' ',
  '\u0000',
  'Işık\u0000Tekstil',
  "' or '1'='1",
  'x"; drop table cari_hesap; --',
  '%',
  '_',
  '\\',
  '%_\\',
  'İıŞşĞğÜüÖöÇç',
  'ﬁ',
  '\ud800',
  'a\udfffb',
  '😀',
  '\u202e',
  '\t\n\r',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '-0',
  '0x10',
  '9'.repeat(40),
  '-9223372036854775809',
  '9223372036854775808',
  '-1',
  '0',
  '1',
  '1.5',
  '1,5',
  '12,5',
  '2026-02-30',
  '0000-00-00',
  '0000-01-01',
  '10000-01-01',
  '2026-13-01',
  '2026-01-15',
  '2026-01-15 25:00',
  '2026-01-15T10:30:00',
  '24:00',
  '23:59:60',
  '10:30',
  'true',
  'on',
  '[',
  '{',
  '[1,2',
  '{"a":',
  '[]',
  '{}',
  '[null]',
  '[1,"x",null]',
  '[{"source":1}]',
  '{"source":"x"}',
  '"\\u0000"',
  '{"a":"\\u0000"}',
  '***',
  'x'.repeat(1001),
  'ş'.repeat(5000),
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'TR33 0006 1005 1978 6457 8413 26',
  '+90 (532) 555 12 34',
  'abc',
  '12ab',
];
const NUMBERS = [0, -1, 1, 2, 3, 34, 1.5, -0.0001, 1e308, -1e308, 2 ** 53 + 1, 2 ** 63, 5e-324, 99999999999];

/** Half of a surrogate pair. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** One fuzzing stream: hostile values, params and bodies drawn from a seeded PRNG. */
class Fuzz {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = prng(seed);
  }
  chance = (p: number) => this.next() < p;
  int = (n: number) => Math.floor(this.next() * n);
  pick = <T>(list: readonly T[]): T => list[this.int(list.length)];

  /** Random code points: letters, controls, NUL, lone surrogates, astral characters. */
  unicode(): string {
    let s = '';
    for (let i = this.int(12); i > 0; i--) {
      const r = this.next();
      s +=
        r < 0.05
          ? '\u0000'
          : r < 0.1
            ? String.fromCharCode(0xd800 + this.int(0x800))
            : r < 0.2
              ? String.fromCodePoint(0x1f300 + this.int(0x300))
              : r < 0.3
                ? String.fromCharCode(this.int(32))
                : String.fromCharCode(32 + this.int(0x17f));
    }
    return s;
  }

  /** A hostile scalar, list or object; `ids`: some real ids of the table, to reach deeper code. */
  value(ids: readonly number[] = [], depth = 0): unknown {
    const r = this.next();
    if (r < 0.3) return this.pick(STRINGS);
    if (r < 0.4) return this.unicode();
    if (r < 0.5) return this.pick(NUMBERS);
    if (r < 0.55) return this.pick([true, false, null]);
    if (r < 0.65 && ids.length) return this.pick(ids);
    if (r < 0.67) return this.pick([deepArray, deepObject]);
    if (r < 0.69) return Array.from({ length: 70_000 }, (_, i) => i + 1);
    if (r < 0.8 && depth < 3) return Array.from({ length: this.int(4) }, () => this.value(ids, depth + 1));
    if (r < 0.85) return { source: this.value(ids, depth + 1), display: this.pick(STRINGS) };
    if (r < 0.92 && depth < 3)
      return Object.fromEntries(
        Array.from({ length: 1 + this.int(3) }, () => [this.pick(STRINGS), this.value(ids, depth + 1)]),
      );
    return toJson(this.value(ids, depth + 1));
  }

  /** A column name: mostly the table's own, sometimes one it does not have. */
  column(columns: readonly CatalogColumn[]): string {
    return this.chance(0.85) && columns.length ? this.pick(columns).name : this.pick(STRINGS);
  }

  /** List params with hostile page, limit, sorts and filters; sometimes as a string, a broken one or none. */
  listParams(table: TableDef): unknown {
    const columns = allColumns(table);
    const params: Record<string, unknown> = {};
    if (this.chance(0.5))
      params.page = this.chance(0.5) ? this.pick([1, 2, 0, -1, 1e9, Number.MAX_VALUE]) : this.value();
    if (this.chance(0.5))
      params.limit = this.chance(0.5) ? this.pick([1, 10, 100, 10_000, 1e9]) : this.value();
    if (this.chance(0.6)) {
      const sorts = Object.fromEntries(
        Array.from({ length: 1 + this.int(3) }, () => [
          this.column(columns),
          this.chance(0.7) ? this.pick([true, false, 'asc', 'desc', '1', '0']) : this.value(),
        ]),
      );
      params.sorts = this.chance(0.2) ? [sorts] : sorts;
    }
    if (this.chance(0.8)) {
      params.filters = Object.fromEntries(
        Array.from({ length: 1 + this.int(3) }, () => [
          this.column(columns),
          {
            type: this.chance(0.8) ? this.pick([1, 2, 3, 4, 5, 100, 101, '1', '4']) : this.value(),
            ...(this.chance(0.3) ? { guiType: this.value() } : {}),
            filter: this.value(),
            ...(this.chance(0.3) ? { filter2: this.value() } : {}),
          },
        ]),
      );
    }
    if (this.chance(0.2)) params.column_array_id = this.value();
    const r = this.next();
    if (r < 0.1) return toJson(params);
    if (r < 0.13) return this.value();
    return params;
  }

  /** A store/update body: hostile values for some writable columns (and the lines of a document). */
  body(table: TableDef, ids: readonly number[]): Record<string, unknown> {
    const columns = allColumns(table).filter((c) => !SYSTEM_COLUMNS.has(c.name) || this.chance(0.05));
    const body: Record<string, unknown> = { column_set_id: this.chance(0.9) ? '0' : this.value() };
    for (const c of columns) {
      if (!this.chance(0.6)) continue;
      body[c.name] =
        c.name === table.lines?.json_column && this.chance(0.7) ? this.lines(table, ids) : this.value(ids);
    }
    if (this.chance(0.1)) body[this.pick(STRINGS)] = this.value();
    return body;
  }

  /** One to three lines of hostile cells. */
  private lines(table: TableDef, ids: readonly number[]): unknown {
    const lineTable = findTable(table.lines!.table)!;
    const lines = Array.from({ length: 1 + this.int(3) }, () =>
      Object.fromEntries(
        allColumns(lineTable)
          .filter(() => this.chance(0.5))
          .map((c) => [c.name, this.value(ids)]),
      ),
    );
    return this.chance(0.5) ? toJson(lines) : lines;
  }

  /** getSelectColumnData parameters. */
  selectParams(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    if (this.chance(0.7)) out.search = this.chance(0.2) ? '***' : this.value();
    if (this.chance(0.4)) out.page = this.value();
    if (this.chance(0.4)) out.limit = this.value();
    if (this.chance(0.5)) out.upColumnData = this.value([1, 34, 6]);
    return out;
  }

  /** A path segment: an id, a word, a huge number, SQL, a NUL, broken percent-encoding… */
  segment(ids: readonly number[] = []): string {
    if (this.chance(0.05)) return this.pick(['%', '%ZZ', '%E0%A4%A', '%ED%A0%80', '%C0%AE%C0%AE']);
    const v = this.chance(0.3) && ids.length ? this.pick(ids) : this.value();
    const s = (typeof v === 'string' ? v : toJson(v)).slice(0, 200);
    // encodeURIComponent throws on half a surrogate pair: it goes as the replacement character.
    return encodeURIComponent(s.replace(LONE_SURROGATE, '\ufffd')) || '0';
  }
}

type Answer = { status: number; json: any };

let t: TestContext;
let adminToken: string;
let kobiToken: string;
const tables = allTables();

beforeAll(async () => {
  t = await createTestContext();
  adminToken = await t.login(DEMO_ADMIN);
  kobiToken = await t.login(ORNEK_USER);
});
afterAll(async () => {
  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  const by = [...statuses.entries()].sort(([a], [b]) => a - b).map(([k, n]) => `${k}: ${n}`);
  console.log(`[fuzz] FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}: ${total} requests (${by.join(', ')})`);
  await t.close();
});

/** The token of a user of the table's package (the demo admin, or the Kobi user for Kobi-only tables). */
const tokenFor = (table: TableDef) =>
  table.packages && !(table.packages as number[]).includes(PACKAGES.muhasebe) ? kobiToken : adminToken;

/** Sends a body as JSON (mostly) or as multipart form data (strings), the way the browser does. */
function send(fuzz: Fuzz, path: string, body: unknown): Promise<Answer> {
  if (fuzz.chance(0.2) && typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const form = new FormData();
    for (const [k, v] of Object.entries(body)) form.append(k, typeof v === 'string' ? v : toJson(v));
    return t.post(path, undefined, { body: form, headers: {} });
  }
  return t.post(path, toJson(body));
}

/** Answers seen, by HTTP status (printed at the end: how much a run covered). */
const statuses = new Map<number, number>();
/** A test's time limit: the rounds it runs, with room for a slow shared machine. */
const TIMEOUT = 60_000 + RUNS * 3_000;

/** No 5xx; an error is the envelope (HTTP status = code) with a message. */
function expectSane(r: Answer, where: string, select = false) {
  statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
  const at = `FUZZ_SEED=${SEED} ${where} → ${r.status} ${JSON.stringify(r.json).slice(0, 300)}`;
  expect(r.status, at).toBeLessThan(500);
  if (r.status === 200 && !(r.json?.status === 'error')) {
    if (select) expect(Array.isArray(r.json?.results), at).toBe(true);
    else expect(r.json?.status, at).toBe('success');
    return;
  }
  expect(r.json?.status, at).toBe('error');
  expect(r.json?.code, at).toBe(r.status);
  expect(typeof r.json?.data?.message === 'string' && r.json.data.message !== '', at).toBe(true);
}

const show = (v: unknown) => toJson(v).slice(0, 400);

describe.each(tables.map((tb) => [tb.name, tb] as const))('%s', (name, table: TableDef) => {
  it(
    'answers hostile list, store, update and select data calls with no 5xx',
    async () => {
      const fuzz = new Fuzz(SEED ^ hash(name));
      const token = tokenFor(table);
      const api = tablesApi(t, token);
      const base = `/${token}/tables/${name}`;
      const first = await api.list(name, { limit: 5 });
      const ids: number[] = (first.json?.data?.records ?? []).map((r: any) => Number(r.id));
      const selects = allColumns(table).filter((c) => ['relation', 'multi', 'static'].includes(kindOf(c)));
      for (let round = 0; round < RUNS; round++) {
        const at = (verb: string, input: unknown) => `round ${round}: ${name} ${verb} ${show(input)}`;
        const params = fuzz.listParams(table);
        expectSane(await send(fuzz, base, { params }), at('list', params));
        const stored = fuzz.body(table, ids);
        expectSane(await send(fuzz, `${base}/store`, stored), at('store', stored));
        const id = ids.length ? fuzz.pick(ids) : 1;
        const changed = fuzz.body(table, ids);
        expectSane(await send(fuzz, `${base}/${id}/update`, changed), at(`${id}/update`, changed));
        for (const c of selects) {
          const q = fuzz.selectParams();
          const path = `${base}/getSelectColumnData/${c.name}`;
          expectSane(await send(fuzz, path, q), at(`select ${c.name}`, q), true);
        }
      }
    },
    TIMEOUT,
  );
});

describe('the other endpoints', () => {
  it(
    'answer hostile bodies and path values with no 5xx',
    async () => {
      const fuzz = new Fuzz(SEED ^ hash('other endpoints'));
      const tk = adminToken;
      const names = tables.map((x) => x.name);
      const paths: (() => string)[] = [
        () => '/login',
        () => '/otp',
        () => '/otp/resend',
        () => `/${tk}`,
        () => `/${fuzz.segment()}/getLoggedInUserInfo`,
        () => `/${tk}/getLoggedInUserInfo`,
        () => `/${tk}/profile/update`,
        () => `/${tk}/profile/settings`,
        () => `/${tk}/logError`,
        () => `/${tk}/bildirimler/markAsRead`,
        () => `/${tk}/payment/paket/create`,
        () => `/${tk}/payment/kontor/create`,
        () => `/${tk}/payment/status`,
        () => `/${tk}/payment/summary`,
        () => `/${tk}/kurlar`,
        () => `/${tk}/piyasa`,
        () => `/${tk}/hava/sehirler`,
        () => `/${tk}/hava/tahmin`,
        () => `/${tk}/getImitableUsers`,
        () => `/${tk}/getUserTokenYetki/${fuzz.segment([1, 2])}`,
        () => `/${tk}/getUserToken/${fuzz.segment([1, 2])}`,
        () => `/${tk}/files/${fuzz.segment([1])}`,
        () => `/${tk}/tables/${fuzz.pick(names)}/${fuzz.segment([1, 2, 3])}`,
        () => `/${tk}/tables/${fuzz.pick(names)}/${fuzz.segment([1, 2, 3])}/edit`,
        () => `/${tk}/tables/${fuzz.pick(names)}/create`,
        () => `/${tk}/tables/${fuzz.pick(names)}/deleted`,
        () => `/${tk}/tables/${fuzz.pick(names)}/${fuzz.segment([1, 2, 3])}/archive`,
        () => `/${tk}/tables/${fuzz.pick(names)}/${fuzz.segment([999_999])}/restore`,
        () => `/${tk}/tables/${fuzz.pick(names)}/${fuzz.segment()}/delete`,
        () => `/${tk}/tables/${fuzz.segment()}`,
        () => `/${tk}/tables/${fuzz.pick(names)}/getSelectColumnData/${fuzz.segment()}`,
        () => `/${tk}/tables/gelen_efatura/inbox/getInboxes`,
        () => `/${tk}/${fuzz.segment()}`,
      ];
      for (let round = 0; round < RUNS; round++) {
        for (const path of paths) {
          const p = path();
          const body = fuzz.chance(0.8)
            ? Object.fromEntries(
                Array.from({ length: fuzz.int(5) }, () => [
                  fuzz.pick([
                    'email',
                    'password',
                    'otp_id',
                    'code',
                    'params',
                    'paymentId',
                    'token',
                    'search',
                    'name_basic',
                    'phone',
                    'kullanici_ayarlari',
                    'message',
                    'sehir',
                    'id',
                    fuzz.pick(STRINGS),
                  ]),
                  fuzz.value([1, 2]),
                ]),
              )
            : fuzz.value();
          expectSane(await send(fuzz, p, body), `round ${round}: ${p} ${show(body)}`);
        }
        // The payment provider's pages answer text or HTML, never a crash.
        for (const p of ['/odeme/bildirim', `/odeme/${fuzz.segment()}`]) {
          const body = {
            merchant_oid: fuzz.value(),
            status: fuzz.value(),
            total_amount: fuzz.value(),
            hash: fuzz.value(),
          };
          const res = await t.app.request(p, { method: 'POST', body: toJson(body) });
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          expect(res.status, `FUZZ_SEED=${SEED} round ${round}: ${p} ${show(body)}`).toBeLessThan(500);
        }
      }
    },
    TIMEOUT,
  );

  it('leave the server serving afterwards', async () => {
    const r = await tablesApi(t, adminToken).list('cari_hesap', { limit: 1 });
    expect(r.status).toBe(200);
  });
});
