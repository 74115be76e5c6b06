import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type DashboardData, type Figure } from '../../domain/api/dashboard';
import { D } from '../../domain/money';
import { turkishToday } from '../auth/user-info.service';
import { demoCards, invoiceHeader, type Cards } from '../documents/document.test-kit';
import { DEMO_ADMIN, ORNEK_USER, departmentOf, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';

// The dashboard (issue 28 item 1, docs/dashboard.md): for every demo company, every figure equals the list it links
// to — the table service's own list with the link's filters, its row count and its `totals` sum. Invoices with due
// dates in each ageing bucket (relative to the day the test runs, the day the dashboard is asked for) make sure the
// buckets are not all empty.

type Row = Record<string, unknown>;

const EXPIRED_USER = 'expired@defter.local';
let t: TestContext;
const today = turkishToday(new Date());

/** Every figure of a dashboard answer, with where it is. */
function figuresOf(d: DashboardData): [string, Figure][] {
  const out: [string, Figure][] = [];
  for (const side of ['receivables', 'payables'] as const)
    for (const r of d[side] ?? []) {
      for (const [k, f] of Object.entries(r.buckets))
        out.push([`${side} ${r.table} ${r.currency.code} ${k}`, f]);
      out.push([`${side} ${r.table} ${r.currency.code} total`, r.total]);
    }
  for (const side of ['cash', 'bank'] as const)
    for (const r of d[side] ?? []) out.push([`${side} ${r.currency.code}`, r.figure]);
  for (const m of d.months ?? []) {
    out.push([`${m.table} this month`, m.current]);
    out.push([`${m.table} last year`, m.lastYear]);
  }
  for (const g of d.due?.groups ?? []) out.push([`due ${g.table} ${g.currency.code}`, g.figure]);
  for (const e of d.edocs ?? []) out.push([`edocs ${e.table} ${e.kind}`, e.figure]);
  return out;
}

async function dashboardOf(token: string, day = today): Promise<DashboardData> {
  const r = await t.post(`/${token}/dashboard`, { params: { tarih: day } });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json.data as DashboardData;
}

/** Checks every figure against its list: the same row count, and the same sum of the linked column. */
async function expectFiguresEqualLists(token: string, d: DashboardData) {
  const api = tablesApi(t, token);
  const figures = figuresOf(d);
  for (const [where, f] of figures) {
    const r = await api.list(f.link.table, {
      filters: f.link.filters,
      limit: 1,
      ...(f.link.sum ? { totals: [f.link.sum] } : {}),
    });
    expect(r.status, `${where}: ${JSON.stringify(r.json)}`).toBe(200);
    const list = r.json.data as { all_records_count: number; totals?: { sums: Record<string, string> }[] };
    expect(list.all_records_count, where).toBe(f.count);
    if (f.link.sum) {
      const listed = list.totals?.[0]?.sums[f.link.sum] ?? '0';
      expect(D(listed).eq(D(f.amount)), `${where}: list ${listed}, dashboard ${f.amount}`).toBe(true);
    } else expect(Number(f.amount), where).toBe(f.count);
  }
  return figures;
}

let seq = 0;
const no = () => `DSH${today.slice(0, 4)}${String(++seq).padStart(9, '0')}`;

/** A sales invoice of one service line (1 000 TL + KDV 20 %) due on `due` (none: the invoice date). */
async function sale(token: string, c: Cards, date: string, due?: string): Promise<number> {
  const r = await tablesApi(t, token).store('satis_fatura', {
    ...invoiceHeader(c, no(), {
      fatura_tarihi: date,
      fatura_tipi_id: 2,
      ...(due ? { vade_tarihi: due } : {}),
    }),
    mal_hizmet_json: JSON.stringify([
      {
        mal_hizmet_turu_id: 2,
        hizmet_ve_masraf_kartlari_id: c.bakim,
        mal_hizmet: 'Danışmanlık',
        miktar: '1',
        birim_id: 1,
        birim_fiyat: '1000',
        kdv_id: 9,
      },
    ]),
  });
  expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
  return Number(r.json.data.id);
}

let demoToken: string;
let c: Cards;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestContext();
  demoToken = await t.login(DEMO_ADMIN);
  c = await demoCards(t, await departmentOf(t, DEMO_ADMIN));
  // One open sale in each bucket, and one due in the coming days.
  ids.notDue = await sale(demoToken, c, addDays(today, -3), addDays(today, 5));
  // Due today is not overdue yet; due yesterday is a day overdue.
  ids.dueToday = await sale(demoToken, c, addDays(today, -30), today);
  ids.dueYesterday = await sale(demoToken, c, addDays(today, -30), addDays(today, -1));
  ids.d1_30 = await sale(demoToken, c, addDays(today, -40), addDays(today, -10));
  ids.d31_60 = await sale(demoToken, c, addDays(today, -75), addDays(today, -45));
  ids.d61_90 = await sale(demoToken, c, addDays(today, -80), addDays(today, -70));
  ids.d90_plus = await sale(demoToken, c, addDays(today, -200));
}, 120_000);
afterAll(() => t.close());

