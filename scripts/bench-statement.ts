/**
 * npm run bench:statement — the customer statement (cari ekstre) of 10,000 movements on PostgreSQL (issue 12 item 6;
 * target ≤ 1 s; docs/reports.md "Benchmark").
 *
 * Makes a fresh database (dropped afterwards) on BENCH_PG_URL or DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres), migrates and seeds the demo, then gives one customer of Demo Ticaret
 * 10,000 movements over six years (4,000 sales invoices, 2,000 purchase invoices, 2,500 cash receipts, 1,500
 * incoming transfers) and 400 other customers 40,000 sales invoices between them, and times through the app
 * in-process: the whole history (10,001 rows), the last year (an opening balance over the years before) and the
 * ageing of every customer. Env: BENCH_RUNS (default 20).
 */
import { sql, type RawBuilder } from 'kysely';
import pg from 'pg';
import { createApp } from '../server/app';
import { LogSmsSender } from '../server/auth/sms';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import type { Db } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seed } from '../server/db/seed';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const PG_URL =
  process.env.BENCH_PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const t0 = performance.now();
const progress = (what: string) =>
  console.error(`[${((performance.now() - t0) / 1000).toFixed(1)} s] ${what}`);

/**
 * Copies one row of `table` `count` times (generate_series `g`), every column as the source row's but those in
 * `set` (SQL over `g` and the source row `t`).
 */
async function cloneRows(
  db: Db,
  table: string,
  sourceId: number,
  count: number,
  set: Record<string, RawBuilder<unknown>>,
) {
  const cols = (
    await sql<{ column_name: string }>`select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} and column_name <> 'id'
      and is_generated = 'NEVER' order by ordinal_position`.execute(db)
  ).rows.map((r) => r.column_name);
  const values = cols.map((c) => (c in set ? set[c] : sql.ref(`t.${c}`)));
  // The rows are the statement's data, not a test of the write path: the tables' own triggers (balances, remaining
  // amounts, exchange differences) recompute per row — quadratic over one customer's 10,000 movements, which made
  // the fill take over 20 minutes. They are off while copying; fill() recomputes the balances once at the end.
  await sql`alter table ${sql.table(table)} disable trigger user`.execute(db);
  await sql`insert into ${sql.table(table)} (${sql.join(cols.map((c) => sql.ref(c)))})
    select ${sql.join(values)} from ${sql.table(table)} t, generate_series(1, ${count}) as g
    where t.id = ${sourceId}`.execute(db);
  if (cols.includes('own_id'))
    await sql`update ${sql.table(table)} set own_id = id where own_id is null`.execute(db);
  await sql`alter table ${sql.table(table)} enable trigger user`.execute(db);
}

const firstId = async (db: Db, q: RawBuilder<{ id: number }>) => {
  const r = await q.execute(db);
  if (!r.rows[0]) throw new Error('demo row not found');
  return Number(r.rows[0].id);
};

async function fill(db: Db, dept: number) {
  const cari = await firstId(
    db,
    sql<{ id: number }>`select id from cari_hesap where department_id = ${dept}
    and cari_hesap_adi = 'Ege Zeytincilik'`,
  );
  const sale = await firstId(
    db,
    sql<{ id: number }>`select id from satis_fatura where department_id = ${dept} order by id limit 1`,
  );
  const purchase = await firstId(
    db,
    sql<{ id: number }>`select id from alis_fatura where department_id = ${dept} order by id limit 1`,
  );
  const receipt = await firstId(
    db,
    sql<{ id: number }>`select id from tahsilat_islem where department_id = ${dept} order by id limit 1`,
  );
  const transfer = await firstId(
    db,
    sql<{
      id: number;
    }>`select id from banka_gelen_havale_islemi where department_id = ${dept} order by id limit 1`,
  );
  const day = (span: number) => sql`(date '2020-01-01' + (g * 7919 % ${sql.lit(span)}))`;
  const amount = sql`(100 + g * 37 % 9000)::numeric(18, 2)`;
  const docNo = (prefix: string) => sql`${sql.lit(prefix)} || lpad(g::text, 12, '0')`;
  await cloneRows(db, 'satis_fatura', sale, 4000, {
    cari_hesap_id: sql`${cari}::bigint`,
    fatura_numarasi: docNo('BSA'),
    fatura_tarihi: day(2190),
    dovizli_tutar: amount,
    own_id: sql`null`,
  });
  await cloneRows(db, 'alis_fatura', purchase, 2000, {
    cari_hesap_id: sql`${cari}::bigint`,
    fatura_numarasi: docNo('BAL'),
    fatura_tarihi: day(2190),
    dovizli_tutar: amount,
    own_id: sql`null`,
  });
  progress('invoices of the customer');
  const asReceipt = {
    cari_hesap_id: sql`${cari}::bigint`,
    islem_tipi_id: sql`4`,
    tip_id: sql`1`,
    satis_fatura_id: sql`null`,
    musteri_cek_id: sql`null`,
    firma_senet_id: sql`null`,
    kasa_karti_id: sql`null`,
    banka_karti_id: sql`null`,
    hizmet_ve_masraf_kartlari_id: sql`null`,
    belge_no: docNo('BTH'),
    islem_tarihi: day(2190),
    dovizli_tutar: amount,
    own_id: sql`null`,
  };
  await cloneRows(db, 'tahsilat_islem', receipt, 2500, asReceipt);
  await cloneRows(db, 'banka_gelen_havale_islemi', transfer, 1500, asReceipt);
  progress('receipts and transfers of the customer');
  await cloneRows(db, 'cari_hesap', cari, 400, {
    cari_hesap_adi: sql`'Bench Müşteri ' || g`,
    tc: sql`lpad((2000000000 + g)::text, 10, '0')`,
    own_id: sql`null`,
  });
  await cloneRows(db, 'satis_fatura', sale, 40000, {
    cari_hesap_id: sql`(select id from cari_hesap where department_id = ${dept}
      and cari_hesap_adi = 'Bench Müşteri ' || (1 + g % 400))`,
    fatura_numarasi: docNo('BOT'),
    fatura_tarihi: day(2190),
    dovizli_tutar: amount,
    own_id: sql`null`,
  });
  progress('other customers');
  // The customers' balances once, now that the copies are in (the triggers were off while copying).
  await sql`update cari_hesap set bakiye = bakiye where department_id = ${dept}`.execute(db);
  await sql`vacuum analyze`.execute(db);
  return cari;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];

