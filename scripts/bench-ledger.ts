/**
 * npm run bench:ledger — the ledger on PostgreSQL (docs/ledger.md, "Measured").
 *
 * Makes a fresh database (dropped afterwards), migrates and seeds the demo, then adds 1,000,000 voucher lines to
 * Demo Ticaret (100,000 balanced vouchers of 10 lines over 2026, on the company's own and Tekdüzen accounts, one
 * generate_series insert), and times:
 * - the mizan of the year (server/ledger/reports.ts `mizan.run`), and a monthly one;
 * - the automatic posting of one invoice: `syncPosting` of a sales invoice dated at the year's end (the usual case:
 *   a voucher appended to the journal) and one dated mid-year (every later yevmiye number moves), each in its own
 *   transaction, rolled back.
 * Env: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_RUNS (default 5),
 * BENCH_LINES (default 1,000,000).
 */
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../server/db/database';
import { prepareDatabase } from '../server/db/startup';
import { syncPosting } from '../server/ledger/posting';
import { mizan } from '../server/ledger/reports';

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LINES = Number(process.env.BENCH_LINES ?? 1_000_000);
const PER_VOUCHER = 10;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function time(runs: number, f: () => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await f();
    out.push(performance.now() - t0);
  }
  return out;
}

class Rollback extends Error {}

async function main() {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  const name = `defter_bench_ledger_${process.pid}`;
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  const db = database.db;
  try {
    let t0 = performance.now();
    await prepareDatabase(db, { demo: true });
    console.log(`migrate + seed: ${ms(performance.now() - t0)}`);
    const company = (
      await sql<{
        id: number;
        user_id: number;
      }>`select d.id, (select min(u.id) from users u where u.department_id = d.id)
        as user_id from departments d where exists (select 1 from fis f where f.department_id = d.id) order by d.id limit 1`.execute(
        db,
      )
    ).rows[0];
    const dept = Number(company.id);
    const vouchers = Math.ceil(LINES / PER_VOUCHER);
    t0 = performance.now();
    // Accounts the lines post to: the company's own and every main (level 3) Tekdüzen account.
    await sql`create temporary table bench_accounts as select row_number() over (order by id) as n, id from hesap_plani
      where department_id = ${dept} or (department_id is null and seviye = 3)`.execute(db);
    const accounts = Number(
      (await sql<{ n: number }>`select count(*)::int as n from bench_accounts`.execute(db)).rows[0].n,
    );
    await sql`insert into fis (user_id, department_id, fis_turu_id, fis_tarihi, description, borc_toplami, alacak_toplami)
      select ${company.user_id}, ${dept}, 1, date '2026-01-01' + (g % 364), 'Toplu fiş ' || g, 5000, 5000
      from generate_series(1, ${vouchers}) g`.execute(db);
    await sql`insert into fis_satiri (user_id, department_id, fisler_id, sira_no, hesap_plani_id, description, borc,
        alacak)
      select ${company.user_id}, ${dept}, f.id, s, a.id, f.description,
        case when s <= 5 then 1000 else 0 end, case when s > 5 then 1000 else 0 end
      from fis f cross join generate_series(1, ${PER_VOUCHER}) s
        join bench_accounts a on a.n = 1 + ((f.id * 7 + s * 13) % ${accounts})
      where f.department_id = ${dept} and f.description like 'Toplu fiş %'`.execute(db);
    await sql`update fis f set yevmiye_no = r.n, fis_no = '2026/' || lpad(r.n::text, 6, '0')
      from (select id, row_number() over (order by fis_tarihi, id) as n from fis where department_id = ${dept}
        and extract(year from fis_tarihi) = 2026) r where f.id = r.id`.execute(db);
    await sql`vacuum analyze fis`.execute(db);
    await sql`vacuum analyze fis_satiri`.execute(db);
    const count = (
      await sql<{
        n: number;
      }>`select count(*)::int as n from fis_satiri where department_id = ${dept}`.execute(db)
    ).rows[0].n;
    console.log(`${count} voucher lines in company ${dept} (insert: ${ms(performance.now() - t0)})`);

    const params = { donem_baslangic_tarihi: '2026-01-01', donem_bitis_tarihi: '2026-12-31' };
    await mizan.run({ db, companyId: dept, params });
    const year = await time(RUNS, () => mizan.run({ db, companyId: dept, params }));
    const result = await mizan.run({ db, companyId: dept, params });
    console.log(
      `mizan 2026 (${result.rows.length} rows, debit ${result.totals.donem_borc} = credit ${result.totals.donem_alacak}): ` +
        `median ${ms(median(year))}, runs ${year.map((x) => x.toFixed(0)).join(' ')}`,
    );
    const month = await time(RUNS, () =>
      mizan.run({ db, companyId: dept, params: { ...params, mizan_turu_id: 2, ay: 6 } }),
    );
    console.log(`mizan June 2026 (monthly): median ${ms(median(month))}`);

    const invoice = Number(
      (
        await sql<{
          id: number;
        }>`select id from satis_fatura where department_id = ${dept} order by id limit 1`.execute(db)
      ).rows[0].id,
    );
    const who = { departmentId: dept, userId: company.user_id };
    for (const [label, date] of [
      ['dated 2026-12-31 (appended to the journal)', '2026-12-31'],
      ['dated 2026-06-15 (a back-dated one: every later yevmiye number moves)', '2026-06-15'],
    ] as const) {
      // The invoice and its voucher sit at `date` first (committed); each timed run reposts it, as its update does.
      await db.transaction().execute(async (trx) => {
        await sql`update satis_fatura set fatura_tarihi = ${date}::date where id = ${invoice}`.execute(trx);
        await syncPosting(trx, 'satis_fatura', invoice, who);
      });
      const runs = await time(RUNS, async () => {
        try {
          await db.transaction().execute(async (trx) => {
            const t1 = performance.now();
            await syncPosting(trx, 'satis_fatura', invoice, who);
            posting.push(performance.now() - t1);
            throw new Rollback();
          });
        } catch (err) {
          if (!(err instanceof Rollback)) throw err;
        }
      });
      void runs;
      console.log(`auto-posting one sales invoice ${label}: median ${ms(median(posting))}`);
      posting.length = 0;
    }
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const posting: number[] = [];

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