describe('dashboard', () => {
  it('an invoice without a due date is due on its date; one with it keeps it', async () => {
    const r =
      await sql<Row>`select id, to_char(fatura_tarihi, 'YYYY-MM-DD') as f, to_char(vade_tarihi, 'YYYY-MM-DD') as v
      from satis_fatura where id in (${ids.notDue}, ${ids.d90_plus}) order by id`.execute(t.database.db);
    expect(r.rows).toEqual([
      { id: ids.notDue, f: addDays(today, -3), v: addDays(today, 5) },
      { id: ids.d90_plus, f: addDays(today, -200), v: addDays(today, -200) },
    ]);
  });

  it('Demo Ticaret (Muhasebe): every figure equals the list it links to', async () => {
    const d = await dashboardOf(demoToken);
    expect(d.today).toBe(today);
    expect(d.dueUntil).toBe(addDays(today, 14));
    const figures = await expectFiguresEqualLists(demoToken, d);
    // Every part is there for the company's administrator, and the test's invoices are in their buckets.
    for (const part of ['receivables', 'payables', 'cash', 'bank', 'months', 'due', 'edocs', 'kdv'] as const)
      expect(d[part], part).toBeDefined();
    const tl = d.receivables!.find((r) => r.table === 'satis_fatura' && r.currency.code === 'TRY')!;
    for (const bucket of ['not_due', 'd1_30', 'd31_60', 'd61_90', 'd90_plus'] as const)
      expect(tl.buckets[bucket].count, bucket).toBeGreaterThan(0);
    const sumOfBuckets = Object.values(tl.buckets).reduce((s, f) => s.plus(D(f.amount)), D(0));
    expect(sumOfBuckets.eq(D(tl.total.amount))).toBe(true);
    expect(d.due!.items.some((i) => i.table === 'satis_fatura' && i.id === ids.notDue)).toBe(true);
    expect(figures.filter(([, f]) => f.count > 0).length).toBeGreaterThan(10);
  });

  it('a bucket lists exactly the invoices due in its range', async () => {
    const d = await dashboardOf(demoToken);
    const tl = d.receivables!.find((r) => r.table === 'satis_fatura' && r.currency.code === 'TRY')!;
    const api = tablesApi(t, demoToken);
    const expected: Record<string, number[]> = {
      not_due: [ids.notDue, ids.dueToday],
      d1_30: [ids.dueYesterday, ids.d1_30],
      d31_60: [ids.d31_60],
      d61_90: [ids.d61_90],
      d90_plus: [ids.d90_plus],
    };
    for (const [bucket, mine] of Object.entries(expected)) {
      const f = tl.buckets[bucket as keyof typeof tl.buckets];
      const r = await api.list('satis_fatura', { filters: f.link.filters, limit: 10_000 });
      const listed = (r.json.data.records as Row[]).map((x) => Number(x.id));
      const ours = listed.filter((id) => Object.values(ids).includes(id)).sort((a, b) => a - b);
      expect(ours, bucket).toEqual([...mine].sort((a, b) => a - b));
    }
  });

  it('a collected invoice leaves the receivables', async () => {
    const before = await dashboardOf(demoToken);
    const tl = (d: DashboardData) =>
      d.receivables!.find((r) => r.table === 'satis_fatura' && r.currency.code === 'TRY')!.buckets.d61_90;
    const show = await tablesApi(t, demoToken).show('satis_fatura', ids.d61_90);
    const payable = String(show.json.data.record.odenecek_tutar);
    const kasa = await sql<{ id: number }>`select id from kasa_karti
      where department_id = ${await departmentOf(t, DEMO_ADMIN)} and para_birimi_id = 1 order by id limit 1`.execute(
      t.database.db,
    );
    const r = await tablesApi(t, demoToken).store('tahsilat_islem', {
      islem_tipi_id: 4,
      tip_id: 1,
      satis_fatura_id: ids.d61_90,
      cari_hesap_id: c.cari,
      kasa_karti2_id: kasa.rows[0].id,
      islem_tarihi: today,
      para_birimi_id: 1,
      döviz_kuru: '1',
      tutar: payable,
      kdv_id: 5,
      kdv_dahil_buton: '1',
    });
    expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
    const after = await dashboardOf(demoToken);
    expect(tl(after).count).toBe(tl(before).count - 1);
    expect(
      D(tl(before).amount)
        .minus(D(tl(after).amount))
        .eq(D(payable)),
    ).toBe(true);
  });

  it('Örnek Gıda (Kobi): the small-business invoices, every figure equal to its list', async () => {
    const token = await t.login(ORNEK_USER);
    const d = await dashboardOf(token);
    expect(d.receivables?.every((r) => r.table === 'kobi_satis_fatura')).toBe(true);
    expect(d.months?.map((m) => m.table).sort()).toEqual(['kobi_alis_fatura', 'kobi_satis_fatura']);
    await expectFiguresEqualLists(token, d);
  });

  it('Akdeniz Kırtasiye (Ön muhasebe, subscription ended): reads its figures, each equal to its list', async () => {
    const token = await t.login(EXPIRED_USER);
    const d = await dashboardOf(token);
    expect(d.receivables).toBeDefined();
    await expectFiguresEqualLists(token, d);
  });

  it('the figures of one company never include another company’s rows', async () => {
    const token = await t.login(ORNEK_USER);
    const d = await dashboardOf(token);
    const dept = await departmentOf(t, ORNEK_USER);
    const r = await sql<{ n: number }>`select count(*)::int as n from kobi_satis_fatura
      where department_id = ${dept} and kalan_odeme_tutari > 0`.execute(t.database.db);
    expect((d.receivables ?? []).reduce((n, x) => n + x.total.count, 0)).toBe(r.rows[0].n);
  });

  it('a bad day is a Turkish field error, not a 500', async () => {
    const r = await t.post(`/${demoToken}/dashboard`, { params: { tarih: '2026-02-30' } });
    expect(r.status).toBe(400);
    expect(r.json.data).toMatchObject({
      message: 'fail.report.params',
      errors: { tarih: ['Tarih geçerli bir tarih olmalıdır.'] },
    });
  });
});
