/**
 * npm run bench:load — Defter under load over HTTP, one process against several (docs/operations.md).
 *
 * Setups: PGlite (one process: it is one process per data directory); PostgreSQL with 1 process (server/main.ts),
 * 2 processes and, on a machine with more than 2 cores, N = cores (server/cluster.ts). Each setup gets a fresh
 * database (PGlite: a temporary data dir; PostgreSQL: a database created here and dropped afterwards), migrated and
 * seeded, plus BENCH_ROWS current accounts in the demo company; then the real server is started as child
 * processes and autocannon (in this process) drives, for BENCH_SECONDS each after BENCH_WARMUP seconds of warm-up,
 * at BENCH_CONNECTIONS connections:
 *   list   POST /tables/cari_hesap, 50-row page, contains "gıda" on the name, sorted by name;
 *   save   POST /tables/satis_fatura/store, a 3-line invoice (KDV, discount, withholding), a new number each time;
 *   login  a mix: 1 login in 10 requests, beside getLoggedInUserInfo, the 60 s system check and the list.
 * Prints requests/s, latency p50 / p99, errors (failed connections, non-2xx, and saves not answered "success"),
 * each PostgreSQL setup's throughput next to one process's, and where the cores went: CPU milliseconds per answered
 * request of Defter's processes, of PostgreSQL's backends for the bench's database and of the load generator (Linux
 * /proc), with the ceiling they set (cores × 1000 ÷ their sum requests/s, however many processes serve).
 * The servers log as in production (a line per request).
 * The load generator shares the machine's cores with the servers: on 2 cores it takes part of one.
 * Env: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (10), BENCH_WARMUP (2),
 * BENCH_CONNECTIONS (20), BENCH_ROWS (10000), BENCH_SETUPS (comma list of pglite,pg1,pg2,pgN; default all).
 */
// First: the app's modules in the order they expect (the seed before server/app.ts trips an import circle).
import '../server/app';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Db } from '../server/db/database';
import { prepareDatabase } from '../server/db/startup';
import { invoiceHeader, threeLines, type Cards } from '../server/documents/document.test-kit';
import {
  freshDatabase,
  postJson,
  spawnDefter,
  waitReady,
  type DefterProcess,
} from '../server/test/processes';
import { cpuMsOf, descendantCpuMs } from './lib/proc-cpu';

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const CORES = availableParallelism();
const DEMO = { email: 'demo@defter.local', password: 'Demo1234!' };

interface Setup {
  key: string;
  label: string;
  processes: number;
  postgres: boolean;
}

const ALL: Setup[] = [
  { key: 'pglite', label: 'PGlite, 1 process', processes: 1, postgres: false },
  { key: 'pg1', label: 'PostgreSQL, 1 process', processes: 1, postgres: true },
  { key: 'pg2', label: 'PostgreSQL, 2 processes', processes: 2, postgres: true },
  ...(CORES > 2
    ? [{ key: 'pgN', label: `PostgreSQL, ${CORES} processes`, processes: CORES, postgres: true }]
    : []),
];

function progress(what: string) {
  process.stderr.write(`  … ${what}\n`);
}

/** BENCH_ROWS current accounts of the demo company (names like the list bench's), made in the database. */
async function addRows(db: Db, departmentId: number, userId: number) {
  const words = [
    'Yıldız',
    'Kaya',
    'Demir',
    'Şahin',
    'Çelik',
    'Yılmaz',
    'Öztürk',
    'Aydın',
    'Ege',
    'Anadolu',
    'Işık',
  ];
  const sectors = [
    'Gıda',
    'Tekstil',
    'İnşaat',
    'Lojistik',
    'Otomotiv',
    'Kırtasiye',
    'Mobilya',
    'Yazılım',
    'Tarım',
  ];
  await sql`
    insert into cari_hesap (user_id, department_id, cari_hesap_adi, cari_tipi, tc, vergi_daireleri_id, ulkeler_id,
                            sehirler_id, phone)
    select ${userId}::bigint, ${departmentId}::bigint,
           (${sql.lit(`{${words.join(',')}}`)}::text[])[1 + g % ${sql.lit(words.length)}] || ' ' ||
           (${sql.lit(`{${sectors.join(',')}}`)}::text[])[1 + (g / ${sql.lit(words.length)}) % ${sql.lit(sectors.length)}] ||
           case when g % 2 = 0 then ' Ltd. Şti.' else ' A.Ş.' end,
           1 + g % 3, lpad((2000000000 + g)::text, 10, '0'), 1 + g % 1000, 1, 1 + g % 81,
           '+90 (212) ' || lpad((g % 1000)::text, 3, '0') || ' 00 00'
    from generate_series(1, ${ROWS}) as g`.execute(db);
  await sql`update cari_hesap set own_id = id where own_id is null`.execute(db);
  await sql`vacuum analyze`.execute(db);
}

