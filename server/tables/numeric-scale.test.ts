import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCards, lineRows, type Cards } from '../documents/document.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { DEMO_ADMIN, departmentOf, tablesApi } from './table.test-kit';

// Every amount is stored and answered at its column's scale (issue 10, "decimal scale"): the catalogue's scale is
// the column's numeric(precision, scale), the coercion writes at it, a document's lines JSON holds it too.

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

describe('amounts at their scale', () => {
  it('an update stores and answers "28278.00" and "3116.40", not "28278" and "3116.4"', async () => {
    const stored = await api.store('sabit_kiymet_kartlari', {
      sabit_kiymet_adi: 'Soğutma Dolabı',
      sabit_kiymet_kodu: 'SK-201',
      alis_tarihi: '2026-02-01',
      alis_bedeli: '30000',
      faydali_omur: '5',
      birikmis_amortisman: '0',
      kdv_id: 9,
    });
    expect(stored.json.data.message, JSON.stringify(stored.json)).toBe('success');
    const id = stored.json.data.id as number;
    const r = await api.update('sabit_kiymet_kartlari', id, {
      alis_bedeli: '28278.00',
      birikmis_amortisman: '3116.40',
    });
    expect(r.json.data.message, JSON.stringify(r.json)).toBe('success');
    const amounts = { alis_bedeli: '28278.00', birikmis_amortisman: '3116.40', net_deger: '25161.60' };
    expect((await api.show('sabit_kiymet_kartlari', id)).json.data.record).toMatchObject(amounts);
    expect((await api.edit('sabit_kiymet_kartlari', id)).json.data.record).toMatchObject(amounts);
    const listed = (await api.list('sabit_kiymet_kartlari', { limit: 100 })).json.data.records;
    expect(listed.find((x: { id: number }) => x.id === id)).toMatchObject(amounts);
    // The version before the update, in the history, at scale as well.
    const versions = (await api.history('sabit_kiymet_kartlari', id)).json.data.records;
    expect(versions[0]).toMatchObject({ alis_bedeli: '30000.00', birikmis_amortisman: '0.00' });
  });

  it('a price typed "12,5" is "12.5000" beside the seeded "640.0000" (stock prices keep 4 decimals)', async () => {
    const klavye = (await api.edit('stok_kartlari', c.klavye)).json.data.record;
    expect(klavye.alis_fiyati).toBe('640.0000');
    const r = await api.update('stok_kartlari', c.klavye, { satis_fiyati: '12,5' });
    expect(r.json.data.message, JSON.stringify(r.json)).toBe('success');
    const row = await sql<{ satis_fiyati: string }>`select satis_fiyati from stok_kartlari
      where id = ${c.klavye}`.execute(t.database.db);
    expect(row.rows[0].satis_fiyati).toBe('12.5000');
    expect((await api.show('stok_kartlari', c.klavye)).json.data.record.satis_fiyati).toBe('12.5000');
  });

  it("a document's lines JSON, line rows and rate hold every number at its column's scale", async () => {
    const r = await api.store('satis_fatura', {
      cari_hesap_id: c.cari,
      fatura_senaryo_id: 1,
      fatura_tipi_id: 2,
      fatura_numarasi: 'OLC2026000000001',
      fatura_tarihi: '2026-03-02',
      para_birimi_id: 1,
      döviz_kuru: '1',
      mal_hizmet_json: JSON.stringify([
        {
          mal_hizmet_turu_id: 1,
          stok_kartlari_id: c.toner,
          depo_kartlari_id: c.depo,
          miktar: '2',
          birim_id: 1,
          birim_fiyat: '1890,5',
          iskonto_orani: '5',
          kdv_id: 9,
        },
      ]),
    });
    expect(r.json.data.message, JSON.stringify(r.json)).toBe('success');
    const id = r.json.data.id as number;
    const scaled = {
      miktar: '2.0000',
      birim_fiyat: '1890.5000',
      iskonto_orani: '5.00',
      kdv_orani: '20.00',
      brut_tutar: '3781.00',
      iskonto_tutari: '-189.05',
      odenecek_tutar: '4310.34',
    };
    const edit = (await api.edit('satis_fatura', id)).json.data.record;
    expect(edit.döviz_kuru).toBe('1.0000');
    expect(edit.mal_hizmet_json[0]).toMatchObject(scaled);
    expect((await lineRows(t, 'satis_fatura_hizmet', 'satis_fatura_id', id))[0]).toMatchObject(scaled);
  });
});

describe('the schema', () => {
  it("stores every numeric column of the catalogue as numeric(precision, scale) of the catalogue's column", async () => {
    const { allTables } = await import('../catalog');
    const { allColumns } = await import('../catalog/columns');
    const r = await sql<{ table_name: string; column_name: string; p: number | null; s: number | null }>`
      select table_name, column_name, numeric_precision as p, numeric_scale as s
      from information_schema.columns where table_schema = 'public' and data_type = 'numeric'`.execute(
      t.database.db,
    );
    const db = new Map(r.rows.map((x) => [`${x.table_name}.${x.column_name}`, `numeric(${x.p}, ${x.s})`]));
    const wrong = allTables().flatMap((table) =>
      allColumns(table)
        .filter((col) => col.db_type_name === 'numeric')
        .map((col) => [`${table.name}.${col.name}`, `numeric(${col.precision}, ${col.scale})`] as const)
        .filter(([key, type]) => db.get(key) !== type)
        .map(([key, type]) => `${key}: ${db.get(key)} ≠ ${type}`),
    );
    expect(wrong).toEqual([]);
  });
});
