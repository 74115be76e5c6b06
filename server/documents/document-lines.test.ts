import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, departmentOf, ORNEK_USER, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { demoCards, idWhere, invoiceHeader, lineRows, threeLines, type Cards } from './document.test-kit';

// Line validation (002 §5 required cells, types, select ids, the line rules of §4, numbers the calculator
// refuses), quotes, the line tables as the browser reads them, and company isolation.

let t: TestContext;
let api: ReturnType<typeof tablesApi>;
let ornek: ReturnType<typeof tablesApi>;
let c: Cards;
let seq = 0;
const no = () => `LIN2026${String(++seq).padStart(9, '0')}`;

beforeAll(async () => {
  t = await createTestContext();
  // Örnek Gıda is a Kobi company; with the Muhasebe package it may use invoices too (for the isolation tests).
  await sql`update departments set musteri_paketi_id = 4 where name_basic = 'Örnek Gıda Ltd. Şti.'`.execute(
    t.database.db,
  );
  api = tablesApi(t, await t.login(DEMO_ADMIN));
  ornek = tablesApi(t, await t.login(ORNEK_USER));
  c = await demoCards(t, await departmentOf(t, DEMO_ADMIN));
});
afterAll(() => t.close());

const storeLines = (lines: unknown, extra: Record<string, unknown> = {}) =>
  api.store('satis_fatura', {
    ...invoiceHeader(c, no(), extra),
    mal_hizmet_json: typeof lines === 'string' ? lines : JSON.stringify(lines),
  });