/** The demo company's cards the invoice uses (as server/documents/document.test-kit.ts's demoCards). */
async function cardsOf(db: Db, departmentId: number): Promise<Cards> {
  const id = async (table: string, column: string, value: string) => {
    const r = await sql<{ id: number }>`select id from ${sql.table(table)}
      where department_id = ${departmentId} and ${sql.ref(column)} = ${value}`.execute(db);
    return Number(r.rows[0].id);
  };
  const tevkifat = await sql<{
    id: number;
  }>`select id from tevkifat_kodlari where kod = '603' and yuzde = 70`.execute(db);
  return {
    cari: await id('cari_hesap', 'cari_hesap_adi', 'Ege Zeytincilik'),
    toner: await id('stok_kartlari', 'stok_kodu', 'STK-002'),
    klavye: await id('stok_kartlari', 'stok_kodu', 'STK-004'),
    depo: await id('depo_kartlari', 'depo_kodu', 'D01'),
    bakim: await id('hizmet_ve_masraf_kartlari', 'hizmet_masraf_kodu', 'HZM-002'),
    tevkifat603: Number(tevkifat.rows[0].id),
  };
}

/** Migrates, seeds and fills a database before any server runs on it; returns the invoice's cards. */
async function prepare(opened: { databaseUrl?: string; dataDir?: string }): Promise<Cards> {
  const database = await openDatabase({ ...opened, poolMax: 2 });
  try {
    await prepareDatabase(database.db, { demo: true });
    const demo = await sql<{ id: number; department_id: number }>`
      select id, department_id from users where email = ${DEMO.email}`.execute(database.db);
    const { id: userId, department_id: departmentId } = demo.rows[0];
    await addRows(database.db, Number(departmentId), Number(userId));
    return await cardsOf(database.db, Number(departmentId));
  } finally {
    await database.close();
  }
}

interface Row {
  setup: string;
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  /** CPU milliseconds per answered request: Defter's processes, PostgreSQL's backends, the load generator. */
  cpu: { defter: number; postgres: number | null; bench: number };
}

let invoiceNo = 0;

/** One autocannon run of `requests` against `url`; `failed` counts answers that were 2xx but not a success. */
async function drive(url: string, requests: autocannon.Request[], seconds: number) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, requests, timeout: 30 });
}

/** PostgreSQL's backend pids serving `database` (null for PGlite, which runs inside Defter's process). */
type Backends = (() => Promise<number[]>) | null;

