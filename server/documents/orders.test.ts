import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveActions, DEMO_ADMIN, departmentOf, ORNEK_USER, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { demoCards, lineRows, type Cards } from './document.test-kit';

// Purchase and sales orders through the table service (issue 11 item 1, docs/orders.md): the create form with the
// next order number, store / update / delete / list with lines in the header's JSON, the spec's required fields in
// Turkish, the delivery date and sent quantity checks, the state that follows the lines, and the demo orders.

const YEAR = Number(
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric' }).format(),
);

type Row = Record<string, any>;
let t: TestContext;
let api: ReturnType<typeof tablesApi>;
let c: Cards;

beforeAll(async () => {
  t = await createTestContext();
  api = tablesApi(t, await t.login(DEMO_ADMIN));
  c = await demoCards(t, await departmentOf(t, DEMO_ADMIN));
});
afterAll(() => t.close());

/** 2 toners at 1 890.00 with 5 % off (3 591.00 + 718.20 KDV) and 4 hours of maintenance at 850.00 (3 400.00 + 680.00). */
const lines = (sent: [string, string] = ['0', '0']) => [
  {
    mal_hizmet_turu_id: 1,
    stok_kartlari_id: c.toner,
    depo_kartlari_id: c.depo,
    mal_hizmet: 'Lazer Yazıcı Toneri',
    miktar: '2',
    birim_id: 1,
    birim_fiyat: '1890',
    iskonto_orani: '5',
    kdv_id: 9,
    kdv_dahil_buton: '0',
    gonderilen_miktar: sent[0],
  },
  {
    mal_hizmet_turu_id: 2,
    hizmet_ve_masraf_kartlari_id: c.bakim,
    mal_hizmet: 'Yazıcı Bakım ve Onarım Hizmeti',
    miktar: '4',
    birim_id: 1,
    birim_fiyat: '850',
    kdv_id: 9,
    kdv_dahil_buton: '0',
    gonderilen_miktar: sent[1],
  },
];
const order = (extra: Row = {}) => ({
  cari_hesap_id: c.cari,
  siparis_numarasi: '',
  siparis_tarihi: `${YEAR}-03-02`,
  teslim_tarihi: `${YEAR}-03-16`,
  para_birimi_id: 1,
  döviz_kuru: '1',
  mal_hizmet_json: JSON.stringify(lines()),
  ...extra,
});
async function store(table: string, values: Row) {
  const r = await api.store(table, values);
  expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
  return r.json.data.id as number;
}
const show = async (table: string, id: number) => (await api.show(table, id)).json.data.record as Row;
const stateOf = async (table: string, id: number) =>
  (await api.edit(table, id)).json.data.record.siparis_durumu as string;

