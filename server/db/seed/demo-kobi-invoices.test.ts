import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { migrateTo, migrateToLatest, migrationBefore } from '../migrate';
import { seedDemoKobiInvoices } from './demo-kobi-invoices';

// Migration 202611240500 on a database seeded before the small-business invoice tables existed: the tables come,
// and Örnek Gıda (the Kobi demo company) gets its demo invoices, computed by the document hooks; running the seed
// again adds nothing.

type Row = Record<string, any>;
let t: TestContext;
const q = async (query: ReturnType<typeof sql<Row>>) => (await query.execute(t.database.db)).rows;
const invoices = () =>
  q(sql`select 'satis' as kind, fatura_numarasi, odenecek_tutar, kalan_odeme_tutari,
      jsonb_array_length(mal_hizmet_json) as lines,
      (select count(*)::int from kobi_satis_fatura_hizmet h where h.kobi_satis_fatura_id = s.id) as rows
    from kobi_satis_fatura s
    union all select 'alis', fatura_numarasi, odenecek_tutar, kalan_odeme_tutari,
      jsonb_array_length(mal_hizmet_json),
      (select count(*)::int from kobi_alis_fatura_hizmet h where h.kobi_alis_fatura_id = a.id)
    from kobi_alis_fatura a order by 1 desc, 2`);

beforeAll(async () => {
  t = await createTestContext();
  const db = t.database.db;
  await migrateTo(db, await migrationBefore('202611240500_kobi_invoices'));
  const gone = await q(sql`select to_regclass('kobi_satis_fatura') as t`);
  expect(gone[0].t).toBeNull();
  await migrateToLatest(db);
});
afterAll(() => t.close());

describe('the small-business invoice migration on a seeded database', () => {
  it("gives Örnek Gıda its demo invoices, every amount and line row the server's", async () => {
    expect(await invoices()).toEqual([
      {
        kind: 'satis',
        fatura_numarasi: 'OGS2026000000001',
        odenecek_tutar: '6534.70',
        kalan_odeme_tutari: '6534.70',
        lines: 2,
        rows: 2,
      },
      {
        kind: 'satis',
        fatura_numarasi: 'OGS2026000000002',
        odenecek_tutar: '1108.22',
        kalan_odeme_tutari: '1108.22',
        lines: 1,
        rows: 1,
      },
      {
        kind: 'alis',
        fatura_numarasi: 'BRN2026000000214',
        odenecek_tutar: '5010.00',
        kalan_odeme_tutari: '5010.00',
        lines: 2,
        rows: 2,
      },
      {
        kind: 'alis',
        fatura_numarasi: 'KUS2026000000131',
        odenecek_tutar: '118170.00',
        kalan_odeme_tutari: '118170.00',
        lines: 1,
        rows: 1,
      },
    ]);
    const owners = await q(sql`select distinct d.vergi_no from kobi_satis_fatura s
      join departments d on d.id = s.department_id`);
    expect(owners).toEqual([{ vergi_no: '6482053170' }]);
  });

  it('adds nothing when run again', async () => {
    const before = await invoices();
    await seedDemoKobiInvoices(t.database.db);
    expect(await invoices()).toEqual(before);
  });
});
