import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, tablesApi } from '../../tables/table.test-kit';
import { createTestContext, type TestContext } from '../../test/harness';
import { migrateTo, migrateToLatest, migrationBefore } from '../migrate';

// Migration 202611240200 on a database seeded before the address tables existed: every current account and
// company gets its "Merkez" address, and the stored invoices (and their archived versions) get the default
// addresses they now require, so that they still save and restore.

type Row = Record<string, any>;
let t: TestContext;
const q = async (query: ReturnType<typeof sql<Row>>) => (await query.execute(t.database.db)).rows;

beforeAll(async () => {
  t = await createTestContext();
  const db = t.database.db;
  await migrateTo(db, await migrationBefore('202611240200_addresses'));
  // An invoice version archived before the migration (its copy has no address columns).
  await sql`insert into archive (table_name, record_id, department_id, action, data, user_id)
    select 'satis_fatura', t.id, t.department_id, 'update', to_jsonb(t), t.user_id
    from satis_fatura t where t.fatura_numarasi = 'DTC2026000000001'`.execute(db);
  await migrateToLatest(db);
});
afterAll(() => t.close());

describe('the address migration on a seeded database', () => {
  it('gives every current account and company a default "Merkez" address', async () => {
    const counts = await q(sql`select
      (select count(*)::int from cari_hesap) as cari,
      (select count(*)::int from adres where adres_basligi = 'Merkez' and varsayilan) as adres,
      (select count(*)::int from departments) as firma,
      (select count(*)::int from firma_adres where adres_basligi = 'Merkez' and varsayilan) as firma_adres`);
    expect(counts[0].adres).toBe(counts[0].cari);
    expect(counts[0].firma_adres).toBe(counts[0].firma);
  });

  it("fills every stored invoice's addresses and address parts from the defaults", async () => {
    for (const table of ['satis_fatura', 'alis_fatura']) {
      const rows = await q(sql`
        select t.adres_id, a.cari_hesap_id = t.cari_hesap_id as own_customer,
          f.department_id = t.department_id as own_company, t.mahalle_adi = a.mahalle_adi as same_mahalle
        from ${sql.table(table)} t left join adres a on a.id = t.adres_id
        left join firma_adres f on f.id = t.firma_adres_id`);
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows)
        expect(r).toMatchObject({ own_customer: true, own_company: true, same_mahalle: true });
    }
  });

  it('lets an invoice version archived before the migration be restored', async () => {
    const [archived] = await q(sql`select id, data from archive
      where table_name = 'satis_fatura' and data ->> 'fatura_numarasi' = 'DTC2026000000001'`);
    expect(archived.data.adres_id).toEqual(expect.any(Number));
    const api = tablesApi(t, await t.login(DEMO_ADMIN));
    const r = await api.restore('satis_fatura', archived.id);
    expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
  });
});