async function scenarios(url: string, token: string, cards: Cards, backends: Backends) {
  const json = { 'content-type': 'application/json' };
  const listBody = JSON.stringify({
    params: {
      page: 1,
      limit: 50,
      sorts: { cari_hesap_adi: true },
      filters: { cari_hesap_adi: { type: 1, guiType: 'string', filter: 'gıda' } },
    },
  });
  const list: autocannon.Request = {
    method: 'POST',
    path: `/api/v1/${token}/tables/cari_hesap`,
    headers: json,
    body: listBody,
  };
  let saveFailures = 0;
  const lines = JSON.stringify(threeLines(cards));
  const save: autocannon.Request = {
    method: 'POST',
    path: `/api/v1/${token}/tables/satis_fatura/store`,
    headers: json,
    setupRequest: (req) => ({
      ...req,
      body: JSON.stringify({
        column_set_id: '0',
        ...invoiceHeader(cards, `BNC2026${String(++invoiceNo).padStart(9, '0')}`),
        mal_hizmet_json: lines,
      }),
    }),
    onResponse: (status, body) => {
      if (status === 200 && !body.includes('"message":"success"')) saveFailures++;
    },
  };
  // A day's traffic around logins: each connection logs in, then works with a session (user info, the 60 s check,
  // lists), 1 request in 10 a login (its scrypt costs about 110 ms of a core, docs/auth.md).
  const work: autocannon.Request[] = [
    { method: 'POST', path: `/api/v1/${token}/getLoggedInUserInfo`, headers: json, body: '{}' },
    { method: 'POST', path: `/api/v1/${token}`, headers: json, body: '{}' },
    list,
  ];
  const mix: autocannon.Request[] = [
    { method: 'POST', path: '/api/v1/login', headers: json, body: JSON.stringify(DEMO) },
    ...work,
    ...work,
    ...work,
  ];
  const out: {
    name: string;
    result: autocannon.Result;
    failed: number;
    cpu: { defter: number; postgres: number | null; bench: number };
  }[] = [];
  for (const [name, requests] of [
    ['list', [list]],
    ['save', [save]],
    ['login mix', mix],
  ] as const) {
    if (WARMUP > 0) await drive(url, [...requests], WARMUP);
    saveFailures = 0;
    progress(`${name}: ${SECONDS} s at ${CONNECTIONS} connections`);
    // Where the cores went: CPU time of Defter's processes, of the backends PostgreSQL runs for this database
    // (pids seen before and after: a pool may open connections during the run) and of this process (autocannon).
    const pgBefore = backends ? cpuMsOf(await backends()) : null;
    const defterBefore = descendantCpuMs();
    const benchBefore = process.cpuUsage();
    const result = await drive(url, [...requests], SECONDS);
    const bench = process.cpuUsage(benchBefore);
    const defter = descendantCpuMs() - defterBefore;
    let postgres: number | null = null;
    if (backends && pgBefore) {
      const after = cpuMsOf(await backends());
      postgres = [...after].reduce((t, [pid, ms]) => t + ms - (pgBefore.get(pid) ?? 0), 0);
    }
    const answered = Math.max(1, result['2xx'] + result.non2xx);
    out.push({
      name,
      result,
      failed: saveFailures,
      cpu: {
        defter: defter / answered,
        postgres: postgres === null ? null : postgres / answered,
        bench: (bench.user + bench.system) / 1000 / answered,
      },
    });
  }
  return out;
}

