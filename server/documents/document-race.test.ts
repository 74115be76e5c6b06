import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, departmentOf, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { demoCards, documentDisagreements, type Cards } from './document.test-kit';
import { invoiceDocument } from './document.spec';

// Two updates of one invoice at once (issue 10, "stale read in update"): request A replaces the quantities of
// 500 lines, request B changes the exchange rate while A is still writing. Each update reads and locks the row
// inside its own transaction, so B recomputes from A's lines: the stored totals equal the stored lines.
// It races only on PostgreSQL (PGlite has one connection: a write's transaction runs alone).

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestContext;
let api: ReturnType<typeof tablesApi>;
let c: Cards;

beforeAll(async () => {
  t = await createTestContext();
  api = tablesApi(t, await t.login(DEMO_ADMIN));
  c = await demoCards(t, await departmentOf(t, DEMO_ADMIN));
});
afterAll(() => t.close());

/** 500 lines of toner at 10.00 USD, the first one marked so that its row insert can be made slow. */
const lines = (miktar: string) =>
  Array.from({ length: 500 }, (_, i) => ({
    mal_hizmet_turu_id: 1,
    stok_kartlari_id: c.toner,
    depo_kartlari_id: c.depo,
    mal_hizmet: i === 0 ? 'YAVAŞ' : `Toner ${i + 1}`,
    miktar,
    birim_id: 1,
    birim_fiyat: '10.00',
    kdv_id: 9,
  }));

/** Waits until a backend of this database sleeps in pg_sleep (the slow line insert of request A). */
async function untilSleeping() {
  for (;;) {
    const r = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event = 'PgSleep'`.execute(t.database.db);
    if (r.rows[0].n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('concurrent updates of one invoice', () => {
  it.runIf(onPostgres)(
    'a rate change that arrives while 500 lines are written recomputes from those lines',
    async () => {
      // The line marked YAVAŞ takes a second to insert: request A is then inside its transaction, its header
      // written but not committed, when request B arrives.
      await sql`create function slow_line() returns trigger language plpgsql as $$
        begin
          if new.mal_hizmet = 'YAVAŞ' and new.miktar = 2 then perform pg_sleep(1); end if;
          return new;
        end $$`.execute(t.database.db);
      await sql`create trigger slow_line before insert on satis_fatura_hizmet
        for each row execute function slow_line()`.execute(t.database.db);

      const stored = await api.store('satis_fatura', {
        cari_hesap_id: c.cari,
        fatura_senaryo_id: 1,
        fatura_tipi_id: 2,
        fatura_numarasi: 'YRS2026000000001',
        fatura_tarihi: '2026-03-02',
        para_birimi_id: 2,
        döviz_kuru: '40.0000',
        mal_hizmet_json: JSON.stringify(lines('1')),
      });
      expect(stored.json.data.message, JSON.stringify(stored.json)).toBe('success');
      const id = stored.json.data.id as number;

      const a = api.update('satis_fatura', id, { mal_hizmet_json: JSON.stringify(lines('2')) });
      await untilSleeping();
      const b = api.update('satis_fatura', id, { döviz_kuru: '41.5000' });
      const [ra, rb] = await Promise.all([a, b]);
      expect([ra.json.data.message, rb.json.data.message]).toEqual(['success', 'success']);

      expect(await documentDisagreements(t.database.db, 'satis_fatura', invoiceDocument, id)).toEqual([]);
      const shown = (await api.show('satis_fatura', id)).json.data.record;
      // 500 × 2 × 10.00 = 10 000.00 + KDV 2 000.00 = 12 000.00 USD; at 41.5000: 498 000.00 TL.
      expect(Number(shown.döviz_kuru)).toBe(41.5);
      expect(shown).toMatchObject({ odenecek_tutar: '12000.00', dovizli_tutar: '498000.00' });
    },
  );
});
