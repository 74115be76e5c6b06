import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { DEMO_ADMIN, tablesApi } from './table.test-kit';

// getSelectColumnData: search, paging, clamped limits, dependent selects, fixed options; no envelope.

let t: TestContext;
let token: string;
let api: ReturnType<typeof tablesApi>;
const texts = (r: { json: any }) => r.json.results.map((x: any) => x.text);

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login(DEMO_ADMIN);
  api = tablesApi(t, token);
});
afterAll(() => t.close());

describe('getSelectColumnData', () => {
  it('answers {results, pagination} without the envelope, in Turkish alphabetical order', async () => {
    const r = await api.select('cari_hesap', 'sehirler_id', { search: '***', page: 1, limit: 5 });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      results: [
        { id: 1, text: 'Adana' },
        { id: 2, text: 'Adıyaman' },
        { id: 3, text: 'Afyonkarahisar' },
        { id: 4, text: 'Ağrı' },
        { id: 68, text: 'Aksaray' },
      ],
      pagination: { more: true },
    });
  });

  it('searches Turkish case-insensitively (contains) on the display text and on codes', async () => {
    expect(texts(await api.select('cari_hesap', 'sehirler_id', { search: 'İSTAN' }))).toEqual(['İstanbul']);
    expect(texts(await api.select('cari_hesap', 'sehirler_id', { search: 'IĞDIR' }))).toEqual(['Iğdır']);
    expect(texts(await api.select('cari_hesap', 'sehirler_id', { search: 'kır' }))).toEqual([
      'Çankırı',
      'Diyarbakır',
      'Kırıkkale',
      'Kırklareli',
      'Kırşehir',
    ]);
    const byCode = await api.select('cari_hesap', 'vergi_daireleri_id', { search: '34272' });
    expect(texts(byCode)).toEqual(['Kadıköy Vergi Dairesi Müdürlüğü']);
    // A name used in two provinces carries the province.
    expect(texts(await api.select('cari_hesap', 'vergi_daireleri_id', { search: 'selçuk vergi' }))).toEqual([
      'Selçuk Vergi Dairesi Müdürlüğü (İzmir)',
      'Selçuk Vergi Dairesi Müdürlüğü (Konya)',
    ]);
  });

  it('pages with page and limit, defaults page to 1 and clamps a huge limit', async () => {
    const p2 = await api.select('cari_hesap', 'sehirler_id', { search: '***', page: 2, limit: 40 });
    expect(p2.json.results).toHaveLength(40);
    expect(p2.json.pagination.more).toBe(true);
    const p3 = await api.select('cari_hesap', 'sehirler_id', { search: '***', page: '3', limit: '40' });
    expect(p3.json.results).toHaveLength(1);
    expect(p3.json.pagination.more).toBe(false);
    const all = await api.select('cari_hesap', 'vergi_daireleri_id', { search: '***', limit: 1000000 });
    expect(all.json.results).toHaveLength(1046);
    expect(all.json.pagination.more).toBe(false);
    const noPage = await api.select('cari_hesap', 'sehirler_id', { search: '***', limit: 81 });
    expect(noPage.json.results).toHaveLength(81);
  });

  it('takes its parameters from the query string as well', async () => {
    const r = await t.post(
      `/${token}/tables/cari_hesap/getSelectColumnData/sehirler_id?search=izmir&page=1&limit=5`,
      undefined,
    );
    expect(r.json.results).toEqual([{ id: 35, text: 'İzmir' }]);
  });

  it('a dependent select with an empty parent answers one disabled option asking for the parent', async () => {
    for (const upColumnData of [undefined, '', null, []]) {
      const r = await api.select('cari_hesap', 'ilceler_id', {
        search: '***',
        upColumnName: 'sehirler_id',
        upColumnData,
      });
      expect(r.json).toEqual({
        results: [{ id: '', text: 'Lütfen önce İl seçiniz.', disabled: true }],
        pagination: { more: false },
      });
    }
    const bank = await api.select('banka_karti', 'banka_sube_id', { search: '***' });
    expect(bank.json.results[0]).toEqual({ id: '', text: 'Lütfen önce Banka seçiniz.', disabled: true });
  });

  it('limits a dependent select to the parent value (also given as [{source}])', async () => {
    const ankara = await api.select('cari_hesap', 'ilceler_id', {
      search: '***',
      upColumnName: 'sehirler_id',
      upColumnData: 6,
      limit: 100,
    });
    expect(ankara.json.results).toHaveLength(25);
    expect(texts(ankara)).toContain('Çankaya');
    expect(texts(ankara)).not.toContain('Kadıköy');
    const searched = await api.select('cari_hesap', 'ilceler_id', {
      search: 'ÇAN',
      upColumnData: JSON.stringify([{ source: 6, display: 'Ankara' }]),
    });
    expect(texts(searched)).toEqual(['Çankaya']);
  });

  it("puts Türkiye and the spec's fixed currencies first", async () => {
    expect(texts(await api.select('cari_hesap', 'ulkeler_id', { search: '***', limit: 2 }))).toEqual([
      'Türkiye',
      'ABD Küçük Harici Adaları',
    ]);
    const currencies = await api.select('kasa_karti', 'para_birimi_id', { search: '***', limit: 6 });
    expect(currencies.json.results.map((x: any) => x.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(currencies.json.results[0].text).toBe('Türk lirası');
  });

  it('answers the fixed options of a static select', async () => {
    const r = await api.select('cari_hesap', 'cari_tipi', { search: 'müşteri' });
    expect(r.json.results).toEqual([
      { id: '1', text: 'Müşteri' },
      { id: '3', text: 'Müşteri ve Tedarikçi' },
    ]);
  });

  it('answers fail.column.name for a column that does not exist or has no options', async () => {
    const refused = (column: string) => ({
      status: 'error',
      code: 400,
      data: { message: 'fail.column.name', column },
    });
    expect((await api.select('cari_hesap', 'yok')).json).toEqual(refused('yok'));
    expect((await api.select('cari_hesap', 'cari_hesap_adi')).json).toEqual(refused('cari_hesap_adi'));
    const sql = "id'; drop table cari_hesap; --";
    expect((await api.select('cari_hesap', sql)).json).toEqual(refused(sql));
  });
});
