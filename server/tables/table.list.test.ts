import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { DEMO_ADMIN, departmentOf, tablesApi } from './table.test-kit';

// list: paging, sorts and every filter type of every column kind, over HTTP on the seeded demo data plus a
// few rows made for the filters.

let t: TestContext;
let api: ReturnType<typeof tablesApi>;
let dept: number;
const names = (r: { json: any }) => r.json.data.records.map((x: any) => x.cari_hesap_adi);

beforeAll(async () => {
  t = await createTestContext();
  api = tablesApi(t, await t.login(DEMO_ADMIN));
  dept = await departmentOf(t, DEMO_ADMIN);
  const vd = await sql<{ id: number }>`select id from vergi_daireleri where kod = '34272'`.execute(
    t.database.db,
  );
  // Names that exercise Turkish casing and LIKE wildcards.
  for (const [adi, tc] of [
    ['IŞIK İnşaat', '11111111100'],
    ['ışık inşaat şubesi', '11111111110'],
    ['Yüzde %50 İndirim_Market', '11111111120'],
  ]) {
    // Persons living abroad (no title, no province), as the page rules of cari_hesap want them.
    const r = await api.store('cari_hesap', {
      ...{ cari_hesap_adi: adi, tc, vergi_daireleri_id: vd.rows[0].id },
      ...{
        name_basic: 'Işık',
        surname: 'Kaya',
        ulkeler_id: 2,
        sehir_adi: 'Andorra la Vella',
        ilce_adi: 'Centre',
      },
    });
    expect(r.json.data).toMatchObject({ message: 'success' });
  }
});
afterAll(() => t.close());

