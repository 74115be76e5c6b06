/**
 * npm run bench:bigsave — a 10,000-line sales invoice saved through the app, and what another company waits meanwhile.
 *
 * For PGlite (a temporary data dir, as the embedded server keeps it) and, when 127.0.0.1:5432 answers, PostgreSQL (a
 * fresh database, dropped afterwards): migrates and seeds the demo data, then, in-process through the Hono app:
 *  - reference: the other demo company (ornek@defter.local) asks its current-account list (50 rows) again and again
 *    while nothing else runs — its wait p50 / p95 / max;
 *  - save: the demo company stores a sales invoice of BENCH_LINES lines (default 10,000; stock and service lines over
 *    the demo cards, the way scripts/bench-lines.ts makes them) with POST /tables/satis_fatura/store, BENCH_SAVES
 *    times (default 3, after one 1,000-line warm-up save). While each save runs, the other company asks the same list
 *    in a loop, one request after the other; every wait is kept. Printed: the save's time (median, max) and the
 *    other company's waits (p50 / p95 / max) beside the reference.
 * Targets (issue 29 item 4): PGlite, the other company waits ≤ 200 ms; PostgreSQL, the save ≤ 2 s.
 * Env: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_LINES, BENCH_SAVES, BENCH_ONLY
 * (pglite | postgres).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createApp } from '../server/app';
import { LogSmsSender } from '../server/auth/sms';
import { loadConfig } from '../server/config';
import { openDatabase, type OpenedDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seed } from '../server/db/seed';

const LINES = Number(process.env.BENCH_LINES ?? 10_000);
const SAVES = Number(process.env.BENCH_SAVES ?? 3);
const REFERENCE_CALLS = 60;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ONLY = process.env.BENCH_ONLY;

type Row = Record<string, unknown>;

interface Backend {
  name: string;
  database: OpenedDatabase;
  close(): Promise<void>;
}

async function openPglite(): Promise<Backend> {
  const dir = await mkdtemp(path.join(tmpdir(), 'defter-bigsave-'));
  const database = await openDatabase({ dataDir: dir });
  return {
    name: 'PGlite',
    database,
    async close() {
      await database.close();
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
  const name = `defter_bigsave_${process.pid}`;
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    name: 'PostgreSQL',
    database,
    async close() {
      await database.close();
      const drop = new pg.Client({ connectionString: PG_URL });
      await drop.connect();
      // The pool's end resolves before its clients are gone: a forced drop would end one still saying goodbye.
      for (let i = 0; i < 100; i++) {
        const open = await drop.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (open.rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

/** One line of progress on stderr (the table goes to stdout). */
function progress(what: string, since: number) {
  process.stderr.write(`  … ${what} (${((performance.now() - since) / 1000).toFixed(1)} s)\n`);
}

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
  return { n: s.length, p50: q(50), p95: q(95), max: s[s.length - 1] ?? NaN };
}

/** `count` lines over the demo cards: stock lines with a warehouse, service lines, some discounts. */
function generateLines(count: number, stocks: Row[], depots: Row[], services: Row[]): Row[] {
  return Array.from({ length: count }, (_, i) => {
    const service = i % 4 === 3;
    const card = service ? services[i % services.length] : stocks[i % stocks.length];
    return {
      mal_hizmet_turu_id: service ? 2 : 1,
      stok_kartlari_id: service ? null : card.id,
      depo_kartlari_id: service ? null : depots[i % depots.length].id,
      hizmet_ve_masraf_kartlari_id: service ? card.id : null,
      mal_hizmet: service ? card.hizmet_masraf_adi : card.stok_adi,
      miktar: String((i % 9) + 1),
      birim_id: 1,
      birim_fiyat: String(service ? card.birim_fiyat : card.satis_fiyati),
      iskonto_orani: i % 5 === 0 ? '10' : null,
      iskonto_arttirim: '0',
      kdv_id: 9,
      kdv_dahil_buton: i % 7 === 0 ? '1' : '0',
    };
  });
}

