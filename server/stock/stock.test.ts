import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCards, idWhere, type Cards } from '../documents/document.test-kit';
import { DEMO_ADMIN, departmentOf, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';

// Invoices and waybills move stock (issue 11 items 2 and 5; docs/stock.md): over HTTP as the demo company's
// admin, a purchase raises the balance of its warehouse, a sale lowers it, an update corrects, a delete removes,
// an invoice made from a waybill moves nothing more; the waybill's carrier rules answer the spec's messages.

type Row = Record<string, unknown>;

let t: TestContext;
let api: ReturnType<typeof tablesApi>;
let dept: number;
let c: Cards;
let seq = 0;

beforeAll(async () => {
  t = await createTestContext();
  api = tablesApi(t, await t.login(DEMO_ADMIN));
  dept = await departmentOf(t, DEMO_ADMIN);
  c = await demoCards(t, dept);
});
afterAll(() => t.close());

/** The balance of a stock card in a warehouse, as the stock report (stok_bakiyeleri) answers it. */
async function balance(stok: number, depo: number): Promise<string> {
  const r = await api.list('stok_bakiyeleri', {
    limit: 10,
    filters: {
      stok_kartlari_id: { type: 1, guiType: 'select', filter: [stok] },
      depo_kartlari_id: { type: 1, guiType: 'select', filter: [depo] },
    },
  });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  const rows = r.json.data.records as Row[];
  return rows.length ? String(rows[0].bakiye) : '0.0000';
}
const plus = (a: string, b: number) => (Number(a) + b).toFixed(4);

async function movementsOf(table: string, id: number) {
  const r = await sql<Row>`select hareket_turu_id, belge_turu_id, stok_kartlari_id, depo_kartlari_id,
      miktar::text as miktar, belge_numarasi from stok_hareketleri
    where kaynak_tablo = ${table} and kaynak_id = ${id} order by id`.execute(t.database.db);
  return r.rows;
}

const stockLine = (stok: number, miktar: string, depo: number | null = c.depo): Row => ({
  mal_hizmet_turu_id: 1,
  stok_kartlari_id: stok,
  depo_kartlari_id: depo,
  miktar,
  birim_id: 1,
  birim_fiyat: '100',
  kdv_id: 9,
  kdv_dahil_buton: '0',
});
const serviceLine: Row = {
  mal_hizmet_turu_id: 2,
  hizmet_ve_masraf_kartlari_id: 0,
  miktar: '1',
  birim_id: 1,
  birim_fiyat: '50',
  kdv_id: 9,
};

const invoice = (lines: Row[], extra: Row = {}): Row => ({
  cari_hesap_id: c.cari,
  fatura_senaryo_id: 1,
  fatura_tipi_id: 2,
  fatura_numarasi: `FAT2026${String(++seq).padStart(9, '0')}`,
  fatura_tarihi: '2026-11-20',
  para_birimi_id: 1,
  döviz_kuru: '1',
  mal_hizmet_json: JSON.stringify(lines),
  ...extra,
});

async function storeOk(table: string, body: Row): Promise<number> {
  const r = await api.store(table, body);
  expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
  return r.json.data.id;
}

describe('invoices move stock', () => {
  it('a purchase invoice raises the stock of its warehouse; service lines move nothing', async () => {
    const before = await balance(c.toner, c.depo);
    const id = await storeOk(
      'alis_fatura',
      invoice([stockLine(c.toner, '12'), { ...serviceLine, hizmet_ve_masraf_kartlari_id: c.bakim }]),
    );
    expect(await balance(c.toner, c.depo)).toBe(plus(before, 12));
    const moves = await movementsOf('alis_fatura', id);
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ hareket_turu_id: 1, belge_turu_id: 1, miktar: '12.0000' });
  });

  it('a sales invoice lowers it; an update corrects it once; a delete takes the movement away', async () => {
    const before = await balance(c.toner, c.depo);
    const id = await storeOk('satis_fatura', invoice([stockLine(c.toner, '3')]));
    expect(await balance(c.toner, c.depo)).toBe(plus(before, -3));
    expect((await movementsOf('satis_fatura', id))[0]).toMatchObject({ hareket_turu_id: 2 });

    const up = await api.update('satis_fatura', id, {
      mal_hizmet_json: JSON.stringify([stockLine(c.toner, '5')]),
    });
    expect(up.json.data).toEqual({ message: 'success', id });
    expect(await balance(c.toner, c.depo)).toBe(plus(before, -5));
    expect(await movementsOf('satis_fatura', id)).toHaveLength(1);

    // A header-only update keeps one movement set, dated as the invoice now is.
    expect((await api.update('satis_fatura', id, { fatura_tarihi: '2026-11-21' })).json.data.message).toBe(
      'success',
    );
    expect(await balance(c.toner, c.depo)).toBe(plus(before, -5));
    const dated = await sql<{
      d: string;
    }>`select to_char(hareket_tarihi, 'YYYY-MM-DD') as d from stok_hareketleri
      where kaynak_tablo = 'satis_fatura' and kaynak_id = ${id}`.execute(t.database.db);
    expect(dated.rows.map((r) => r.d)).toEqual(['2026-11-21']);

    expect((await api.remove('satis_fatura', id)).json.data).toEqual({ message: 'success' });
    expect(await movementsOf('satis_fatura', id)).toHaveLength(0);
    expect(await balance(c.toner, c.depo)).toBe(before);

    // Restoring the deleted invoice brings its movement back, once.
    const gone = (await api.deleted('satis_fatura', { limit: 100 })).json.data.records as Row[];
    const entry = gone.find((r) => r.record_id === id)!;
    expect((await api.restore('satis_fatura', entry.id as number)).json.data.message).toBe('success');
    expect(await balance(c.toner, c.depo)).toBe(plus(before, -5));
  });
});

