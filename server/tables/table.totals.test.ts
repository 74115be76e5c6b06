import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { DEMO_ADMIN, departmentOf, ORNEK_USER, tablesApi } from './table.test-kit';

// Issue 16: a list answers the sums of the asked number columns over every record its filters leave (all pages),
// exact (numeric sums in SQL), per currency when asked, and only over the caller's company.

let t: TestContext;
let api: ReturnType<typeof tablesApi>;
let dept: number;
const TABLE = 'sabit_isletme_giderleri';

/** A fixed expense of a company, straight into the table (amounts as decimal strings). */
async function expense(department: number, name: string, tutar: string, currency: number, date: string) {
  await sql`insert into sabit_isletme_giderleri
      (department_id, user_id, gider_adi, tutar, para_birimi_id, döviz_kuru, son_odeme_tarihi)
    values (${department}, (select id from users where department_id = ${department} limit 1), ${name},
            ${tutar}::numeric, ${currency}, 1, ${date}::date)`.execute(t.database.db);
}

beforeAll(async () => {
  t = await createTestContext();
  api = tablesApi(t, await t.login(DEMO_ADMIN));
  dept = await departmentOf(t, DEMO_ADMIN);
  const other = await departmentOf(t, ORNEK_USER);
  // Amounts whose float sum is not exact (0.1 + 0.2 + …) and a big one, in TL, dollars and euros.
  for (let i = 0; i < 12; i++) await expense(dept, `Toplam Test TL ${i}`, '0.1', 1, '2026-11-01');
  await expense(dept, 'Toplam Test TL büyük', '123456789012.345', 1, '2026-12-01');
  await expense(dept, 'Toplam Test USD 1', '10.005', 2, '2026-11-02');
  await expense(dept, 'Toplam Test USD 2', '0.2', 2, '2026-12-02');
  await expense(dept, 'Toplam Test EUR', '7.777', 3, '2026-11-03');
  // Another company's expense with the same name: never in the demo company's sums.
  await expense(other, 'Toplam Test TL başka firma', '1000000', 1, '2026-11-01');
});
afterAll(() => t.close());

const mine = { gider_adi: { type: 2, filter: 'Toplam Test' } };

describe('list totals', () => {
  it('sums the filtered set over all pages, not the page shown, exactly', async () => {
    const r = await api.list(TABLE, { page: 1, limit: 2, filters: mine, totals: ['tutar'] });
    expect(r.status).toBe(200);
    const d = r.json.data;
    expect(d.records).toHaveLength(2);
    expect(d.all_records_count).toBe(16);
    // 12 × 0.1 + 123456789012.345 + 10.005 + 0.2 + 7.777 (every currency together: no totals_by).
    expect(d.totals).toEqual([{ by: null, count: 16, sums: { tutar: '123456789031.527' } }]);
  });

  it('splits the sums by currency with totals_by', async () => {
    const r = await api.list(TABLE, { filters: mine, totals: ['tutar'], totals_by: 'para_birimi_id' });
    expect(r.json.data.totals).toEqual([
      { by: '1', count: 13, sums: { tutar: '123456789013.545' } },
      { by: '2', count: 2, sums: { tutar: '10.205' } },
      { by: '3', count: 1, sums: { tutar: '7.777' } },
    ]);
  });

  it('follows every filter (a date range, a currency) and answers zero over no rows', async () => {
    const november = {
      ...mine,
      son_odeme_tarihi: { type: 4, guiType: 'date', filter: '2026-11-01', filter2: '2026-11-30' },
    };
    const r = await api.list(TABLE, { filters: november, totals: '["tutar"]', totals_by: 'para_birimi_id' });
    expect(r.json.data.totals).toEqual([
      { by: '1', count: 12, sums: { tutar: '1.200' } },
      { by: '2', count: 1, sums: { tutar: '10.005' } },
      { by: '3', count: 1, sums: { tutar: '7.777' } },
    ]);
    const none = await api.list(TABLE, {
      filters: { gider_adi: { type: 2, filter: 'yok böyle' } },
      totals: ['tutar'],
    });
    expect(none.json.data.totals).toEqual([{ by: null, count: 0, sums: { tutar: '0' } }]);
    const split = await api.list(TABLE, {
      filters: { gider_adi: { type: 2, filter: 'yok böyle' } },
      totals: ['tutar'],
      totals_by: 'para_birimi_id',
    });
    expect(split.json.data.totals).toEqual([]);
  });

  it('counts only the caller’s company', async () => {
    const r = await api.list(TABLE, {
      filters: { gider_adi: { type: 2, filter: 'başka firma' } },
      totals: ['tutar'],
    });
    expect(r.json.data.all_records_count).toBe(0);
    expect(r.json.data.totals).toEqual([{ by: null, count: 0, sums: { tutar: '0' } }]);
  });

  it('answers no totals unless asked', async () => {
    const r = await api.list(TABLE, { filters: mine });
    expect(r.json.data).not.toHaveProperty('totals');
  });

  it('refuses a column that is not listed, holds no numbers, or a malformed totals with a clear 400', async () => {
    const cases: [unknown, unknown, string, string?][] = [
      [['yok_boyle'], undefined, 'fail.column.name', 'yok_boyle'],
      [['gider_adi'], undefined, 'fail.totals', 'gider_adi'],
      [['tutar'], 'yok_boyle', 'fail.column.name', 'yok_boyle'],
      ['tutar', undefined, 'fail.totals'],
      [{ tutar: true }, undefined, 'fail.totals'],
      [[1], undefined, 'fail.totals'],
      [Array.from({ length: 21 }, (_, i) => `c${i}`), undefined, 'fail.totals'],
      [['tutar'], 5, 'fail.totals'],
    ];
    for (const [totals, by, code, column] of cases) {
      const r = await api.list(TABLE, { totals, ...(by === undefined ? {} : { totals_by: by }) });
      expect(r.status, JSON.stringify(totals)).toBe(400);
      expect(r.json).toMatchObject({ status: 'error', data: { message: code } });
      if (column) expect(r.json.data.column).toBe(column);
    }
  });
});
