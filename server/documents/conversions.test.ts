import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, departmentOf, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { demoCards, lineRows, type Cards } from './document.test-kit';

// Conversions (001 §2.3, docs/conversions.md) through the table service: invoices and waybills whose lines keep
// their order line's id raise the order's sent quantity and move its state; a delete gives it back; nothing takes
// more than what remains; an invoice made from a waybill moves the stock once.

type Row = Record<string, any>;
let t: TestContext;
let api: ReturnType<typeof tablesApi>;
let c: Cards;
let seq = 0;

beforeAll(async () => {
  t = await createTestContext();
  api = tablesApi(t, await t.login(DEMO_ADMIN));
  c = await demoCards(t, await departmentOf(t, DEMO_ADMIN));
});
afterAll(() => t.close());

const orderLine = (miktar: string): Row => ({
  mal_hizmet_turu_id: 1,
  stok_kartlari_id: c.toner,
  depo_kartlari_id: c.depo,
  mal_hizmet: 'Lazer Yazıcı Toneri',
  miktar,
  birim_id: 1,
  birim_fiyat: '100',
  kdv_id: 9,
  kdv_dahil_buton: '0',
});
const order = (lines: Row[]): Row => ({
  cari_hesap_id: c.cari,
  siparis_numarasi: '',
  siparis_tarihi: '2026-11-02',
  teslim_tarihi: '2026-11-16',
  para_birimi_id: 1,
  döviz_kuru: '1',
  mal_hizmet_json: JSON.stringify(lines),
});
/** A line converted from an order line (what the browser's conversion sends). */
const converted = (orderId: number, lineId: number, miktar: string, extra: Row = {}): Row => ({
  ...orderLine(miktar),
  siparis_id: orderId,
  siparis_hizmet_id: lineId,
  ...extra,
});
const invoice = (lines: Row[]): Row => ({
  cari_hesap_id: c.cari,
  fatura_senaryo_id: 1,
  fatura_tipi_id: 2,
  fatura_numarasi: `CNV2026${String(++seq).padStart(9, '0')}`,
  fatura_tarihi: '2026-11-20',
  para_birimi_id: 1,
  döviz_kuru: '1',
  mal_hizmet_json: JSON.stringify(lines),
});
const waybill = (lines: Row[]): Row => ({
  cari_hesap_id: c.cari,
  tc: '4820173650',
  irsaliye_numarasi: `CNI2026${String(++seq).padStart(9, '0')}`,
  irsaliye_tarihi: '2026-11-19',
  para_birimi_id: 1,
  döviz_kuru: '1',
  tasiyici_turu_id: 1,
  tasiyici_vkn: '1234567890',
  tasiyici_unvan: 'Hızlı Nakliyat A.Ş.',
  mal_hizmet_json: JSON.stringify(
    lines.map((l) => ({
      depo_kartlari_id: l.depo_kartlari_id,
      stok_kartlari_id: l.stok_kartlari_id,
      miktar: l.miktar,
      birim_id: 1,
      siparis_id: l.siparis_id,
      siparis_hizmet_id: l.siparis_hizmet_id,
    })),
  ),
});

async function store(table: string, values: Row) {
  const r = await api.store(table, values);
  expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
  return r.json.data.id as number;
}
/** The order's state, its lines' sent quantities (rows and JSON) as the edit load answers them. */
async function orderNow(table: string, id: number) {
  const rec = (await api.edit(table, id)).json.data.record as Row;
  const rows = await lineRows(t, `${table}_hizmet`, `${table}_id`, id);
  return {
    state: String(rec.siparis_durumu),
    json: (rec.mal_hizmet_json as Row[]).map((l) => l.gonderilen_miktar),
    rows: rows.map((r) => String(r.gonderilen_miktar)),
  };
}
async function newOrder(table: string, lines: Row[]) {
  const id = await store(table, order(lines));
  const rows = await lineRows(t, `${table}_hizmet`, `${table}_id`, id);
  return { id, lines: rows.map((r) => Number(r.id)) };
}
async function movements(table: string, id: number) {
  const r = await sql<{ miktar: string }>`select miktar::text as miktar from stok_hareketleri
    where kaynak_tablo = ${table} and kaynak_id = ${id} order by id`.execute(t.database.db);
  return r.rows.map((m) => m.miktar);
}