async function main() {
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    console.error(`PostgreSQL is not reachable at ${PG_URL}: ${String(err)}`);
    process.exit(1);
  }
  const name = `defter_bench_statement_${process.pid}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  const db = database.db;
  try {
    await migrateToLatest(db);
    await seed(db, { demo: true });
    progress('migrated and seeded');
    const dept = Number(
      (
        await sql<{
          department_id: number;
        }>`select department_id from users where email = 'demo@defter.local'`.execute(db)
      ).rows[0].department_id,
    );
    const cari = await fill(db, dept);
    const movements = (
      await sql<{ n: number }>`select
        (select count(*) from satis_fatura where cari_hesap_id = ${cari}) +
        (select count(*) from alis_fatura where cari_hesap_id = ${cari}) +
        (select count(*) from tahsilat_islem where cari_hesap_id = ${cari}) +
        (select count(*) from banka_gelen_havale_islemi where cari_hesap_id = ${cari}) as n`.execute(db)
    ).rows[0].n;

    const app = createApp({
      db,
      config: { ...loadConfig({}), staticDir: '' },
      sms: new LogSmsSender(() => {}),
    });
    const post = async (p: string, body: unknown) => {
      const res = await app.request(`/api/v1${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as any };
    };
    const login = await post('/login', { email: 'demo@defter.local', password: 'Demo1234!' });
    const token = login.json.data.token as string;
    if (typeof token !== 'string') throw new Error(`login: ${JSON.stringify(login.json)}`);

    const scenarios: { name: string; report: string; params: Record<string, unknown> }[] = [
      {
        name: 'cari-ekstre, whole history',
        report: 'cari-ekstre',
        params: {
          cari_hesap_id: cari,
          donem_baslangic_tarihi: '2019-01-01',
          donem_bitis_tarihi: '2030-12-31',
        },
      },
      {
        name: 'cari-ekstre, last year + opening',
        report: 'cari-ekstre',
        params: {
          cari_hesap_id: cari,
          donem_baslangic_tarihi: '2025-01-01',
          donem_bitis_tarihi: '2025-12-31',
        },
      },
      {
        name: 'yaslandirma, every customer',
        report: 'yaslandirma',
        params: { donem_bitis_tarihi: '2026-12-31' },
      },
    ];
    const lines = [`customer movements: ${movements}; runs per scenario: ${RUNS}`, ''];
    lines.push('| scenario | rows | median ms | p95 ms | max ms |', '|---|---|---|---|---|');
    for (const s of scenarios) {
      const call = () => post(`/${token}/reports/${s.report}`, { params: s.params });
      const first = await call();
      if (first.status !== 200) throw new Error(`${s.name}: ${JSON.stringify(first.json)}`);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const a = performance.now();
        await call();
        times.push(performance.now() - a);
      }
      lines.push(
        `| ${s.name} | ${first.json.data.rows.length} | ${median(times).toFixed(0)} | ${p95(times).toFixed(0)} | ${Math.max(...times).toFixed(0)} |`,
      );
      progress(s.name);
    }
    console.log(lines.join('\n'));
  } finally {
    await database.close();
    const drop = new pg.Client({ connectionString: PG_URL });
    await drop.connect();
    await drop.query(`drop database if exists ${name} with (force)`);
    await drop.end();
  }
}

await main();
