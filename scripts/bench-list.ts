/**
 * npm run bench:list — list latency of the generic table service at 100,000 current accounts.
 *
 * For PGlite (a temporary data dir) and, when 127.0.0.1:5432 answers, PostgreSQL (a fresh database dropped
 * afterwards): migrates and seeds, adds 100,000 cari_hesap rows to one company, then times the list call
 * (100-row page, contains filter on cari_hesap_adi, sorted by name) through the app in-process, next to the
 * very SQL that call ran (captured from the query log) executed directly on the same database.
 * Env: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_RUNS (default 200), BENCH_ROWS
 * (default 100,000), BENCH_ONLY (pglite | postgres).
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql, type LogEvent } from 'kysely';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createApp } from '../server/app';
import { LogSmsSender } from '../server/auth/sms';
import { loadConfig } from '../server/config';
import type { Db } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { PGliteDialect } from '../server/db/pglite-dialect';
import { seed } from '../server/db/seed';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ONLY = process.env.BENCH_ONLY;

// The same type parsing as server/db/database.ts: exact numerics and calendar values stay text.
const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082, TIME: 1083, TIMESTAMP: 1114, TIMESTAMPTZ: 1184 };
const asText = (v: string) => v;

interface Backend {
  name: string;
  db: Db;
  /** Runs SQL text with parameters on the database, bypassing the app and kysely (one connection). */
  direct(text: string, params: readonly unknown[]): Promise<unknown>;
  /** The same on a pool, so that several queries can run at once (PGlite: the one connection). */
  directPooled(text: string, params: readonly unknown[]): Promise<unknown>;
  close(): Promise<void>;
}

/** Every query the app runs, for replaying the list's SQL directly. */
const captured: { sql: string; params: readonly unknown[] }[] = [];
const log = (e: LogEvent) => {
  if (e.level === 'query') captured.push({ sql: e.query.sql, params: e.query.parameters });
};