describe('list: answer shape and paging', () => {
  it('answers records, all_records_count, pages, columns, query_columns and table_info', async () => {
    const r = await api.list('cari_hesap', { page: 1, limit: 4 });
    expect(r.status).toBe(200);
    const d = r.json.data;
    expect(d.records).toHaveLength(4);
    expect(d.all_records_count).toBe(9);
    expect(d.pages).toBe(3);
    expect(d.table_info).toEqual({ name: 'cari_hesap', display_name: 'Cari Hesaplar' });
    expect(d.columns.cari_hesap_adi).toMatchObject({ display_name: 'Cari Hesap Adı*', max_length: 200 });
    expect(d.columns.tc).toMatchObject({ display_name: 'TC / VKN*', min_length: 10, max_length: 11 });
    expect(d.query_columns.vergi_daireleri_id.relation).toEqual({
      table_name: 'vergi_daireleri',
      source_column_name: 'id',
      display_column_name: 'name_basic',
    });
    // The default order is id descending.
    const ids = d.records.map((x: any) => x.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
  });

  it('gives relations as display text plus the raw id in {col}__id', async () => {
    const r = await api.list('cari_hesap', {
      filters: { cari_hesap_adi: { type: 4, filter: 'Ege Zeytincilik' } },
    });
    const rec = r.json.data.records[0];
    expect(rec.vergi_daireleri_id).toBe('Kordon Vergi Dairesi Müdürlüğü');
    expect(rec.sehirler_id).toBe('İzmir');
    expect(rec.sehirler_id__id).toBe(35);
    expect(rec.ilceler_id).toBe('Konak');
    expect(rec.cari_tipi).toBe('Müşteri ve Tedarikçi');
    expect(rec.cari_tipi__id).toBe(3);
    expect(rec.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('pages through every record exactly once, and past the end answers no records', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const r = await api.list('cari_hesap', { page, limit: 4, sorts: { cari_hesap_adi: true } });
      seen.push(...r.json.data.records.map((x: any) => x.id));
      expect(r.json.data.all_records_count).toBe(9);
    }
    expect(new Set(seen).size).toBe(9);
    const past = await api.list('cari_hesap', { page: 9, limit: 4 });
    expect(past.json.data).toMatchObject({ records: [], all_records_count: 9, pages: 3 });
  });

  it('clamps a huge limit instead of refusing it, and defaults page and limit', async () => {
    const huge = await api.list('cari_hesap', { page: 1, limit: 100000 });
    expect(huge.status).toBe(200);
    expect(huge.json.data.records).toHaveLength(9);
    const none = await t.post(`/${await t.login(DEMO_ADMIN)}/tables/cari_hesap`, {});
    expect(none.json.data.records).toHaveLength(9);
    const ten = await api.list('ilceler', {});
    expect(ten.json.data.records).toHaveLength(10);
    expect(ten.json.data.all_records_count).toBe(973);
  });
});

describe('list: sorts', () => {
  it('sorts text in Turkish alphabetical order, ascending and descending', async () => {
    const asc = names(await api.list('cari_hesap', { limit: 20, sorts: { cari_hesap_adi: true } }));
    expect(asc).toEqual([
      'Anadolu Kırtasiye',
      'Başkent Bilişim',
      'Boğaziçi Lojistik',
      'Ege Zeytincilik',
      'IŞIK İnşaat',
      'ışık inşaat şubesi',
      'Mustafa Çelik',
      'Yüzde %50 İndirim_Market',
      'Zeynep Arslan',
    ]);
    const desc = names(await api.list('cari_hesap', { limit: 20, sorts: { cari_hesap_adi: false } }));
    expect(desc[0]).toBe('Zeynep Arslan');
    expect(desc.at(-1)).toBe('Anadolu Kırtasiye');
  });

  it('sorts provinces with Ç after C, I before İ and Ş after S', async () => {
    const r = await api.list('sehirler', { limit: 81, sorts: { name_basic: true } });
    const order = r.json.data.records.map((x: any) => x.name_basic);
    expect(order.indexOf('Çanakkale')).toBeGreaterThan(order.indexOf('Bursa'));
    expect(order.indexOf('Çanakkale')).toBeLessThan(order.indexOf('Denizli'));
    expect(order.indexOf('Iğdır')).toBeLessThan(order.indexOf('İstanbul'));
    expect(order.indexOf('Şanlıurfa')).toBeGreaterThan(order.indexOf('Sivas'));
    expect(order.at(-1)).toBe('Zonguldak');
  });

  it('sorts a relation by its display text, and by several columns in order', async () => {
    const r = await api.list('cari_hesap', {
      limit: 20,
      sorts: { sehirler_id: true, cari_hesap_adi: false },
    });
    const rows = r.json.data.records.map((x: any) => [x.sehirler_id, x.cari_hesap_adi]);
    expect(rows.slice(0, 2)).toEqual([
      ['Ankara', 'Başkent Bilişim'],
      ['Bursa', 'Mustafa Çelik'],
    ]);
    const istanbul = rows.filter((x: string[]) => x[0] === 'İstanbul').map((x: string[]) => x[1]);
    expect(istanbul).toEqual([...istanbul].sort((a, b) => b.localeCompare(a, 'tr')));
  });

  it('accepts sorts as [] or {} (default order) and as a JSON string of params', async () => {
    for (const sorts of [[], {}]) {
      const r = await api.list('cari_hesap', { limit: 3, sorts });
      expect(r.status).toBe(200);
    }
    const r = await t.post(`/${await t.login(DEMO_ADMIN)}/tables/cari_hesap`, {
      params: JSON.stringify({ page: '1', limit: '2', sorts: { cari_hesap_adi: true } }),
    });
    expect(names(r)).toEqual(['Anadolu Kırtasiye', 'Başkent Bilişim']);
  });
});

describe('list: text filters (Turkish case-insensitive)', () => {
  const f = (type: number | string, filter: unknown) => ({
    filters: { cari_hesap_adi: { type, guiType: 'string', filter } },
  });

  it('1 contains, with Turkish casing: "işık" finds IŞIK and ışık', async () => {
    const r = await api.list('cari_hesap', f(1, 'IŞIK'));
    expect(names(r).sort()).toEqual(['IŞIK İnşaat', 'ışık inşaat şubesi']);
    expect(names(await api.list('cari_hesap', f(1, 'işık')))).toEqual([]);
    expect(names(await api.list('cari_hesap', f(1, 'İNŞAAT'))).length).toBe(2);
  });

  it('2 starts with, 3 ends with, 4 equals, 5 does not contain', async () => {
    expect(names(await api.list('cari_hesap', f(2, 'boğaz')))).toEqual(['Boğaziçi Lojistik']);
    expect(names(await api.list('cari_hesap', f(3, 'ŞUBESİ')))).toEqual(['ışık inşaat şubesi']);
    expect(names(await api.list('cari_hesap', f(4, 'zeynep arslan')))).toEqual(['Zeynep Arslan']);
    expect(names(await api.list('cari_hesap', f(4, 'zeynep')))).toEqual([]);
    const notIt = names(await api.list('cari_hesap', { ...f(5, 'ışık'), limit: 20 }));
    expect(notIt).toHaveLength(7);
    expect(notIt).not.toContain('IŞIK İnşaat');
  });

  it('takes % and _ in a value literally', async () => {
    expect(names(await api.list('cari_hesap', f(1, '%50')))).toEqual(['Yüzde %50 İndirim_Market']);
    expect(names(await api.list('cari_hesap', f(1, '_')))).toEqual(['Yüzde %50 İndirim_Market']);
    expect(names(await api.list('cari_hesap', f(1, '%')))).toEqual(['Yüzde %50 İndirim_Market']);
  });

  it('takes the type as a numeric string, the value as a one-element array, guiType optional', async () => {
    const r = await api.list('cari_hesap', { filters: { cari_hesap_adi: { type: '2', filter: ['Ege'] } } });
    expect(names(r)).toEqual(['Ege Zeytincilik']);
  });

  it('100 empty and 101 not empty', async () => {
    const empty = await api.list('cari_hesap', { limit: 20, filters: { unvan: { type: 100 } } });
    expect(names(empty).sort()).toEqual(
      [
        'IŞIK İnşaat',
        'Mustafa Çelik',
        'Yüzde %50 İndirim_Market',
        'Zeynep Arslan',
        'ışık inşaat şubesi',
      ].sort(),
    );
    const full = await api.list('cari_hesap', { limit: 20, filters: { unvan: { type: '101' } } });
    expect(full.json.data.all_records_count).toBe(4);
  });

  it('ignores a filter whose value was cleared', async () => {
    const r = await api.list('cari_hesap', { limit: 20, ...f(1, '') });
    expect(r.json.data.all_records_count).toBe(9);
  });
});

describe('list: number, date, datetime, boolean, relation and static filters', () => {
  it('number 1 =, 2 ≠, 3 <, 4 > (on id)', async () => {
    const all = (await api.list('cari_hesap', { limit: 20, sorts: { id: true } })).json.data.records.map(
      (x: any) => x.id,
    );
    const [a, b] = [all[2], all[5]];
    const ids = async (type: number, filter: unknown) =>
      (await api.list('cari_hesap', { limit: 20, filters: { id: { type, filter } } })).json.data.records.map(
        (x: any) => x.id,
      );
    expect(await ids(1, a)).toEqual([a]);
    expect(await ids(2, String(a))).toHaveLength(8);
    expect((await ids(3, b)).sort((x: number, y: number) => x - y)).toEqual(all.filter((x: number) => x < b));
    expect((await ids(4, [b])).sort((x: number, y: number) => x - y)).toEqual(
      all.filter((x: number) => x > b),
    );
  });

  it('date 1 =, 2 <, 3 >, 4 between (a company end date)', async () => {
    const own = (await api.show('departments', dept)).json.data.record.son_kullanma_tarihi as string;
    const count = async (f: Record<string, unknown>) =>
      (await api.list('departments', { filters: { son_kullanma_tarihi: f } })).json.data.all_records_count;
    const next = (d: string, days: number) =>
      new Date(Date.parse(`${d}T00:00:00Z`) + days * 86400000).toISOString().slice(0, 10);
    expect(await count({ type: 1, filter: own })).toBe(1);
    expect(await count({ type: 1, filter: next(own, 1) })).toBe(0);
    expect(await count({ type: 2, filter: next(own, 1) })).toBe(1);
    expect(await count({ type: 2, filter: own })).toBe(0);
    expect(await count({ type: 3, filter: next(own, -1) })).toBe(1);
    expect(await count({ type: 4, guiType: 'date', filter: next(own, -3), filter2: next(own, 3) })).toBe(1);
    expect(await count({ type: 4, filter: next(own, 1), filter2: next(own, 3) })).toBe(0);
  });

  it('datetime filters compare the Turkish calendar day or the exact time', async () => {
    await sql`update cari_hesap set created_at = '2026-01-15 21:30:00+00' where cari_hesap_adi = 'Ege Zeytincilik'`.execute(
      t.database.db,
    );
    const count = async (f: Record<string, unknown>) =>
      (await api.list('cari_hesap', { filters: { created_at: f } })).json.data.all_records_count;
    // 21:30 UTC is 00:30 on the 16th in Türkiye.
    expect(await count({ type: 1, filter: '2026-01-16' })).toBe(1);
    expect(await count({ type: 1, filter: '2026-01-15' })).toBe(0);
    expect(await count({ type: 2, filter: '2026-01-16 00:31:00' })).toBe(1);
    expect(await count({ type: 2, filter: '2026-01-16 00:29:00' })).toBe(0);
    expect(await count({ type: 4, filter: '2026-01-01', filter2: '2026-01-31' })).toBe(1);
    const shown = (
      await api.list('cari_hesap', { filters: { created_at: { type: 1, filter: '2026-01-16' } } })
    ).json.data.records[0].created_at;
    expect(shown).toBe('2026-01-16 00:30:00');
  });

  it('boolean 1 = with "1"/"0", true/false', async () => {
    const count = async (filter: unknown) =>
      (await api.list('users', { filters: { telefon_dogrulama: { type: 1, filter } } })).json.data
        .all_records_count;
    expect(await count('1')).toBe(1);
    expect(await count(true)).toBe(1);
    expect(await count('0')).toBe(1);
    expect(await count(false)).toBe(1);
    const otp = (await api.list('users', { filters: { telefon_dogrulama: { type: 1, filter: '1' } } })).json
      .data.records[0];
    expect(otp.email).toBe('otp@defter.local');
    expect(otp.telefon_dogrulama).toBe('1');
    expect(otp).not.toHaveProperty('password');
  });

  it('relation 1 any of the ids, 2 all of the ids', async () => {
    const count = async (f: Record<string, unknown>) =>
      (await api.list('cari_hesap', { limit: 20, filters: { sehirler_id: f } })).json.data.all_records_count;
    expect(await count({ type: 1, guiType: 'select', filter: [35] })).toBe(1);
    expect(await count({ type: 1, filter: [35, 6, 16] })).toBe(3);
    expect(await count({ type: 1, filter: '34' })).toBe(3);
    expect(await count({ type: 2, filter: [35] })).toBe(1);
    expect(await count({ type: 2, filter: [35, 6] })).toBe(0);
    expect(await count({ type: 100 })).toBe(3);
    expect(await count({ type: 101 })).toBe(6);
  });

  it('static select 1 any of the options', async () => {
    const r = await api.list('cari_hesap', {
      limit: 20,
      filters: { cari_tipi: { type: 1, filter: ['2', '3'] } },
    });
    expect(names(r).sort()).toEqual(['Anadolu Kırtasiye', 'Boğaziçi Lojistik', 'Ege Zeytincilik']);
  });

  it('lists a global lookup filtered by its parent', async () => {
    const r = await api.list('ilceler', { limit: 100, filters: { sehirler_id: { type: 1, filter: [6] } } });
    expect(r.json.data.all_records_count).toBe(25);
    expect(r.json.data.records.map((x: any) => x.name_basic)).toContain('Çankaya');
  });
});

describe('list: wrong filters and sorts answer 400 with their own code and the column', () => {
  it.each([
    [{ sorts: { yok_boyle_sutun: true } }, 'fail.column.name', 'yok_boyle_sutun'],
    [{ filters: { yok: { type: 1, filter: 'x' } } }, 'fail.column.name', 'yok'],
    [{ sorts: { password: true } }, 'fail.column.name', 'password'],
    [{ filters: { id: { type: 1, filter: 'abc' } } }, 'fail.filter.value', 'id'],
    [{ filters: { cari_hesap_adi: { type: 9, filter: 'a' } } }, 'fail.filter.type', 'cari_hesap_adi'],
    [{ filters: { sehirler_id: { type: 1, filter: ['1 or 1=1'] } } }, 'fail.filter.value', 'sehirler_id'],
    [{ filters: { cari_hesap_adi: 'x' } }, 'fail.filter', 'cari_hesap_adi'],
    [{ sorts: { cari_hesap_adi: 'yukarı' } }, 'fail.sort', 'cari_hesap_adi'],
    [
      { filters: { cari_hesap_adi: { type: 1, filter: 'ş'.repeat(1001) } } },
      'fail.filter.value',
      'cari_hesap_adi',
    ],
  ])('%j', async (params, message, column) => {
    const table = JSON.stringify(params).includes('password') ? 'users' : 'cari_hesap';
    const r = await api.list(table, params);
    expect(r.status).toBe(400);
    expect(r.json).toEqual({ status: 'error', code: 400, data: { message, column } });
  });
});