describe('line validation', () => {
  it('answers "Bu alan zorunludur." per missing cell, as a summary and per line', async () => {
    const [first, second] = threeLines(c);
    const r = await storeLines([first, { ...second, miktar: '', birim_id: null, kdv_id: '' }], {
      fatura_tipi_id: 2,
    });
    expect(r.json.data).toEqual({
      message: 'error',
      errors: {
        mal_hizmet_json: [
          '2. satır, Miktar: Bu alan zorunludur.',
          '2. satır, Birim: Bu alan zorunludur.',
          '2. satır, KDV: Bu alan zorunludur.',
        ],
      },
      line_errors: {
        mal_hizmet_json: [
          {
            index: 1,
            errors: {
              miktar: ['Bu alan zorunludur.'],
              birim_id: ['Bu alan zorunludur.'],
              kdv_id: ['Bu alan zorunludur.'],
            },
          },
        ],
      },
    });
  });

  it('applies the defaults of cells left out (1 Adet, KDV %20) and requires the line type', async () => {
    const ok = await storeLines(
      [{ mal_hizmet_turu_id: 2, hizmet_ve_masraf_kartlari_id: c.bakim, birim_fiyat: '10' }],
      {
        fatura_tipi_id: 2,
      },
    );
    expect(ok.json.data.message).toBe('success');
    const row = (
      await api.list('satis_fatura_hizmet', {
        filters: { satis_fatura_id: { type: 1, filter: [ok.json.data.id] } },
      })
    ).json.data.records[0];
    expect(row).toMatchObject({
      miktar: '1.0000',
      birim_id: 'Adet',
      kdv_id: '%20',
      kdv_tutari: '2.00',
      odenecek_tutar: '12.00',
    });
    const r = await storeLines([{ mal_hizmet_turu_id: '', miktar: '1', kdv_id: 9 }], { fatura_tipi_id: 2 });
    expect(r.json.data.line_errors.mal_hizmet_json[0].errors).toEqual({
      mal_hizmet_turu_id: ['Bu alan zorunludur.'],
    });
  });

  it('checks types and select ids of the cells, and tells which line', async () => {
    const lines = threeLines(c);
    const other = await idWhere(
      t,
      sql<{
        id: number;
      }>`select id from stok_kartlari where department_id = ${await departmentOf(t, ORNEK_USER)} limit 1`,
    );
    const r = await storeLines([
      { ...lines[0], miktar: 'iki' },
      { ...lines[1], stok_kartlari_id: other },
      { ...lines[2], kdv_id: 6 },
    ]);
    expect(r.json.data.errors.mal_hizmet_json).toEqual([
      '1. satır: Miktar alanı geçerli değil.',
      '2. satır: Stok için geçerli bir seçim yapınız.',
      '3. satır: KDV için geçerli bir seçim yapınız.',
    ]);
    expect(r.json.data.line_errors.mal_hizmet_json.map((l: any) => [l.index, Object.keys(l.errors)])).toEqual(
      [
        [0, ['miktar']],
        [1, ['stok_kartlari_id']],
        [2, ['kdv_id']],
      ],
    );
  });

  it('refuses a lines value that is not a list of lines', async () => {
    expect((await storeLines('{"a": 1}')).json.data.errors).toEqual({
      mal_hizmet_json: ['Mal / Hizmet alanı geçerli değil.'],
    });
    expect((await storeLines('[1, {"miktar": "1"}]')).json.data.errors.mal_hizmet_json[0]).toBe(
      '1. satır geçerli değil.',
    );
    expect((await storeLines('[{')).json.data.errors.mal_hizmet_json).toHaveLength(1);
  });

  it('needs the cards of the line type (1: stock and warehouse, 2: service) and clears the others', async () => {
    const [stock, , service] = threeLines(c);
    const r = await storeLines([
      { ...stock, depo_kartlari_id: null, hizmet_ve_masraf_kartlari_id: c.bakim },
      { ...service, hizmet_ve_masraf_kartlari_id: null },
    ]);
    expect(r.json.data.errors.mal_hizmet_json).toEqual([
      '1. satır, Depo: Bu alan zorunludur.',
      '2. satır, Hizmet / Masraf: Bu alan zorunludur.',
    ]);
    const ok = await storeLines([{ ...stock, hizmet_ve_masraf_kartlari_id: c.bakim }], { fatura_tipi_id: 2 });
    const line = (await api.edit('satis_fatura', ok.json.data.id)).json.data.record.mal_hizmet_json[0];
    expect(line.hizmet_ve_masraf_kartlari_id).toBeNull();
    expect(line.stok_kartlari_id).toBe(c.toner);
  });

  it("keeps the spec's withholding rules: KDV %0 not on a Tevkifat invoice, withholding only on one", async () => {
    const [stock, , service] = threeLines(c);
    const r = await storeLines([{ ...stock, kdv_id: 5 }, service]);
    expect(r.json.data.errors.mal_hizmet_json).toEqual([
      "1. satır, KDV: Fatura tipi tevkifat'dır. KDV '%0' olamaz!",
    ]);
    const sales = await storeLines([stock, service], { fatura_tipi_id: 2 });
    expect(sales.json.data.errors.mal_hizmet_json).toEqual([
      "2. satır, Diğer Vergiler: Fatura tipi 'Tevkifat' olmalıdır!",
    ]);
  });

  it('fills the exemption reasons of 002 §4: KDV %0 → 137 (GİB 351), ÖTV at 0 → 9, none on an exemption invoice', async () => {
    const [stock] = threeLines(c);
    const zero = { ...stock, kdv_id: 5, diger_vergiler: [{ id: 11, oran: 0 }] };
    const ok = await storeLines([zero], { fatura_tipi_id: 2 });
    expect(ok.json.data.message).toBe('success');
    const line = (await api.edit('satis_fatura', ok.json.data.id)).json.data.record.mal_hizmet_json[0];
    expect(line).toMatchObject({ kdv_istisna_muafiyet_sebebi_id: 137, otv_istisna_muafiyet_sebebi_id: 9 });
    const codes = await sql<{
      id: number;
      kod: string;
    }>`select id, kod from istisna_kodlari where id in (9, 137) order by id`.execute(t.database.db);
    expect(codes.rows).toEqual([
      { id: 9, kod: '106' },
      { id: 137, kod: '351' },
    ]);
    const exemption = await storeLines([zero], { fatura_tipi_id: 4 });
    expect(exemption.json.data.errors.mal_hizmet_json).toEqual([
      '1. satır, KDV İstisna / Muafiyet Sebebi: Bu alan zorunludur.',
      '1. satır, ÖTV İstisna / Muafiyet Sebebi: Bu alan zorunludur.',
    ]);
  });

  it('answers numbers the calculator refuses as field errors of their cells, never a 500', async () => {
    const [stock, second, service] = threeLines(c);
    const r = await storeLines([
      { ...stock, iskonto_orani: '150' },
      { ...second, diger_vergiler: [{ id: 99, oran: 5 }] },
      { ...service, diger_vergiler: [{ id: 19, oran: 12 }] },
    ]);
    expect(r.status).toBe(200);
    expect(r.json.data.errors.mal_hizmet_json).toHaveLength(3);
    expect(r.json.data.line_errors.mal_hizmet_json.map((l: any) => [l.index, Object.keys(l.errors)])).toEqual(
      [
        [0, ['iskonto_orani']],
        [1, ['diger_vergiler']],
        [2, ['diger_vergiler']],
      ],
    );
    expect(r.json.data.errors.mal_hizmet_json[0]).toBe(
      "1. satır: İskonto Oranı: iskonto %100'den büyük olamaz.",
    );
    const odd = await storeLines([{ ...stock, diger_vergiler: '[{"id":"x"}]' }], { fatura_tipi_id: 2 });
    expect(odd.status).toBe(200);
    expect(odd.json.data.message).toBe('error');
  });
});

