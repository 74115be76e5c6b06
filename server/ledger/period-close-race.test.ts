import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCards, type Cards } from '../documents/document.test-kit';
import { DEMO_ADMIN, departmentOf, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';

// Issue 22 item 2: closing a period while a save dated inside it runs. The closed-period check was an unlocked read
// before the ledger lock and storing a close took no lock, so a big invoice committed after the close had answered
// (10 of 10 tries). Now the check that counts runs under the ledger lock the posting takes, and storing a close
// takes the same lock: a save either commits before the close (and the close's sums include it) or is refused.
// It races only on PostgreSQL (PGlite has one connection: a write's transaction runs alone).

type Row = Record<string, unknown>;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestContext;
let api: ReturnType<typeof tablesApi>;
let dept: number;
let c: Cards;

beforeAll(async () => {
  t = await createTestContext();
  api = tablesApi(t, await t.login(DEMO_ADMIN));
  dept = await departmentOf(t, DEMO_ADMIN);
  c = await demoCards(t, dept);
});
afterAll(() => t.close());

/** A sales invoice of `count` service lines of 10.00 TL, dated `date`; its first line is the slow one. */
const bigSale = (date: string, count: number): Row => ({
  cari_hesap_id: c.cari,
  fatura_senaryo_id: 1,
  fatura_tipi_id: 2,
  fatura_tarihi: date,
  para_birimi_id: 1,
  döviz_kuru: '1',
  mal_hizmet_json: JSON.stringify(
    Array.from({ length: count }, (_, i) => ({
      mal_hizmet_turu_id: 2,
      hizmet_ve_masraf_kartlari_id: c.bakim,
      mal_hizmet: i === 0 ? 'YAVAŞ' : `Hizmet ${i + 1}`,
      miktar: '1',
      birim_id: 1,
      birim_fiyat: '10.00',
      kdv_id: 9,
    })),
  ),
});

/** The company's voucher debits dated on or before `until`: the closed period's sum. */
const closedSum = async (until: string) =>
  String(
    (
      await sql<{ s: string }>`select coalesce(sum(borc), 0)::text as s from fis_satiri
        where department_id = ${dept}::bigint and fis_tarihi <= ${until}::date`.execute(t.database.db)
    ).rows[0].s,
  );

/** Waits until a backend of this database sleeps in pg_sleep (the slow step of the save). */
async function untilSleeping() {
  for (;;) {
    const r = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event = 'PgSleep'`.execute(t.database.db);
    if (r.rows[0].n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('closing a period while a save dated in it runs', () => {
  it.runIf(onPostgres)(
    'after the close answers, the closed period’s sum never changes (10 runs)',
    async () => {
      // Where the save dawdles: `lines` while its invoice lines are written (before it posts: the close comes
      // first, the save must then be refused), `voucher` while its voucher is written (it holds the ledger lock:
      // the close must wait for it and include it).
      await sql`create table race_slow (mode text)`.execute(t.database.db);
      await sql`create function race_slow_lines() returns trigger language plpgsql as $$
        begin
          if new.mal_hizmet = 'YAVAŞ' and exists (select 1 from race_slow where mode = 'lines') then
            perform pg_sleep(0.5);
          end if;
          return new;
        end $$`.execute(t.database.db);
      await sql`create trigger race_slow_lines before insert on satis_fatura_hizmet
        for each row execute function race_slow_lines()`.execute(t.database.db);
      await sql`create function race_slow_voucher() returns trigger language plpgsql as $$
        begin
          if new.kaynak_tablo = 'satis_fatura' and exists (select 1 from race_slow where mode = 'voucher') then
            perform pg_sleep(0.5);
          end if;
          return new;
        end $$`.execute(t.database.db);
      await sql`create trigger race_slow_voucher before insert on fis
        for each row execute function race_slow_voucher()`.execute(t.database.db);

      const outcomes: string[] = [];
      for (let run = 1; run <= 10; run++) {
        const month = String(run).padStart(2, '0');
        const end = `2025-${month}-${new Date(Date.UTC(2025, run, 0)).getUTCDate()}`;
        const mode = run % 2 ? 'lines' : 'voucher';
        await sql`delete from race_slow`.execute(t.database.db);
        await sql`insert into race_slow values (${mode})`.execute(t.database.db);

        const save = api.store('satis_fatura', bigSale(`2025-${month}-15`, 400));
        await untilSleeping();
        const close = await api.store('donem_kapanislari', {
          kapanis_tarihi: end,
          description: `Yarış ${run}`,
        });
        expect(close.json.data.message, JSON.stringify(close.json)).toBe('success');
        const atClose = await closedSum(end);
        const saved = await save;
        expect(await closedSum(end), `run ${run} (${mode})`).toBe(atClose);

        const message = saved.json.data?.message;
        outcomes.push(`${mode}: ${message}`);
        if (mode === 'lines') {
          // The close came first: the save is refused with the close's Turkish text, nothing of it stays.
          expect(message, JSON.stringify(saved.json).slice(0, 300)).toBe('fail.period.closed');
          expect(saved.json.data.explanation).toContain('dönem kapatılmıştır');
        } else {
          // The save held the ledger lock: it committed first and the close's sum includes it (400 × 12.00 TL).
          expect(message, JSON.stringify(saved.json).slice(0, 300)).toBe('success');
          const posted = await sql<{ s: string }>`select coalesce(sum(s.borc), 0)::text as s from fis_satiri s
            join fis f on f.id = s.fisler_id
            where f.kaynak_tablo = 'satis_fatura' and f.kaynak_id = ${Number(saved.json.data.id)}::bigint`.execute(
            t.database.db,
          );
          expect(posted.rows[0].s).toBe('4800.00');
        }
      }
      expect(outcomes).toHaveLength(10);
    },
    120_000,
  );
});