describe('a sale beyond the stock on hand', () => {
  it('is stored, and the answer warns with the quantity on hand in that warehouse (not refused)', async () => {
    const before = await balance(c.toner, c.depo);
    const within = await api.store('satis_fatura', invoice([stockLine(c.toner, '1')]));
    expect(within.json.data).toEqual({ message: 'success', id: within.json.data.id });
    const now = String(Number(before) - 1);

    const over = await api.store('satis_fatura', invoice([stockLine(c.toner, String(Number(now) + 2))]));
    expect(over.json.data).toMatchObject({ message: 'success' });
    expect(over.json.data.warnings).toEqual([
      `Lazer Yazıcı Toneri (Merkez Depo): Depoda yeterli stok yok (mevcut: ${now} Adet).`,
    ]);
    // Stored: the balance went below zero, as the legal invoice says.
    expect(await balance(c.toner, c.depo)).toBe(plus(before, -1 - (Number(now) + 2)));

    // Corrected to what the warehouse holds: no warning; the quantity on hand leaves out the invoice's own line.
    const fixed = await api.update('satis_fatura', over.json.data.id, {
      mal_hizmet_json: JSON.stringify([stockLine(c.toner, now)]),
    });
    expect(fixed.json.data).toEqual({ message: 'success', id: over.json.data.id });
    const again = await api.update('satis_fatura', over.json.data.id, {
      mal_hizmet_json: JSON.stringify([stockLine(c.toner, String(Number(now) + 1))]),
    });
    expect(again.json.data.warnings).toEqual([
      `Lazer Yazıcı Toneri (Merkez Depo): Depoda yeterli stok yok (mevcut: ${now} Adet).`,
    ]);
    // A purchase never warns.
    const bought = await api.store('alis_fatura', invoice([stockLine(c.toner, '50')]));
    expect(bought.json.data).toEqual({ message: 'success', id: bought.json.data.id });
  });
});

const driver = (isim: string, soyisim: string, tc: string) => ({ isim, soyisim, tc });

const waybill = (lines: Row[], extra: Row = {}): Row => ({
  cari_hesap_id: c.cari,
  tc: '4820173650',
  irsaliye_numarasi: `IRS2026${String(++seq).padStart(9, '0')}`,
  irsaliye_tarihi: '2026-11-19',
  para_birimi_id: 1,
  döviz_kuru: '1',
  tasiyici_turu_id: 1,
  tasiyici_vkn: '1234567890',
  tasiyici_unvan: 'Hızlı Nakliyat A.Ş.',
  mal_hizmet_json: JSON.stringify(lines),
  ...extra,
});
const wbLine = (stok: number, miktar: string, depo = c.depo): Row => ({
  depo_kartlari_id: depo,
  stok_kartlari_id: stok,
  miktar,
  birim_id: 1,
});

