import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { migrateTo, migrateToLatest, migrationBefore } from './migrate';

// Migration 202611251000 on a database seeded before it: plain `numeric` columns become numeric(precision, scale)
// of the catalogue, the lines JSON of the documents takes the same scales, and a value a column cannot hold stops
// the migration with the rows to correct, instead of being cut.

type Row = Record<string, any>;
let t: TestContext;
let invoice: number;
const q = async (query: ReturnType<typeof sql<Row>>) => (await query.execute(t.database.db)).rows;
const type = async (table: string, column: string) =>
  (
    await q(sql`select numeric_precision as p, numeric_scale as s from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} and column_name = ${column}`)
  ).map((x) => [x.p, x.s])[0];

beforeAll(async () => {
  t = await createTestContext();
  await migrateTo(t.database.db, await migrationBefore('202611251000_numeric_scales'));
  // As an earlier server wrote them: no scale on the columns nor in the lines JSON.
  invoice = Number((await q(sql`select min(id) as id from satis_fatura`))[0].id);
  await sql`update satis_fatura set döviz_kuru = 1, mal_hizmet_json = jsonb_set(jsonb_set(
      mal_hizmet_json, '{0,miktar}', '"20"'), '{0,kdv_orani}', '20') where id = ${invoice}`.execute(
    t.database.db,
  );
  await sql`update stok_kartlari set satis_fiyati = 12.5 where stok_kodu = 'STK-004'`.execute(t.database.db);
});
afterAll(() => t.close());

describe('the numeric scale migration', () => {
  it('starts from plain numeric columns and unscaled lines', async () => {
    expect(await type('satis_fatura', 'odenecek_tutar')).toEqual([null, null]);
    const [row] = await q(sql`select döviz_kuru::text as kur, mal_hizmet_json -> 0 as line
      from satis_fatura where id = ${invoice}`);
    expect(row).toMatchObject({ kur: '1', line: { miktar: '20', kdv_orani: 20 } });
  });

  it('stops at a value its column cannot hold, naming the rows, and changes nothing', async () => {
    const [kagit] = await q(
      sql`select id from stok_kartlari where stok_kodu = 'STK-001' order by id limit 1`,
    );
    await sql`update stok_kartlari set alis_fiyati = 1e20 where id = ${kagit.id}`.execute(t.database.db);
    await expect(migrateToLatest(t.database.db)).rejects.toThrow(
      `stok_kartlari.alis_fiyati holds values numeric(18, 4) cannot hold (ids ${kagit.id})`,
    );
    expect(await type('satis_fatura', 'odenecek_tutar')).toEqual([null, null]);
    await sql`update stok_kartlari set alis_fiyati = 95 where id = ${kagit.id}`.execute(t.database.db);
  });

  it('gives every column its scale and brings the lines JSON to it', async () => {
    await migrateToLatest(t.database.db);
    expect(await type('satis_fatura', 'odenecek_tutar')).toEqual([18, 2]);
    expect(await type('satis_fatura_hizmet', 'miktar')).toEqual([18, 4]);
    expect(await type('fatura_abonelik', 'toplam_tutar')).toEqual([12, 2]);
    const [row] = await q(sql`select döviz_kuru, mal_hizmet_json -> 0 as line
      from satis_fatura where id = ${invoice}`);
    expect(row).toMatchObject({ döviz_kuru: '1.0000', line: { miktar: '20.0000', kdv_orani: '20.00' } });
    const [stok] = await q(sql`select satis_fiyati from stok_kartlari where stok_kodu = 'STK-004' order by id
      limit 1`);
    expect(stok.satis_fiyati).toBe('12.5000');
  });
});