describe("the page definition's line rules, run by the server (docs/rules.md)", () => {
  const istisna = (kod: string) =>
    idWhere(t, sql<{ id: number }>`select id from istisna_kodlari where kod = ${kod} order by id limit 1`);

  it('clears what the rules hide on the invoice type: a withholding code, special base, export reason', async () => {
    const [stock] = threeLines(c);
    const junk = {
      tevkifat_kodlari_listesi_id: c.tevkifat603,
      ozel_matrah_kodlari_listesi_id: await istisna('801'),
      ozel_matrah_tutari: '1000.00',
      ihrac_kayitli_fatura_sebebi_id: await istisna('701'),
    };
    const r = await storeLines([{ ...stock, ...junk }], { fatura_tipi_id: 2 });
    expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
    const stored = (await api.edit('satis_fatura', r.json.data.id)).json.data.record.mal_hizmet_json[0];
    expect(stored).toMatchObject({
      tevkifat_kodlari_listesi_id: null,
      ozel_matrah_kodlari_listesi_id: null,
      ozel_matrah_tutari: null,
      ihrac_kayitli_fatura_sebebi_id: null,
      stok_kartlari_id: c.toner,
    });
    const [row] = await lineRows(t, 'satis_fatura_hizmet', 'satis_fatura_id', r.json.data.id);
    expect(row.tevkifat_kodlari_listesi_id).toBeNull();
    expect(row.ozel_matrah_tutari).toBeNull();
    // On its own type each is kept: the withholding code on a Tevkifat invoice, the reason on İhraç Kayıtlı.
    const kept = await storeLines([{ ...stock, ...junk }], { fatura_tipi_id: 6 });
    expect(kept.json.data.message).toBe('success');
    expect(
      (await api.edit('satis_fatura', kept.json.data.id)).json.data.record.mal_hizmet_json[0],
    ).toMatchObject({
      ihrac_kayitli_fatura_sebebi_id: junk.ihrac_kayitli_fatura_sebebi_id,
      tevkifat_kodlari_listesi_id: null,
    });
  });

  it('runs the line rules on the stored lines when an update changes the invoice type', async () => {
    const [stock, second] = threeLines(c);
    const r = await storeLines([{ ...stock, tevkifat_kodlari_listesi_id: c.tevkifat603 }, second]);
    expect(r.json.data.message).toBe('success');
    const id = r.json.data.id;
    const before = await lineRows(t, 'satis_fatura_hizmet', 'satis_fatura_id', id);
    expect(Number(before[0].tevkifat_kodlari_listesi_id)).toBe(c.tevkifat603);
    expect((await api.update('satis_fatura', id, { fatura_tipi_id: 2 })).json.data).toEqual({
      message: 'success',
      id,
    });
    const rows = await lineRows(t, 'satis_fatura_hizmet', 'satis_fatura_id', id);
    expect(rows.map((x) => x.tevkifat_kodlari_listesi_id)).toEqual([null, null]);
  });

  it("answers per cell what the rules require, and the rules' own messages", async () => {
    const [stock, , service] = threeLines(c);
    const r = await storeLines(
      [
        { ...stock, stok_kartlari_id: null },
        { ...service, hizmet_ve_masraf_kartlari_id: '', diger_vergiler: null },
        { ...stock, kdv_id: 5 },
      ],
      { fatura_tipi_id: 3 },
    );
    expect(r.json.data.line_errors).toEqual({
      mal_hizmet_json: [
        { index: 0, errors: { stok_kartlari_id: ['Bu alan zorunludur.'] } },
        { index: 1, errors: { hizmet_ve_masraf_kartlari_id: ['Bu alan zorunludur.'] } },
        // The grid resets KDV %0 with this warning; the server refuses it with the same text.
        { index: 2, errors: { kdv_id: ["Fatura tipi tevkifat'dır. KDV '%0' olamaz!"] } },
      ],
    });
    expect(r.json.data.errors.mal_hizmet_json).toEqual([
      '1. satır, Stok: Bu alan zorunludur.',
      '2. satır, Hizmet / Masraf: Bu alan zorunludur.',
      "3. satır, KDV: Fatura tipi tevkifat'dır. KDV '%0' olamaz!",
    ]);
  });
});