describe('an order', () => {
  it('opens its create form with the next number of the company, open, dated today', async () => {
    const form = (await api.create('satis_siparis')).json.data;
    expect(form.record.siparis_numarasi).toBe(YEAR === 2026 ? 'SSP-2026-0004' : `SSP-${YEAR}-0001`);
    expect(form.record.siparis_durumu).toBe('1');
    expect((await api.create('alis_siparis')).json.data.record.siparis_numarasi).toBe(
      YEAR === 2026 ? 'ASP-2026-0003' : `ASP-${YEAR}-0001`,
    );
    const names = Object.keys(form.column_set.column_arrays[0].columns);
    expect(names).toEqual(
      expect.arrayContaining(['siparis_numarasi', 'siparis_tarihi', 'teslim_tarihi', 'siparis_durumu']),
    );
  });

  it('is stored with its lines: the server computes every amount, numbers it and mirrors the lines', async () => {
    for (const table of ['satis_siparis', 'alis_siparis']) {
      const id = await store(table, order());
      const r = await show(table, id);
      expect(r.siparis_numarasi).toMatch(
        new RegExp(`^${table === 'satis_siparis' ? 'SSP' : 'ASP'}-${YEAR}-\\d{4}$`),
      );
      expect(r).toMatchObject({
        urun_hizmet_toplam_tutar: '7180.00',
        toplam_iskonto: '-189.00',
        hesaplanan_kdv: '1398.20',
        odenecek_tutar: '8389.20',
        siparis_durumu: 'Açık',
      });
      const rows = await lineRows(t, `${table}_hizmet`, `${table}_id`, id);
      expect(rows.map((x) => [x.mal_hizmet_tutari, x.gonderilen_miktar])).toEqual([
        ['3591.00', '0.0000'],
        ['3400.00', '0.0000'],
      ]);
      // Listed from the line table by the header's id.
      const listed = await api.list(`${table}_hizmet`, {
        filters: { [`${table}_id`]: { type: 1, filter: [id] } },
        sorts: { sira_no: true },
        limit: 10,
      });
      expect(listed.json.data.records.map((x: Row) => x.mal_hizmet)).toEqual([
        'Lazer Yazıcı Toneri',
        'Yazıcı Bakım ve Onarım Hizmeti',
      ]);
    }
  });

  it('answers the spec’s required fields in Turkish (002 §5), the lines’ too, and stores nothing', async () => {
    const r = await api.store(
      'satis_siparis',
      order({
        siparis_tarihi: '',
        teslim_tarihi: '',
        döviz_kuru: '',
        mal_hizmet_json: JSON.stringify([{ ...lines()[0], miktar: '' }]),
      }),
    );
    expect(r.json.data.message).toBe('error');
    expect(r.json.data.errors).toMatchObject({
      siparis_tarihi: ['Sipariş Tarihi alanı zorunludur.'],
      teslim_tarihi: ['Teslim Tarihi alanı zorunludur.'],
      döviz_kuru: ['Döviz Kuru alanı zorunludur.'],
    });
    expect(r.json.data.line_errors.mal_hizmet_json).toEqual([
      { index: 0, errors: { miktar: ['Bu alan zorunludur.'] } },
    ]);
    const none = await api.store('satis_siparis', order({ mal_hizmet_json: '[]' }));
    expect(none.json.data.errors).toEqual({ mal_hizmet_json: ['En az bir satır girilmelidir.'] });
  });

  it('refuses a delivery date before the order date and a line that sends more than it orders', async () => {
    const early = await api.store('satis_siparis', order({ teslim_tarihi: `${YEAR}-03-01` }));
    expect(early.json.data.errors).toEqual({
      teslim_tarihi: ['Teslim Tarihi sipariş tarihinden önce olamaz.'],
    });
    const over = await api.store(
      'satis_siparis',
      order({ mal_hizmet_json: JSON.stringify(lines(['3', '0'])) }),
    );
    expect(over.json.data.line_errors.mal_hizmet_json).toEqual([
      { index: 0, errors: { gonderilen_miktar: ['Gönderilen Miktar sipariş miktarından büyük olamaz.'] } },
    ]);
    const received = await api.store(
      'alis_siparis',
      order({ mal_hizmet_json: JSON.stringify(lines(['0', '5'])) }),
    );
    expect(received.json.data.line_errors.mal_hizmet_json).toEqual([
      { index: 1, errors: { gonderilen_miktar: ['Teslim Alınan Miktar sipariş miktarından büyük olamaz.'] } },
    ]);
  });

  it('follows its lines: open → partly delivered → completed; a cancelled order stays cancelled', async () => {
    const id = await store('satis_siparis', order());
    expect(await stateOf('satis_siparis', id)).toBe('1');
    const update = (values: Row) => api.update('satis_siparis', id, values);
    expect((await update({ mal_hizmet_json: JSON.stringify(lines(['1', '0'])) })).json.data.message).toBe(
      'success',
    );
    expect(await stateOf('satis_siparis', id)).toBe('2');
    // A state typed by hand other than İptal Edildi is the lines' again.
    await update({ mal_hizmet_json: JSON.stringify(lines(['2', '4'])), siparis_durumu: '1' });
    expect(await stateOf('satis_siparis', id)).toBe('3');
    await update({ siparis_durumu: '4' });
    expect(await stateOf('satis_siparis', id)).toBe('4');
    await update({ mal_hizmet_json: JSON.stringify(lines(['0', '0'])) });
    expect(await stateOf('satis_siparis', id)).toBe('4');
    expect(await archiveActions(t, 'satis_siparis', id)).toEqual(['update', 'update', 'update', 'update']);
  });

  it('is deleted with its line rows, archived, and restored', async () => {
    const id = await store('alis_siparis', order());
    expect((await api.remove('alis_siparis', id)).json.data).toEqual({ message: 'success' });
    expect(await lineRows(t, 'alis_siparis_hizmet', 'alis_siparis_id', id)).toEqual([]);
    expect(await archiveActions(t, 'alis_siparis', id)).toEqual(['delete']);
    const gone = (await api.deleted('alis_siparis', { limit: 100 })).json.data.records.find(
      (r: Row) => r.record_id === id,
    );
    expect((await api.restore('alis_siparis', gone.id)).json.data).toEqual({ message: 'success', id });
    expect(await lineRows(t, 'alis_siparis_hizmet', 'alis_siparis_id', id)).toHaveLength(2);
  });

  it('is refused by number when the company has that number already', async () => {
    const id = await store('satis_siparis', order());
    const no = (await show('satis_siparis', id)).siparis_numarasi;
    const again = await api.store('satis_siparis', order({ siparis_numarasi: no }));
    expect(again.json.data.errors).toEqual({
      siparis_numarasi: [
        'Bu sipariş numarası başka bir kayıtta kullanılıyor. Boş bırakırsanız sıradaki numara verilir.',
      ],
    });
  });

  it('is not served to a package without orders (Kobi)', async () => {
    const kobi = tablesApi(t, await t.login(ORNEK_USER));
    expect((await kobi.create('satis_siparis')).json.data.message).toBe('no.auth');
  });
});

describe('the demo orders', () => {
  it('are Demo Ticaret’s orders in every state, with computed totals', async () => {
    const dept = await departmentOf(t, DEMO_ADMIN);
    const r =
      await sql<Row>`select 'satis' as kind, siparis_numarasi, siparis_durumu, odenecek_tutar::text as tutar
      from satis_siparis where department_id = ${dept} and siparis_numarasi in ('SSP-2026-0001', 'SSP-2026-0002', 'SSP-2026-0003')
      union all select 'alis', siparis_numarasi, siparis_durumu, odenecek_tutar::text from alis_siparis
      where department_id = ${dept} and siparis_numarasi in ('ASP-2026-0001', 'ASP-2026-0002') order by 1, 2`.execute(
        t.database.db,
      );
    expect(r.rows.slice(0, 2).map((x) => [x.siparis_numarasi, x.siparis_durumu])).toEqual([
      ['ASP-2026-0001', 1],
      ['ASP-2026-0002', 4],
    ]);
    expect(r.rows.slice(2, 5).map((x) => [x.siparis_numarasi, x.siparis_durumu])).toEqual([
      ['SSP-2026-0001', 3],
      ['SSP-2026-0002', 2],
      ['SSP-2026-0003', 1],
    ]);
    // SSP-2026-0001: 5 × 1 890.00 + 2 × 4 499.00 − 5 % = 9 450.00 + 8 548.10, KDV 20 %: 21 597.72.
    expect(r.rows[2].tutar).toBe('21597.72');
  });
});
