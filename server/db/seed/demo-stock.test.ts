import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, departmentOf, ORNEK_USER, tablesApi } from '../../tables/table.test-kit';
import { createTestContext, type TestContext } from '../../test/harness';

// The demo stock (server/db/seed/demo-stock.ts): every stock line of the demo invoices has its movement,
// no balance is below zero, and the Muhasebe demo company has a purchase and a sales waybill.

type Row = Record<string, unknown>;
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const rows = async (q: ReturnType<typeof sql<Row>>) => (await q.execute(t.database.db)).rows;

describe('demo stock', () => {
  it('has one movement per stock line of every demo invoice and waybill, computed from the stored lines', async () => {
    for (const [header, lines, typed] of [
      ['alis_fatura', 'alis_fatura_hizmet', true],
      ['satis_fatura', 'satis_fatura_hizmet', true],
      ['kobi_alis_fatura', 'kobi_alis_fatura_hizmet', true],
      ['kobi_satis_fatura', 'kobi_satis_fatura_hizmet', true],
      ['alis_irsaliye', 'alis_irsaliye_hizmet', false],
      ['satis_irsaliye', 'satis_irsaliye_hizmet', false],
    ] as const) {
      const expected = await rows(sql<Row>`select l.id::int as id, l.miktar::text as miktar
        from ${sql.table(lines)} l where l.stok_kartlari_id is not null and l.miktar > 0
        ${typed ? sql`and l.mal_hizmet_turu_id = 1` : sql``} order by l.id`);
      const moved = await rows(sql<Row>`select kaynak_satir_id::int as id, miktar::text as miktar
        from stok_hareketleri where kaynak_tablo = ${header} order by kaynak_satir_id`);
      expect(moved, header).toEqual(expected);
      expect(expected.length, header).toBeGreaterThan(0);
    }
  });

  it('leaves no stock below zero, and the stock report lists the balances', async () => {
    const negative = await rows(sql<Row>`select * from stok_bakiyeleri where bakiye < 0`);
    expect(negative).toEqual([]);
    const api = tablesApi(t, await t.login(DEMO_ADMIN));
    const r = await api.list('stok_bakiyeleri', { limit: 100 });
    expect(r.json.data.all_records_count).toBeGreaterThan(0);
    const kobi = tablesApi(t, await t.login(ORNEK_USER));
    expect((await kobi.list('stok_bakiyeleri', { limit: 100 })).json.data.all_records_count).toBeGreaterThan(
      0,
    );
  });

  it('gives the Muhasebe demo company a purchase waybill and a sales waybill with two drivers', async () => {
    const dept = await departmentOf(t, DEMO_ADMIN);
    const api = tablesApi(t, await t.login(DEMO_ADMIN));
    const sales = (await api.list('satis_irsaliye', { limit: 10 })).json.data.records as Row[];
    expect(sales).toHaveLength(1);
    const rec = (await api.show('satis_irsaliye', sales[0].id as number)).json.data.record;
    expect(rec.sofor_bilgileri).toHaveLength(2);
    expect(rec.tasiyici_turu_id).toBe('Kendi Aracımız (Şoför)');
    const purchases = await rows(
      sql<Row>`select tasiyici_unvan from alis_irsaliye where department_id = ${dept}`,
    );
    expect(purchases).toEqual([{ tasiyici_unvan: 'Marmara Lojistik ve Taşımacılık A.Ş.' }]);
  });
});