describe('quotes', () => {
  it('compute toplam_kdv and toplam_tutar from their lines and require miktar, kdv_id, kdv_dahil_buton', async () => {
    const quote = {
      cari_hesap_id: c.cari,
      teklif_no: 'TKL-TEST-1',
      teklif_tarihi: '2026-03-01',
      gecerlilik_tarihi: '2026-03-15',
      döviz_kuru: '1',
    };
    const lines = [
      {
        mal_hizmet_turu_id: 1,
        stok_kartlari_id: c.toner,
        depo_kartlari_id: c.depo,
        miktar: '3',
        birim_fiyat: '1890',
        iskonto_orani: '10',
        kdv_id: 9,
        kdv_dahil_buton: '0',
      },
      {
        mal_hizmet_turu_id: 2,
        hizmet_ve_masraf_kartlari_id: c.bakim,
        miktar: '2',
        birim_fiyat: '850',
        kdv_id: 8,
        kdv_dahil_buton: '0',
      },
    ];
    const r = await api.store('teklifler', { ...quote, mal_hizmet_json: JSON.stringify(lines) });
    expect(r.json.data.message).toBe('success');
    // 5 103.00 + 1 020.60 KDV; 1 700.00 + 170.00 KDV.
    expect((await api.show('teklifler', r.json.data.id)).json.data.record).toMatchObject({
      toplam_kdv: '1190.60',
      toplam_tutar: '7993.60',
    });
    const rows = (
      await api.list('teklifler_mal_hizmet', {
        filters: { teklifler_id: { type: 1, filter: [r.json.data.id] } },
        sorts: { sira_no: true },
      })
    ).json.data.records;
    expect(rows.map((x: any) => [x.sira_no, x.mal_hizmet_tutari, x.kdv_tutari, x.vergi_tutar])).toEqual([
      [1, '5103.00', '1020.60', '6123.60'],
      [2, '1700.00', '170.00', '1870.00'],
    ]);
    const bad = await api.store('teklifler', {
      ...quote,
      mal_hizmet_json: JSON.stringify([{ miktar: '', kdv_id: '', kdv_dahil_buton: '' }]),
      toplam_tutar: '1',
    });
    expect(bad.json.data.line_errors.mal_hizmet_json[0].errors).toEqual({
      miktar: ['Bu alan zorunludur.'],
      kdv_id: ['Bu alan zorunludur.'],
      kdv_dahil_buton: ['Bu alan zorunludur.'],
    });
  });
});