async function openPglite(): Promise<Backend> {
  const dir = await mkdtemp(path.join(tmpdir(), 'defter-bench-'));
  const parsers = Object.fromEntries(
    [OID.NUMERIC, OID.DATE, OID.TIME, OID.TIMESTAMP, OID.TIMESTAMPTZ].map((o) => [o, asText]),
  );
  const pglite = await PGlite.create(dir, {
    extensions: { pg_trgm },
    parsers: { ...parsers, [OID.INT8]: (v: string) => Number(v) },
  });
  const db = new Kysely<any>({ dialect: new PGliteDialect(pglite), log });
  return {
    name: 'PGlite',
    db,
    direct: (text, params) => pglite.query(text, [...params]),
    directPooled: (text, params) => pglite.query(text, [...params]),
    async close() {
      await db.destroy();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function openPostgres(): Promise<Backend | null> {
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `defter_bench_${process.pid}`;
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  pg.types.setTypeParser(OID.INT8, (v: string) => Number(v));
  for (const o of [OID.NUMERIC, OID.DATE, OID.TIME, OID.TIMESTAMP, OID.TIMESTAMPTZ])
    pg.types.setTypeParser(o, asText);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }), log });
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const directPool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  return {
    name: 'PostgreSQL',
    db,
    direct: (text, params) => client.query(text, [...params]),
    directPooled: (text, params) => directPool.query(text, [...params]),
    async close() {
      await client.end();
      await directPool.end();
      await db.destroy();
      const drop = new pg.Client({ connectionString: PG_URL });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

const WORDS = [
  'Yıldız',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yılmaz',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
  'Polat',
  'Erdem',
  'Güneş',
  'Ege',
  'Anadolu',
  'Marmara',
  'Akdeniz',
  'Karadeniz',
  'Başkent',
  'Boğaziçi',
  'Toros',
  'Ilgaz',
  'İnci',
  'Umut',
  'Işık',
  'Özgür',
  'Ufuk',
  'Deniz',
  'Bereket',
  'Güven',
  'Altın',
];
const SECTORS = [
  'Gıda',
  'Tekstil',
  'İnşaat',
  'Lojistik',
  'Otomotiv',
  'Kırtasiye',
  'Mobilya',
  'Elektrik',
  'Yazılım',
  'Bilişim',
  'Turizm',
  'Tarım',
  'Ambalaj',
  'Kimya',
  'Plastik',
  'Mimarlık',
  'Danışmanlık',
  'Eğitim',
  'Sağlık',
  'Enerji',
  'Metal',
  'Makine',
  'Kozmetik',
  'Medikal',
  'Reklam',
];

/** 100,000 current accounts of one company, made in the database (generate_series), then analysed. */
async function addRows(db: Db, departmentId: number, userId: number) {
  const t0 = performance.now();
  // Ids from the sequence in the same statement, so that own_id = id needs no second pass over every row.
  await sql`
    insert into cari_hesap (id, own_id, user_id, department_id, cari_hesap_adi, cari_tipi, tc, vergi_daireleri_id,
                            ulkeler_id, sehirler_id, phone)
    select n.id, n.id, ${userId}::bigint, ${departmentId}::bigint,
           (${sql.lit(`{${WORDS.join(',')}}`)}::text[])[1 + g % ${sql.lit(WORDS.length)}] || ' ' ||
           (${sql.lit(`{${SECTORS.join(',')}}`)}::text[])[1 + (g / ${sql.lit(WORDS.length)}) % ${sql.lit(SECTORS.length)}] ||
           case when g % 2 = 0 then ' Ltd. Şti.' else ' A.Ş.' end,
           1 + g % 3, lpad((1000000000 + g)::text, 10, '0'), 1 + g % 1046, 1, 1 + g % 81,
           '+90 (212) ' || lpad((g % 1000)::text, 3, '0') || ' 00 00'
    from (select g, nextval(pg_get_serial_sequence('cari_hesap', 'id')) as id
          from generate_series(1, ${ROWS}) as g) as n`.execute(db);
  progress(`inserted ${ROWS} rows`, t0);
  // The steady state autovacuum keeps on a live server: statistics and the visibility map.
  await sql`vacuum analyze`.execute(db);
  progress('vacuumed and analysed', t0);
}

/** One line of progress on stderr (the table goes to stdout). */
function progress(what: string, since: number) {
  process.stderr.write(`  … ${what} (${((performance.now() - since) / 1000).toFixed(1)} s)\n`);
}

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
  return { p50: q(50), p95: q(95), p99: q(99), mean: s.reduce((a, b) => a + b, 0) / s.length };
}

interface Scenario {
  name: string;
  params: Record<string, unknown>;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'contains "gıda", sort by name',
    params: {
      page: 1,
      limit: 100,
      sorts: { cari_hesap_adi: true },
      filters: { cari_hesap_adi: { type: 1, guiType: 'string', filter: 'gıda' } },
    },
  },
  {
    name: 'contains "gıda", sort by name, page 20',
    params: {
      page: 20,
      limit: 100,
      sorts: { cari_hesap_adi: true },
      filters: { cari_hesap_adi: { type: 1, guiType: 'string', filter: 'gıda' } },
    },
  },
  { name: 'no filter, sort by name', params: { page: 1, limit: 100, sorts: { cari_hesap_adi: true } } },
];