describe('an order converted to invoices', () => {
  it('follows what was invoiced: 4 of 10 partly, 6 more closed, a delete reopens', async () => {
    const o = await newOrder('satis_siparis', [orderLine('10')]);
    expect(await orderNow('satis_siparis', o.id)).toEqual({ state: '1', json: ['0.0000'], rows: ['0.0000'] });

    const first = await store('satis_fatura', invoice([converted(o.id, o.lines[0], '4')]));
    const stored = await lineRows(t, 'satis_fatura_hizmet', 'satis_fatura_id', first);
    expect([Number(stored[0].siparis_id), Number(stored[0].siparis_hizmet_id)]).toEqual([o.id, o.lines[0]]);
    expect(await orderNow('satis_siparis', o.id)).toEqual({ state: '2', json: ['4.0000'], rows: ['4.0000'] });

    const second = await store('satis_fatura', invoice([converted(o.id, o.lines[0], '6')]));
    expect(await orderNow('satis_siparis', o.id)).toEqual({
      state: '3',
      json: ['10.0000'],
      rows: ['10.0000'],
    });

    expect((await api.remove('satis_fatura', second)).json.data.message).toBe('success');
    expect(await orderNow('satis_siparis', o.id)).toEqual({ state: '2', json: ['4.0000'], rows: ['4.0000'] });

    // An update of the first invoice's quantity moves the order with it; removing the link gives all back.
    const up = await api.update('satis_fatura', first, {
      mal_hizmet_json: JSON.stringify([converted(o.id, o.lines[0], '10')]),
    });
    expect(up.json.data).toEqual({ message: 'success', id: first });
    expect((await orderNow('satis_siparis', o.id)).state).toBe('3');
    await api.update('satis_fatura', first, { mal_hizmet_json: JSON.stringify([orderLine('10')]) });
    expect(await orderNow('satis_siparis', o.id)).toEqual({ state: '1', json: ['0.0000'], rows: ['0.0000'] });
  });

  it('refuses more than what remains of the order line, on the line, in Turkish, and stores nothing', async () => {
    const o = await newOrder('alis_siparis', [orderLine('10')]);
    await store('alis_fatura', invoice([converted(o.id, o.lines[0], '7')]));
    const count = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from alis_fatura`.execute(t.database.db)).rows[0].n;
    const before = await count();
    const r = await api.store('alis_fatura', invoice([orderLine('1'), converted(o.id, o.lines[0], '4')]));
    expect(r.json.data.message).toBe('error');
    expect(r.json.data.line_errors.mal_hizmet_json).toEqual([
      { index: 1, errors: { miktar: ['Miktar siparişte kalan miktardan büyük olamaz (kalan: 3).'] } },
    ]);
    expect(await count()).toBe(before);
    expect((await orderNow('alis_siparis', o.id)).rows).toEqual(['7.0000']);
    // A line naming one order and another order's line is no link.
    const other = await newOrder('alis_siparis', [orderLine('1')]);
    const mixed = await api.store('alis_fatura', invoice([converted(other.id, o.lines[0], '1')]));
    expect(mixed.json.data.line_errors.mal_hizmet_json).toEqual([
      { index: 0, errors: { siparis_hizmet_id: ['Sipariş Satırı için geçerli bir seçim yapınız.'] } },
    ]);
  });

  it('keeps an order with documents made from it, and its ordered quantity not below what was sent', async () => {
    const o = await newOrder('satis_siparis', [orderLine('5')]);
    await store('satis_fatura', invoice([converted(o.id, o.lines[0], '3')]));
    const del = await api.remove('satis_siparis', o.id);
    expect(del.json.data.message).toBe('fail.in.use');
    const low = await api.update('satis_siparis', o.id, {
      mal_hizmet_json: JSON.stringify([orderLine('2')]),
    });
    expect(low.json.data.line_errors.mal_hizmet_json[0].errors.miktar).toEqual([
      'Miktar gönderilen miktardan küçük olamaz (gönderilen: 3).',
    ]);
    // A new ordered quantity rewrites the line rows (new ids): the invoice's link follows the line.
    const more = await api.update('satis_siparis', o.id, {
      mal_hizmet_json: JSON.stringify([orderLine('8')]),
    });
    expect(more.json.data.message).toBe('success');
    const [line] = await lineRows(t, 'satis_siparis_hizmet', 'satis_siparis_id', o.id);
    expect(Number(line.id)).not.toBe(o.lines[0]);
    expect(await orderNow('satis_siparis', o.id)).toEqual({ state: '2', json: ['3.0000'], rows: ['3.0000'] });
    const linked = await sql<{ n: number }>`select count(*)::int as n from satis_fatura_hizmet
      where siparis_hizmet_id = ${Number(line.id)}`.execute(t.database.db);
    expect(linked.rows[0].n).toBe(1);
  });
});

describe('a cancelled order', () => {
  it('is converted to no invoice or waybill: refused in Turkish, nothing stored, no stock moved', async () => {
    const o = await newOrder('alis_siparis', [orderLine('10')]);
    // An invoice made before the order was cancelled stays, and may still be changed.
    const before = await store('alis_fatura', invoice([converted(o.id, o.lines[0], '2')]));
    const cancel = await api.update('alis_siparis', o.id, { siparis_durumu: 4 });
    expect(cancel.json.data.message).toBe('success');
    const { siparis_numarasi: no } = (await api.edit('alis_siparis', o.id)).json.data.record as Row;
    const [line] = await lineRows(t, 'alis_siparis_hizmet', 'alis_siparis_id', o.id);
    const count = async (table: string) =>
      (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.database.db))
        .rows[0].n;
    const invoices = await count('alis_fatura');
    const waybills = await count('alis_irsaliye');
    const moves = await count('stok_hareketleri');
    const message = `İptal edilen sipariş (${String(no)}) faturaya veya irsaliyeye dönüştürülemez.`;

    const inv = await api.store('alis_fatura', invoice([converted(o.id, Number(line.id), '3')]));
    expect(inv.json.data.message).toBe('error');
    expect(inv.json.data.errors.mal_hizmet_json).toContain(message);
    const wb = await api.store('alis_irsaliye', waybill([converted(o.id, Number(line.id), '3')]));
    expect(wb.json.data.message).toBe('error');
    expect(wb.json.data.errors.mal_hizmet_json).toContain(message);
    expect([
      await count('alis_fatura'),
      await count('alis_irsaliye'),
      await count('stok_hareketleri'),
    ]).toEqual([invoices, waybills, moves]);
    expect(await orderNow('alis_siparis', o.id)).toMatchObject({ state: '4', rows: ['2.0000'] });

    // The invoice of before the cancellation keeps its link through an edit of its own.
    const edited = await api.update('alis_fatura', before, { description: 'Adres düzeltildi' });
    expect(edited.json.data.message, JSON.stringify(edited.json)).toBe('success');
  });
});

describe('invoices saved at once against one order', () => {
  it('take no more than the order holds: of 8 invoices of 3 against 10, exactly 3 are stored', async () => {
    const o = await newOrder('satis_siparis', [orderLine('10')]);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => api.store('satis_fatura', invoice([converted(o.id, o.lines[0], '3')]))),
    );
    const messages = answers.map((r) => r.json.data.message);
    expect(messages.filter((m) => m === 'success')).toHaveLength(3);
    expect(messages.filter((m) => m === 'error')).toHaveLength(5);
    const refused = answers.find((r) => r.json.data.message === 'error')!.json.data;
    expect(refused.line_errors.mal_hizmet_json[0].errors.miktar).toEqual([
      'Miktar siparişte kalan miktardan büyük olamaz (kalan: 1).',
    ]);
    expect(await orderNow('satis_siparis', o.id)).toEqual({ state: '2', json: ['9.0000'], rows: ['9.0000'] });
  });
});

describe('an order converted to a waybill and then an invoice', () => {
  it('counts the delivery once and moves the stock once', async () => {
    const o = await newOrder('satis_siparis', [orderLine('10')]);
    const wb = await store('satis_irsaliye', waybill([converted(o.id, o.lines[0], '4')]));
    expect(await movements('satis_irsaliye', wb)).toEqual(['4.0000']);
    expect(await orderNow('satis_siparis', o.id)).toEqual({ state: '2', json: ['4.0000'], rows: ['4.0000'] });

    // The invoice made from the waybill: its line keeps the waybill line and the order line.
    const [wbLine] = await lineRows(t, 'satis_irsaliye_hizmet', 'satis_irsaliye_id', wb);
    const inv = await store(
      'satis_fatura',
      invoice([converted(o.id, o.lines[0], '4', { irsaliye_id: wb, irsaliye_hizmet_id: Number(wbLine.id) })]),
    );
    expect(await movements('satis_fatura', inv)).toEqual([]);
    expect(await orderNow('satis_siparis', o.id)).toEqual({ state: '2', json: ['4.0000'], rows: ['4.0000'] });

    // An invoice line of its own (not from the waybill) still moves stock.
    await api.update('satis_fatura', inv, {
      mal_hizmet_json: JSON.stringify([
        converted(o.id, o.lines[0], '4', { irsaliye_id: wb, irsaliye_hizmet_id: Number(wbLine.id) }),
        orderLine('2'),
      ]),
    });
    expect(await movements('satis_fatura', inv)).toEqual(['2.0000']);
  });
});