describe('lines written one at a time (docs/line-tables.md, "Row by row")', () => {
  it('a purchase invoice line stored, changed and deleted on alis_fatura_hizmet moves the stock with it', async () => {
    const before = await balance(c.klavye, c.depo);
    const id = await storeOk('alis_fatura', invoice([stockLine(c.toner, '1')]));
    const added = await api.store('alis_fatura_hizmet', { alis_fatura_id: id, ...stockLine(c.klavye, '7') });
    expect(added.json.data, JSON.stringify(added.json)).toMatchObject({ message: 'success' });
    expect(await balance(c.klavye, c.depo)).toBe(plus(before, 7));
    const lineId = added.json.data.id as number;
    const changed = await api.update('alis_fatura_hizmet', lineId, { miktar: '4' });
    expect(changed.json.data, JSON.stringify(changed.json)).toMatchObject({ message: 'success' });
    expect(await balance(c.klavye, c.depo)).toBe(plus(before, 4));
    expect((await api.remove('alis_fatura_hizmet', lineId)).json.data).toMatchObject({ message: 'success' });
    expect(await balance(c.klavye, c.depo)).toBe(before);
    expect(await movementsOf('alis_fatura', id)).toHaveLength(1);
  });
});

describe('waybills', () => {
  it('requires the carrier’s VKN and title unless the goods travel with the company’s drivers', async () => {
    const r = await api.store(
      'alis_irsaliye',
      waybill([wbLine(c.toner, '1')], { tasiyici_vkn: '', tasiyici_unvan: '' }),
    );
    expect(r.json.data.message).toBe('error');
    expect(r.json.data.errors).toEqual({
      tasiyici_vkn: ['Taşıyıcı VKN / TCKN alanı zorunludur.'],
      tasiyici_unvan: ['Taşıyıcı Unvanı alanı zorunludur.'],
    });
  });

  it('carrier type 2 requires the driver list, checks each driver and clears the carrier', async () => {
    const none = await api.store('satis_irsaliye', waybill([wbLine(c.toner, '1')], { tasiyici_turu_id: 2 }));
    expect(none.json.data.errors).toEqual({ sofor_bilgileri: ['Şoför Bilgileri alanı zorunludur.'] });

    const bad = await api.store(
      'satis_irsaliye',
      waybill([wbLine(c.toner, '1')], {
        tasiyici_turu_id: 2,
        sofor_bilgileri: JSON.stringify([
          driver('Ali', '', '123'),
          driver('A'.repeat(51), 'Kaya', '12345678901'),
        ]),
      }),
    );
    expect(bad.json.data.errors).toEqual({
      sofor_bilgileri: [
        '1. Şoför Soyadı alanı zorunludur.',
        '1. Şoför T.C. Kimlik No 11 haneli olmalıdır.',
        '2. Şoför Adı en fazla 50 karakter olmalıdır.',
      ],
    });

    const before = await balance(c.toner, c.depo);
    const id = await storeOk(
      'satis_irsaliye',
      waybill([wbLine(c.toner, '2'), wbLine(c.klavye, '1')], {
        tasiyici_turu_id: 2,
        plaka: '34 ABC 123',
        dorse_plaka: JSON.stringify(['34 DEF 456']),
        sofor_bilgileri: JSON.stringify([
          driver('Ahmet', 'Yılmaz', '10000000146'),
          driver('Mehmet', 'Demir', '20000000046'),
        ]),
      }),
    );
    const rec = (await api.show('satis_irsaliye', id)).json.data.record;
    expect(rec.tasiyici_vkn).toBeNull();
    expect(rec.tasiyici_unvan).toBeNull();
    expect(await balance(c.toner, c.depo)).toBe(plus(before, -2));
    const moves = await movementsOf('satis_irsaliye', id);
    expect(moves.map((m) => [m.hareket_turu_id, m.belge_turu_id, m.miktar])).toEqual([
      [2, 2, '2.0000'],
      [2, 2, '1.0000'],
    ]);
    const lines = await api.list('satis_irsaliye_hizmet', {
      limit: 10,
      filters: { satis_irsaliye_id: { type: 1, guiType: 'select', filter: [id] } },
    });
    expect(lines.json.data.all_records_count).toBe(2);
  });

  it('requires warehouse, stock, quantity and unit on a waybill line', async () => {
    const r = await api.store('alis_irsaliye', waybill([{ miktar: '' }]));
    expect(r.json.data.message).toBe('error');
    expect(JSON.stringify(r.json.data)).toContain('Bu alan zorunludur.');
  });

  it('an invoice made from a waybill moves nothing more', async () => {
    const before = await balance(c.toner, c.depo);
    const wb = await storeOk('alis_irsaliye', waybill([wbLine(c.toner, '7')]));
    expect(await balance(c.toner, c.depo)).toBe(plus(before, 7));
    // Only a waybill of the invoice's customer.
    const otherCari = await idWhere(
      t,
      sql<{
        id: number;
      }>`select id from cari_hesap where department_id = ${dept} and id <> ${c.cari} order by id limit 1`,
    );
    const wrong = await api.store(
      'alis_fatura',
      invoice([stockLine(c.toner, '7')], { cari_hesap_id: otherCari, alis_irsaliye_id: wb }),
    );
    expect(wrong.json.data.errors.alis_irsaliye_id).toEqual([
      'İrsaliye seçimi Cari Hesap seçimiyle uyumlu değil.',
    ]);
    const inv = await storeOk('alis_fatura', invoice([stockLine(c.toner, '7')], { alis_irsaliye_id: wb }));
    expect(await movementsOf('alis_fatura', inv)).toHaveLength(0);
    expect(await balance(c.toner, c.depo)).toBe(plus(before, 7));
    // Unlinked, the invoice moves its own lines; the waybill still moves its own.
    expect((await api.update('alis_fatura', inv, { alis_irsaliye_id: '' })).json.data.message).toBe(
      'success',
    );
    expect(await balance(c.toner, c.depo)).toBe(plus(before, 14));
    // Deleting the waybill takes its movements away.
    await api.update('alis_fatura', inv, { alis_irsaliye_id: wb });
    expect((await api.remove('alis_fatura', inv)).json.data.message).toBe('success');
    expect((await api.remove('alis_irsaliye', wb)).json.data.message).toBe('success');
    expect(await balance(c.toner, c.depo)).toBe(before);
  });
});