async function bench(b: Backend) {
  const t0 = performance.now();
  await migrateToLatest(b.db);
  await seed(b.db, { demo: true });
  progress(`${b.name}: migrated and seeded`, t0);
  const admin = await sql<{ id: number; department_id: number }>`
    select id, department_id from users where email = 'demo@defter.local'`.execute(b.db);
  const { id: userId, department_id: departmentId } = admin.rows[0];
  await addRows(b.db, Number(departmentId), Number(userId));
  const seeded = performance.now() - t0;

  const config = { ...loadConfig({}), staticDir: '' };
  const app = createApp({ db: b.db, config, sms: new LogSmsSender(() => {}) });
  // As a browser sends it (with its length); the answer is read to its last byte, its JSON parsed only when asked
  // (parsing is the client's work, not the server's).
  const send = async (p: string, body: unknown) => {
    const text = JSON.stringify(body);
    const res = await app.request(`/api/v1${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) },
      body: text,
    });
    return { status: res.status, text: await res.text() };
  };
  const post = async (p: string, body: unknown) => {
    const r = await send(p, body);
    return { status: r.status, json: JSON.parse(r.text) as any };
  };
  const login = await post('/login', { email: 'demo@defter.local', password: 'Demo1234!' });
  const token = login.json.data.token as string;

  const rows: string[][] = [];
  for (const s of SCENARIOS) {
    progress(`${b.name}: ${s.name}`, t0);
    const call = () => send(`/${token}/tables/cari_hesap`, { params: s.params });
    for (let i = 0; i < WARMUP; i++) await call();
    captured.length = 0;
    const first = await post(`/${token}/tables/cari_hesap`, { params: s.params });
    if (first.status !== 200) throw new Error(`list failed: ${JSON.stringify(first.json)}`);
    // The SQL of that one call; the list's own part is the page and the count (not the session lookup).
    const callSql = captured.splice(0);
    const listSql = callSql.filter((q) => /\bfrom "cari_hesap" as t\b/.test(q.sql));
    const sessionSql = callSql.filter((q) => !listSql.includes(q));
    // The four measures of one iteration run one after the other, in an order that turns each iteration, so that
    // the app and its SQL see the same machine (other processes come and go on a shared one).
    const inTurn = (queries: typeof captured) => async () => {
      for (const q of queries) await b.direct(q.sql, q.params);
    };
    const measures: [string, () => Promise<unknown>][] = [
      ['app', call],
      // The app runs the page and the count side by side; the same done directly (PGlite queues them).
      ['side', () => Promise.all(listSql.map((q) => b.directPooled(q.sql, q.params)))],
      ['turn', inTurn(listSql)],
      ['all', inTurn(callSql)],
    ];
    const times = new Map(measures.map(([k]) => [k, [] as number[]]));
    for (let i = 0; i < WARMUP + RUNS; i++) {
      for (let j = 0; j < measures.length; j++) {
        const [k, run] = measures[(i + j) % measures.length];
        const t1 = performance.now();
        await run();
        if (i >= WARMUP) times.get(k)!.push(performance.now() - t1);
      }
      captured.length = 0;
    }
    const [a, dc, d, all] = ['app', 'side', 'turn', 'all'].map((k) => stats(times.get(k)!));
    const f = (x: number) => x.toFixed(1);
    rows.push([
      b.name,
      s.name,
      String(first.json.data.all_records_count),
      `${listSql.length}+${sessionSql.length}`,
      `${f(a.p50)} / ${f(a.p95)}`,
      `${f(dc.p50)} / ${f(dc.p95)}`,
      `${(a.p50 / dc.p50).toFixed(2)}×`,
      `${f(d.p50)} / ${f(d.p95)}`,
      `${f(all.p50)} / ${f(all.p95)}`,
    ]);
  }
  return { seeded, rows };
}

function printTable(rows: string[][]) {
  const head = [
    'database',
    'scenario (100-row page of 100,000)',
    'matches',
    'queries list+session',
    'app ms p50 / p95',
    'list SQL side by side p50 / p95',
    'app ÷ SQL (p50)',
    'list SQL in turn',
    'list + session SQL in turn',
  ];
  const all = [head, ...rows];
  const w = head.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(w[i])).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${w.map((x) => '-'.repeat(x + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}

async function main() {
  const rows: string[][] = [];
  for (const open of [openPglite, openPostgres].filter(
    (o) => !ONLY || (o === openPglite ? ONLY === 'pglite' : ONLY === 'postgres'),
  )) {
    const b = await open();
    if (!b) {
      console.log(`PostgreSQL at ${PG_URL} does not answer: skipped.`);
      continue;
    }
    try {
      const r = await bench(b);
      console.log(
        `${b.name}: migrated, seeded and added ${ROWS.toLocaleString('tr-TR')} rows in ${(r.seeded / 1000).toFixed(1)} s`,
      );
      rows.push(...r.rows);
    } finally {
      await b.close();
    }
  }
  console.log(
    `\n${RUNS} timed calls per cell after ${WARMUP} warm-up calls, app and SQL interleaved; times in ms.\n` +
      'app = POST /tables/cari_hesap through the Hono app in-process (token check, parsing, SQL, JSON); ' +
      'list SQL = the page and count queries that call ran, replayed on the driver (side by side: at once on a ' +
      'pool, as the app runs them; in turn: one after the other); the target is app ÷ SQL ≤ 1.3 (issue 29).\n',
  );
  printTable(rows);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