async function bench(b: Backend) {
  const t0 = performance.now();
  const db = b.database.db;
  await migrateToLatest(db);
  await seed(db, { demo: true });
  progress(`${b.name}: migrated and seeded`, t0);
  const config = { ...loadConfig({}), staticDir: '' };
  const app = createApp({ db, config, sms: new LogSmsSender(() => {}) });
  const post = async (p: string, body: unknown) => {
    const res = await app.request(`/api/v1${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as any };
  };
  const login = async (email: string) =>
    (await post('/login', { email, password: 'Demo1234!' })).json.data.token as string;
  const demo = await login('demo@defter.local');
  const other = await login('ornek@defter.local');
  const list = async (token: string, table: string) => {
    const r = await post(`/${token}/tables/${table}`, { params: { page: 1, limit: 50 } });
    if (r.status !== 200) throw new Error(`${table}: ${JSON.stringify(r.json).slice(0, 300)}`);
    return r.json.data.records as Row[];
  };
  const [cari, stocks, depots, services] = await Promise.all(
    ['cari_hesap', 'stok_kartlari', 'depo_kartlari', 'hizmet_ve_masraf_kartlari'].map((t) => list(demo, t)),
  );
  // The other company's request: its current-account list, as its list page asks it.
  const otherList = async () => {
    const t1 = performance.now();
    await list(other, 'cari_hesap');
    return performance.now() - t1;
  };
  let seq = 0;
  const body = (lines: Row[]) =>
    JSON.stringify({
      column_set_id: '0',
      cari_hesap_id: cari[0].id,
      fatura_senaryo_id: 1,
      fatura_tipi_id: 2,
      fatura_numarasi: `BSV2026${String(++seq).padStart(9, '0')}`,
      fatura_tarihi: '2026-03-02',
      para_birimi_id: 1,
      döviz_kuru: '1',
      mal_hizmet_json: JSON.stringify(lines),
    });
  const save = async (text: string) => {
    const t1 = performance.now();
    const r = await post(`/${demo}/tables/satis_fatura/store`, text);
    const ms = performance.now() - t1;
    if (r.json?.data?.message !== 'success')
      throw new Error(`store: ${JSON.stringify(r.json).slice(0, 500)}`);
    return ms;
  };

  // Warm-up: the code paths once (JIT, plans), a save of 1,000 lines and a few lists.
  await save(body(generateLines(1000, stocks, depots, services)));
  for (let i = 0; i < 10; i++) await otherList();
  progress(`${b.name}: warmed up`, t0);

  const reference: number[] = [];
  for (let i = 0; i < REFERENCE_CALLS; i++) reference.push(await otherList());

  const lines = generateLines(LINES, stocks, depots, services);
  const saves: number[] = [];
  const waits: number[] = [];
  for (let i = 0; i < SAVES; i++) {
    const text = body(lines);
    let done = false;
    const saving = save(text).finally(() => (done = true));
    // The other company keeps asking while the save runs (its first request starts with the save).
    const asking = (async () => {
      while (!done) waits.push(await otherList());
    })();
    saves.push(await saving);
    await asking;
    progress(`${b.name}: save ${i + 1} of ${LINES.toLocaleString('tr-TR')} lines`, t0);
  }
  return { reference: stats(reference), saves: stats(saves), waits: stats(waits) };
}

async function main() {
  const rows: string[][] = [];
  const opens = [openPglite, openPostgres].filter(
    (o) => !ONLY || (o === openPglite ? ONLY === 'pglite' : ONLY === 'postgres'),
  );
  for (const open of opens) {
    const b = await open();
    if (!b) {
      console.log(`PostgreSQL at ${PG_URL} does not answer: skipped.`);
      continue;
    }
    try {
      const r = await bench(b);
      const f = (x: number) => x.toFixed(0);
      rows.push([
        b.name,
        `${f(r.saves.p50)} / ${f(r.saves.max)}`,
        `${f(r.waits.p50)} / ${f(r.waits.p95)} / ${f(r.waits.max)} (${r.waits.n})`,
        `${f(r.reference.p50)} / ${f(r.reference.p95)} / ${f(r.reference.max)}`,
        `${(r.waits.max / r.reference.max).toFixed(1)}×`,
      ]);
    } finally {
      await b.close();
    }
  }
  const head = [
    'database',
    `save of ${LINES.toLocaleString('tr-TR')} lines ms median / max`,
    "other company's list during saves ms p50 / p95 / max (calls)",
    'same list, no save running ms p50 / p95 / max',
    'max ÷ reference max',
  ];
  const all = [head, ...rows];
  const w = head.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(w[i])).join(' | ')} |`;
  console.log(
    `\n${SAVES} saves of a ${LINES.toLocaleString('tr-TR')}-line sales invoice through the Hono app in-process ` +
      `(after a 1,000-line warm-up save); the other demo company lists 50 current accounts in a loop meanwhile.\n`,
  );
  console.log(line(head));
  console.log(`|${w.map((x) => '-'.repeat(x + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