describe('stock movements keyed by hand', () => {
  it('stores a Manuel Giriş, refuses a negative quantity except for a Dönüşüm', async () => {
    const before = await balance(c.klavye, c.depo);
    // In the card's own unit (Set): a hand-keyed movement in another unit is refused (docs/stock.md "Units").
    const unit = await sql<{
      u: number;
    }>`select giris_birimi_id as u from stok_kartlari where id = ${c.klavye}`.execute(t.database.db);
    const base = {
      hareket_tarihi: '2026-11-22',
      stok_kartlari_id: c.klavye,
      depo_kartlari_id: c.depo,
      birim_id: unit.rows[0].u,
    };
    const missing = await api.store('stok_hareketleri', { ...base, hareket_tarihi: '', miktar: '1' });
    expect(missing.json.data.errors).toEqual({ hareket_tarihi: ['Hareket Tarihi alanı zorunludur.'] });
    await storeOk('stok_hareketleri', { ...base, hareket_turu_id: 4, miktar: '10' });
    const neg = await api.store('stok_hareketleri', { ...base, hareket_turu_id: 4, miktar: '-2' });
    expect(neg.json.data.errors).toEqual({ miktar: ['Miktar en az 0 değerini almalıdır.'] });
    await storeOk('stok_hareketleri', { ...base, hareket_turu_id: 3, miktar: '-2' });
    await storeOk('stok_hareketleri', { ...base, hareket_turu_id: 2, miktar: '1' });
    expect(await balance(c.klavye, c.depo)).toBe(plus(before, 7));
  });

  it('a movement a document made changes only with its document', async () => {
    const id = await storeOk('alis_fatura', invoice([stockLine(c.toner, '1')]));
    const moveId = await idWhere(
      t,
      sql<{
        id: number;
      }>`select id from stok_hareketleri where kaynak_tablo = 'alis_fatura' and kaynak_id = ${id}`,
    );
    const up = await api.update('stok_hareketleri', moveId, { miktar: '100' });
    expect(up.json.data.errors).toEqual({
      belge_turu_id: ['Belgeden oluşan stok hareketi yalnızca belgesi düzenlenerek değiştirilebilir.'],
    });
    const del = await api.remove('stok_hareketleri', moveId);
    expect(del.status).toBe(400);
    expect(del.json.data.message).toBe('fail.in.use');
    expect(await movementsOf('alis_fatura', id)).toHaveLength(1);
  });

  it('is scoped to the company: another company neither lists nor shows these movements', async () => {
    const other = tablesApi(t, await t.login('ornek@defter.local'));
    const r = await other.list('stok_hareketleri', { limit: 1000 });
    expect(r.status).toBe(200);
    const seen = new Set((r.json.data.records as Row[]).map((x) => Number(x.id)));
    expect(seen.size).toBeGreaterThan(0);
    const ours = await sql<{ id: number }>`select id::int as id from stok_hareketleri
      where department_id = ${dept} order by id`.execute(t.database.db);
    expect(ours.rows.length).toBeGreaterThan(0);
    expect(ours.rows.filter((x) => seen.has(x.id))).toEqual([]);
    expect((await other.show('stok_hareketleri', ours.rows[0].id)).json.data.message).toBe('fail.id');
  });
});