describe('line tables', () => {
  it('are listed and shown, and written row by row only within a header (line-rows.test.ts)', async () => {
    const list = (await api.list('satis_fatura_hizmet', { limit: 5 })).json.data;
    expect(list.all_records_count).toBeGreaterThan(0);
    const id = list.records[0].id;
    expect((await api.show('satis_fatura_hizmet', id)).status).toBe(200);
    expect((await api.edit('satis_fatura_hizmet', id)).json.data.record.id).toBe(id);
    expect((await api.create('satis_fatura_hizmet')).json.data.column_set).toBeDefined();
    expect((await api.store('satis_fatura_hizmet', { miktar: '1' })).json.data).toEqual({
      message: 'error',
      errors: { satis_fatura_id: ['Fatura alanı zorunludur.'] },
    });
    // A line version is restored with its header's.
    expect((await api.restore('satis_fatura_hizmet', 1)).json.data.message).toBe('no.auth');
  });

  it('describe themselves on the header lines column of create and edit answers, not in lists', async () => {
    const cols = (await api.create('satis_fatura')).json.data.column_set.column_arrays[0].columns;
    const meta = cols.mal_hizmet_json.line_table;
    expect(meta).toMatchObject({
      table_name: 'satis_fatura_hizmet',
      parent_column: 'satis_fatura_id',
      order_column: 'sira_no',
    });
    expect(meta.columns.miktar).toMatchObject({ display_name: 'Miktar*', db_type_name: 'numeric', scale: 4 });
    expect(meta.columns.kdv_tutari).toMatchObject({ computed: true, gui_type_name: 'money' });
    expect(meta.columns.kdv_id.relation.table_name).toBe('kdv_oranlari');
    expect(cols.odenecek_tutar).toMatchObject({ computed: true, display_name: 'Ödenecek Tutar*' });
    expect(meta.columns.satis_fatura_id).not.toHaveProperty('readOnly');
    const list = (await api.list('satis_fatura', { limit: 1 })).json.data;
    expect(list.columns).not.toHaveProperty('mal_hizmet_json');
    expect(list.records[0]).not.toHaveProperty('mal_hizmet_json');
  });
});

describe('company isolation', () => {
  it("never shows or accepts another company's lines and cards", async () => {
    const demoInvoice = (await api.list('satis_fatura', { limit: 1 })).json.data.records[0].id;
    const demoLine = (await api.list('satis_fatura_hizmet', { limit: 1 })).json.data.records[0].id;
    const own = (await ornek.list('satis_fatura_hizmet', { limit: 100 })).json.data;
    expect(own.all_records_count).toBeGreaterThan(0);
    expect(own.records.every((r: any) => r.satis_fatura_id.startsWith('ORN'))).toBe(true);
    const filtered = await ornek.list('satis_fatura_hizmet', {
      filters: { satis_fatura_id: { type: 1, filter: [demoInvoice] } },
    });
    expect(filtered.json.data.all_records_count).toBe(0);
    expect((await ornek.show('satis_fatura_hizmet', demoLine)).json.data.message).toBe('fail.id');
    expect((await ornek.edit('satis_fatura', demoInvoice)).json.data.message).toBe('fail.id');

    const ornekCari = (await ornek.list('cari_hesap', { limit: 1 })).json.data.records[0].id;
    const r = await ornek.store('satis_fatura', {
      ...invoiceHeader(c, 'ORNTEST1', { cari_hesap_id: ornekCari }),
      mal_hizmet_json: JSON.stringify(threeLines(c)),
    });
    expect(r.json.data.errors.mal_hizmet_json).toEqual([
      '1. satır: Stok için geçerli bir seçim yapınız.',
      '1. satır: Depo için geçerli bir seçim yapınız.',
      '2. satır: Stok için geçerli bir seçim yapınız.',
      '2. satır: Depo için geçerli bir seçim yapınız.',
      '3. satır: Hizmet / Masraf için geçerli bir seçim yapınız.',
    ]);
  });

  it('keeps the line tables of a package the company does not have closed', async () => {
    await sql`update departments set musteri_paketi_id = 2 where name_basic = 'Örnek Gıda Ltd. Şti.'`.execute(
      t.database.db,
    );
    expect((await ornek.list('satis_fatura_hizmet')).json.data.message).toBe('no.auth');
    expect((await ornek.list('teklifler_mal_hizmet')).status).toBe(200);
    await sql`update departments set musteri_paketi_id = 4 where name_basic = 'Örnek Gıda Ltd. Şti.'`.execute(
      t.database.db,
    );
  });
});