async function runSetup(s: Setup): Promise<Row[]> {
  progress(
    `${s.label}: preparing a fresh database with ${ROWS.toLocaleString('tr-TR')} more current accounts`,
  );
  let drop = async () => {};
  const env: Record<string, string> = { LOG_LEVEL: 'info', SEED_DEMO: '1' };
  let dir: string | undefined;
  let cards: Cards;
  if (s.postgres) {
    const fresh = await freshDatabase(PG_URL, 'defter_bench_load');
    drop = fresh.drop;
    env.DATABASE_URL = fresh.url;
    cards = await prepare({ databaseUrl: fresh.url });
  } else {
    dir = await mkdtemp(path.join(tmpdir(), 'defter-bench-load-'));
    env.DATA_DIR = dir;
    env.DATABASE_URL = '';
    cards = await prepare({ dataDir: dir });
  }
  let backends: Backends = null;
  if (env.DATABASE_URL) {
    const database = new URL(env.DATABASE_URL).pathname.slice(1);
    backends = async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      try {
        const r = await c.query<{ pid: number }>(
          'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [database],
        );
        return r.rows.map((x) => Number(x.pid));
      } finally {
        await c.end();
      }
    };
  }
  let server: DefterProcess | undefined;
  try {
    server =
      s.processes === 1
        ? await spawnDefter(env)
        : await spawnDefter({ ...env, CLUSTER_WORKERS: String(s.processes) }, 'server/cluster.ts');
    await waitReady(server);
    if (s.processes > 1) await server.waitFor('ready in', s.processes);
    const login = await postJson(server.url, '/login', DEMO);
    if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.json)}`);
    const results = await scenarios(server.url, login.json.data.token, cards, backends);
    return results.map(({ name, result, failed, cpu }) => ({
      setup: s.label,
      scenario: name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx + failed,
      requests: result['2xx'] + result.non2xx,
      cpu,
    }));
  } finally {
    await server?.stop('SIGTERM');
    await drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}

async function postgresVersion(): Promise<string | null> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 10_000 });
  try {
    await c.connect();
    const r = await c.query<{ v: string }>("select current_setting('server_version') as v");
    return r.rows[0].v;
  } catch (err) {
    progress(`PostgreSQL at ${PG_URL}: ${(err as Error).message}`);
    return null;
  } finally {
    await c.end().catch(() => {});
  }
}

function printTable(rows: Row[]) {
  const oneProcess = new Map(
    rows.filter((r) => r.setup === 'PostgreSQL, 1 process').map((r) => [r.scenario, r.rps]),
  );
  const head = [
    'setup',
    'scenario',
    'requests/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'requests',
    '÷ 1 process',
    'CPU ms/request: Defter',
    'PostgreSQL',
    'load generator',
  ];
  const body = rows.map((r) => {
    const base = oneProcess.get(r.scenario);
    const ratio = r.setup.startsWith('PostgreSQL') && base ? `${(r.rps / base).toFixed(2)}×` : '';
    return [
      r.setup,
      r.scenario,
      r.rps.toFixed(0),
      String(r.p50),
      String(r.p99),
      String(r.errors),
      String(r.requests),
      ratio,
      r.cpu.defter.toFixed(1),
      r.cpu.postgres === null ? 'in Defter' : r.cpu.postgres.toFixed(1),
      r.cpu.bench.toFixed(1),
    ];
  });
  const all = [head, ...body];
  const w = head.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(w[i])).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${w.map((x) => '-'.repeat(x + 2)).join('|')}|`);
  for (const r of body) console.log(line(r));
}

async function main() {
  const wanted = process.env.BENCH_SETUPS?.split(',').map((s) => s.trim());
  const pgVersion = await postgresVersion();
  const setups = ALL.filter((s) => !wanted || wanted.includes(s.key)).filter((s) => !s.postgres || pgVersion);
  if (!pgVersion) console.log(`PostgreSQL at ${PG_URL} does not answer: only PGlite is measured.`);
  const machine =
    `${CORES} cores (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}` +
    `${pgVersion ? `, PostgreSQL ${pgVersion}` : ''}; load average at the start ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' / ')}`;
  const rows: Row[] = [];
  for (const s of setups) rows.push(...(await runSetup(s)));
  console.log(`\nMachine: ${machine}`);
  console.log(
    `${SECONDS} s per cell after ${WARMUP} s of warm-up, ${CONNECTIONS} connections, ${ROWS.toLocaleString('tr-TR')} ` +
      'added current accounts; latency in ms.\n',
  );
  printTable(rows);
  const list = (setup: string) => rows.find((r) => r.setup === setup && r.scenario === 'list');
  const one = list('PostgreSQL, 1 process');
  const two = list('PostgreSQL, 2 processes');
  if (one && two)
    console.log(
      `\nGoal (issue 17): 2 processes ≥ 1.6× one process's list throughput: ${(two.rps / one.rps).toFixed(2)}× ` +
        `${two.rps / one.rps >= 1.6 ? 'met' : 'missed'}; list p99 ≤ 100 ms at ${CONNECTIONS} connections with 2 ` +
        `processes: ${two.p99} ms ${two.p99 <= 100 ? 'met' : 'missed'}.`,
    );
  // The most any number of processes can answer on this machine, from what one list request costs in all.
  if (one && one.cpu.postgres !== null) {
    const perRequest = one.cpu.defter + one.cpu.postgres + one.cpu.bench;
    console.log(
      `Ceiling for the list on ${CORES} cores: ${CORES} × 1000 ÷ (${one.cpu.defter.toFixed(1)} Defter + ` +
        `${one.cpu.postgres.toFixed(1)} PostgreSQL + ${one.cpu.bench.toFixed(1)} load generator ms per request) ≈ ` +
        `${((CORES * 1000) / perRequest).toFixed(0)} requests/s; one process answered ${one.rps.toFixed(0)}.`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
