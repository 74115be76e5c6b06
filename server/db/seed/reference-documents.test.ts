import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateDocument } from '../../../domain/documents';
import { KDV_RATES, VERGILER } from '../../../domain/tax';
import { createTestContext, type TestContext } from '../../test/harness';

// The lookups of documents as seeded, and the demo documents: their totals are what domain computes from
// their lines.

let t: TestContext;
const rows = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(t.database.db)).rows;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('document lookups', () => {
  it("has GİB's 63 units with C62 Adet as id 1", async () => {
    // The global rows; the demo companies' own units ("Koli") are rows of their companies.
    expect(await rows(sql`select count(*)::int as n from birimler where department_id is null`)).toEqual([
      { n: 63 },
    ]);
    expect(await rows(sql`select id, kod, name_basic from birimler where id = 1`)).toEqual([
      { id: 1, kod: 'C62', name_basic: 'Adet' },
    ]);
  });

  it("has exactly domain's VERGILER and KDV rates, so lookup and calculation agree", async () => {
    const taxes = await rows(sql<any>`select id, kod, vergi_turu from vergiler order by id`);
    expect(taxes).toEqual(VERGILER.map((v) => ({ id: v.id, kod: v.kod, vergi_turu: v.kind })));
    const kdv = await rows(sql<{ id: number; oran: string; name_basic: string }>`
      select id, oran, name_basic from kdv_oranlari order by id`);
    expect(kdv.map((k) => [k.id, Number(k.oran)])).toEqual(
      Object.entries(KDV_RATES).map(([id, rate]) => [Number(id), Number(rate)]),
    );
    expect(kdv.find((k) => k.id === 7)?.name_basic).toBe('%21,5');
  });

  it("has GİB's 112 exemption codes with the ids the calculation core relies on", async () => {
    expect(await rows(sql`select count(*)::int as n from istisna_kodlari`)).toEqual([{ n: 112 }]);
    expect(
      await rows(sql`select id, kod, vergi from istisna_kodlari where id in (7, 9, 137) order by id`),
    ).toEqual([
      { id: 7, kod: '108', vergi: 'ÖTV' },
      { id: 9, kod: '106', vergi: 'ÖTV' },
      { id: 137, kod: '351', vergi: 'KDV' },
    ]);
  });

  it('has the withholding codes with their rates, and the invoice types and scenarios of the spec', async () => {
    expect(await rows(sql`select count(*)::int as n from tevkifat_kodlari`)).toEqual([{ n: 59 }]);
    expect(
      await rows(sql`select oran, yuzde from tevkifat_kodlari where kod = '603' order by yuzde`),
    ).toEqual([
      { oran: '5/10', yuzde: 50 },
      { oran: '7/10', yuzde: 70 },
    ]);
    expect(await rows(sql`select id, kod from fatura_tipleri order by id`)).toEqual([
      { id: 1, kod: 'IADE' },
      { id: 2, kod: 'SATIS' },
      { id: 3, kod: 'TEVKIFAT' },
      { id: 4, kod: 'ISTISNA' },
      { id: 5, kod: 'OZELMATRAH' },
      { id: 6, kod: 'IHRACKAYITLI' },
      { id: 9, kod: 'SGK' },
    ]);
    expect(
      (
        await rows(sql<{ kod: string }>`select kod from fatura_senaryolari where id in (1, 3, 4) order by id`)
      ).map((r) => r.kod),
    ).toEqual(['TEMELFATURA', 'EARSIVFATURA', 'KAMU']);
  });
});

describe('demo documents', () => {
  it('gives both companies warehouses, stock and service cards, quotes and invoices with lines', async () => {
    const per = await rows(sql<{
      name_basic: string;
      depo: number;
      stok: number;
      hizmet: number;
      teklif: number;
      fatura: number;
    }>`
      select d.name_basic,
        (select count(*)::int from depo_kartlari x where x.department_id = d.id) as depo,
        (select count(*)::int from stok_kartlari x where x.department_id = d.id) as stok,
        (select count(*)::int from hizmet_ve_masraf_kartlari x where x.department_id = d.id) as hizmet,
        (select count(*)::int from teklifler x where x.department_id = d.id) as teklif,
        (select count(*)::int from satis_fatura x where x.department_id = d.id)
          + (select count(*)::int from alis_fatura x where x.department_id = d.id) as fatura
      from departments d where d.name_basic in ('Demo Ticaret A.Ş.', 'Örnek Gıda Ltd. Şti.') order by d.id`);
    expect(per).toEqual([
      { name_basic: 'Demo Ticaret A.Ş.', depo: 2, stok: 4, hizmet: 3, teklif: 2, fatura: 5 },
      { name_basic: 'Örnek Gıda Ltd. Şti.', depo: 2, stok: 3, hizmet: 2, teklif: 1, fatura: 2 },
    ]);
  });

  it("stores every invoice's totals as domain computes them from its stored lines", async () => {
    for (const table of ['satis_fatura', 'alis_fatura']) {
      const invoices = await rows(sql<any>`select * from ${sql.table(table)} order by id`);
      for (const inv of invoices) {
        const lines = await rows(sql<any>`select * from ${sql.table(`${table}_hizmet`)}
          where ${sql.ref(`${table}_id`)} = ${inv.id} order by sira_no`);
        expect(lines).toHaveLength(inv.mal_hizmet_json.length);
        const r = calculateDocument({
          fatura_tipi_id: inv.fatura_tipi_id,
          para_birimi_id: inv.para_birimi_id,
          döviz_kuru: inv.döviz_kuru,
          lines,
        });
        for (const k of [
          'urun_hizmet_toplam_tutar',
          'hesaplanan_kdv',
          'tevkifat_toplami',
          'odenecek_tutar',
          'dovizli_tutar',
        ] as const)
          expect(inv[k], `${inv.fatura_numarasi} ${k}`).toBe(r.totals[k]);
        expect(lines.map((l) => l.odenecek_tutar)).toEqual(r.lines.map((l) => l.odenecek_tutar));
      }
    }
    const withheld = await rows(
      sql<any>`select tevkifat_toplami, odenecek_tutar from satis_fatura where fatura_numarasi = 'DTC2026000000002'`,
    );
    // 4 × 850 at 20 % with 7/10 withheld (476.00) plus one toner 1 890 + 378 KDV.
    expect(withheld).toEqual([{ tevkifat_toplami: '476.00', odenecek_tutar: '5872.00' }]);
  });
});
