import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { periodDate } from '../../domain/recurring/periods';
import { freshDatabase, postJson, spawnDefter, waitReady, type DefterProcess } from '../test/processes';

// Issue 28 item 3's "Done when": a monthly invoice over 14 simulated months, two server processes running, one
// restarted in between — exactly 14 invoices, numbers without gaps. Real processes (`node --import tsx
// server/main.ts`) on one PostgreSQL database; their scheduled jobs read the clock from JOBS_CLOCK_FILE, which the
// test moves month by month (never the real date). PostgreSQL only (TEST_DATABASE_URL): PGlite is one process.

const adminUrl = process.env.TEST_DATABASE_URL;
const running: DefterProcess[] = [];

describe.skipIf(!adminUrl)('recurring invoices with two processes and a restart (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  let client: pg.Client | undefined;
  let dir: string | undefined;
  afterAll(async () => {
    await Promise.all(running.splice(0).map((p) => p.stop('SIGKILL')));
    await client?.end();
    await database?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('makes exactly 14 monthly invoices, gapless, whichever process runs each month', async () => {
    database = await freshDatabase(adminUrl!, 'defter_recurring');
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    dir = await mkdtemp(path.join(tmpdir(), 'defter-clock-'));
    const clock = path.join(dir, 'saat');
    // Written whole and renamed into place: a process never reads half a clock.
    const setClock = async (day: string) => {
      await writeFile(`${clock}.yeni`, `${day}T09:00:00+03:00`);
      await rename(`${clock}.yeni`, clock);
    };
    await setClock('2024-12-01');
    const env = {
      DATABASE_URL: database.url,
      JOBS_CLOCK_FILE: clock,
      JOBS_POLL_MS: '100',
      OUTBOX_WORKER: 'off',
    };
    const start = async () => {
      const p = await spawnDefter(env);
      running.push(p);
      return p;
    };
    let a = await start();
    await waitReady(a);
    const b = await start();
    await waitReady(b);

    const q = async <T = any>(text: string, params: unknown[] = []) =>
      (await client!.query(text, params)).rows as T[];
    const [{ id: dept }] = await q(`select id from departments where vergi_no = '2910473856'`);
    const [src] = await q(
      `select id, odenecek_tutar::text as tutar from satis_fatura where department_id = $1
      order by id limit 1`,
      [dept],
    );
    const login = await postJson(a.url, '/login', { email: 'demo@defter.local', password: 'Demo1234!' });
    const token = login.json.data.token as string;
    const plan = {
      periyot: 'aylik' as const,
      aralik: 1,
      ayin_gunu: null,
      baslangic_tarihi: '2025-01-15',
      bitis_tarihi: null,
      adet: 14,
    };
    const made = await postJson(b.url, `/${token}/recurring/create`, {
      kaynak_tablo: 'satis_fatura',
      kaynak_id: src.id,
      ...plan,
      islem: 'taslak',
    });
    expect(made.json.data.message).toBe('success');
    const planId = made.json.data.id as number;
    const runs = async () =>
      Number(
        (await q(`select count(*)::int as n from tekrar_calismalari where plan_id = $1`, [planId]))[0].n,
      );
    /** Waits until the plan has `n` runs, then a few more rounds of both processes, and returns the count. */
    const settle = async (n: number) => {
      const until = Date.now() + 60_000;
      while ((await runs()) < n && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 600));
      return runs();
    };

    for (let k = 0; k < 14; k++) {
      // Month 6: process A is killed (no goodbye) and started again while B goes on.
      if (k === 6) {
        await a.stop('SIGKILL');
        a = await start();
        await waitReady(a);
      }
      // Months 9 and 10 pass while nobody looks: month 11's round catches them up.
      if (k === 9 || k === 10) continue;
      await setClock(periodDate(plan, k)!);
      expect(await settle(k + 1), `after month ${k + 1}`).toBe(k + 1);
    }
    await setClock('2027-06-30');
    expect(await settle(14)).toBe(14);

    const docs = await q(
      `select s.fatura_numarasi as no, to_char(s.fatura_tarihi, 'YYYY-MM-DD') as tarih,
        s.odenecek_tutar::text as tutar, r.calistiran
      from tekrar_calismalari r join satis_fatura s on s.id = r.belge_id where r.plan_id = $1 order by r.donem_no`,
      [planId],
    );
    expect(docs.map((d) => d.tarih)).toEqual(Array.from({ length: 14 }, (_, k) => periodDate(plan, k)));
    for (const d of docs) expect(d.tutar).toBe(src.tutar);
    // Gapless: the company had no sales invoice in 2025, so the series gives 1 … 12 there; in 2026 the demo's own
    // invoices come first, and the plan's two follow the highest of them directly.
    const serials = (year: string) =>
      docs.filter((d) => d.tarih.startsWith(year)).map((d) => Number(d.no.slice(7)));
    const before2026 = Number(
      (
        await q(
          `select coalesce(max(substring(fatura_numarasi from 8)::bigint), 0) as n from satis_fatura
        where department_id = $1 and fatura_numarasi like '___2026%'
          and id not in (select belge_id from tekrar_calismalari where plan_id = $2)`,
          [dept, planId],
        )
      )[0].n,
    );
    const first2026 = before2026 + 1;
    expect(serials('2025')).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(serials('2026')).toEqual([first2026, first2026 + 1]);
    const in2025 = await q(
      `select count(*)::int as n from satis_fatura where department_id = $1
      and extract(year from fatura_tarihi) = 2025`,
      [dept],
    );
    expect(in2025[0].n).toBe(12);
    // Made by the processes that ran (each run names its host:pid): at least the two first ones or their restart.
    expect(new Set(docs.map((d) => d.calistiran)).size).toBeGreaterThanOrEqual(1);
  }, 600_000);
});
