import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNIT_TEXTS } from './stock.hooks';
import { demoCards, type Cards } from '../documents/document.test-kit';
import { DEMO_ADMIN, departmentOf, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';

// Unit conversion on stock cards (issue 11 item 5, docs/stock.md "Units"): a card bought in boxes and sold by the
// piece (1 Kutu = 12 Adet) needs its factor; the stock report counts every movement in the exit unit, exactly
// (decimal, never float); a movement keyed by hand in a unit the card does not have is refused; a document line
// in such a unit moves its quantity as keyed.

type Row = Record<string, unknown>;

let t: TestContext;
let api: ReturnType<typeof tablesApi>;
let c: Cards;
let adet: number;
let kutu: number;
let kg: number;
let seq = 0;

const unit = async (kod: string) =>
  Number(
    (await sql<Row>`select id from birimler where kod = ${kod} limit 1`.execute(t.database.db)).rows[0].id,
  );

beforeAll(async () => {
  t = await createTestContext();
  api = tablesApi(t, await t.login(DEMO_ADMIN));
  c = await demoCards(t, await departmentOf(t, DEMO_ADMIN));
  [adet, kutu, kg] = [await unit('C62'), await unit('BX'), await unit('KGM')];
});
afterAll(() => t.close());

const card = (extra: Row = {}): Row => ({
  stok_adi: `Koli bant ${++seq}`,
  stok_turu_id: 4,
  giris_birimi_id: kutu,
  cikis_birimi_id: adet,
  alis_kdv_orani: 9,
  satis_kdv_orani: 9,
  alis_fiyati: '120',
  satis_fiyati: '15',
  ...extra,
});

async function storeOk(table: string, body: Row): Promise<number> {
  const r = await api.store(table, body);
  expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
  return r.json.data.id as number;
}

/** The stock report's row of a card in the demo warehouse. */
async function report(stok: number): Promise<Row | undefined> {
  const r = await api.list('stok_bakiyeleri', {
    limit: 10,
    filters: {
      stok_kartlari_id: { type: 1, guiType: 'select', filter: [stok] },
      depo_kartlari_id: { type: 1, guiType: 'select', filter: [c.depo] },
    },
  });
  return (r.json.data.records as Row[])[0];
}

const waybill = (lines: Row[]): Row => ({
  cari_hesap_id: c.cari,
  tc: '4820173650',
  irsaliye_numarasi: `BRM2026${String(++seq).padStart(9, '0')}`,
  irsaliye_tarihi: '2026-11-19',
  para_birimi_id: 1,
  döviz_kuru: '1',
  tasiyici_turu_id: 1,
  tasiyici_vkn: '1234567890',
  tasiyici_unvan: 'Hızlı Nakliyat A.Ş.',
  mal_hizmet_json: JSON.stringify(lines),
});
const line = (stok: number, miktar: string, birim: number): Row => ({
  depo_kartlari_id: c.depo,
  stok_kartlari_id: stok,
  miktar,
  birim_id: birim,
});
const movement = (stok: number, miktar: string, birim: number): Row => ({
  hareket_tarihi: '2026-11-20',
  hareket_turu_id: 4,
  stok_kartlari_id: stok,
  depo_kartlari_id: c.depo,
  miktar,
  birim_id: birim,
});

describe('the stock card’s factor', () => {
  it('is required and above zero when the entry and exit units differ; emptied with one unit', async () => {
    const missing = await api.store('stok_kartlari', card());
    expect(missing.json.data.errors).toEqual({ cikis_birim_katsayisi: [UNIT_TEXTS.factorRequired] });
    const zero = await api.store('stok_kartlari', card({ cikis_birim_katsayisi: '0' }));
    expect(zero.json.data.errors).toEqual({ cikis_birim_katsayisi: [UNIT_TEXTS.factorPositive] });
    const id = await storeOk('stok_kartlari', card({ cikis_birim_katsayisi: '12' }));
    // Changing the exit unit to the entry unit empties the factor.
    expect((await api.update('stok_kartlari', id, { cikis_birimi_id: kutu })).json.data.message).toBe(
      'success',
    );
    const row = await sql<Row>`select cikis_birim_katsayisi from stok_kartlari where id = ${id}`.execute(
      t.database.db,
    );
    expect(row.rows[0].cikis_birim_katsayisi).toBeNull();
    // And back: the factor is asked again.
    expect((await api.update('stok_kartlari', id, { cikis_birimi_id: adet })).json.data.errors).toEqual({
      cikis_birim_katsayisi: [UNIT_TEXTS.factorRequired],
    });
  });
});

describe('the stock report in the exit unit', () => {
  it('counts boxes bought as pieces (1 Kutu = 12 Adet) and pieces sold as pieces', async () => {
    const stok = await storeOk('stok_kartlari', card({ cikis_birim_katsayisi: '12' }));
    await storeOk('alis_irsaliye', waybill([line(stok, '2', kutu)]));
    expect(await report(stok)).toMatchObject({
      giris_miktari: '24.0000',
      bakiye: '24.0000',
      birim_id: 'Adet',
    });
    await storeOk('satis_irsaliye', waybill([line(stok, '5', adet)]));
    expect(await report(stok)).toMatchObject({
      giris_miktari: '24.0000',
      cikis_miktari: '5.0000',
      bakiye: '19.0000',
    });
    // A movement keyed by hand in the entry unit converts too: 0.5 Kutu = 6 Adet.
    await storeOk('stok_hareketleri', movement(stok, '0.5', kutu));
    expect((await report(stok))!.bakiye).toBe('25.0000');
  });

  it('is exact: 3 × 0.3333 is 0.9999, seven such movements 6.9993 (no float drift)', async () => {
    const stok = await storeOk('stok_kartlari', card({ cikis_birim_katsayisi: '0.3333' }));
    await storeOk('alis_irsaliye', waybill([line(stok, '3', kutu)]));
    expect((await report(stok))!.bakiye).toBe('0.9999');
    for (let i = 0; i < 6; i++) await storeOk('stok_hareketleri', movement(stok, '3', kutu));
    expect((await report(stok))!.bakiye).toBe('6.9993');
  });

  it('refuses a hand-keyed movement in a unit the card does not have; a document line in one is kept as keyed', async () => {
    const stok = await storeOk('stok_kartlari', card({ cikis_birim_katsayisi: '12' }));
    const refused = await api.store('stok_hareketleri', movement(stok, '1', kg));
    expect(refused.json.data.errors).toEqual({ birim_id: [UNIT_TEXTS.foreignUnit] });
    // The waybill's line in kilograms: counted as keyed (the document is what was printed).
    await storeOk('alis_irsaliye', waybill([line(stok, '7', kg)]));
    expect((await report(stok))!.bakiye).toBe('7.0000');
  });
});

describe('the stock card list: the quantity on hand per warehouse (issue 24 item 5)', () => {
  it('lists "Depodaki Miktar" per warehouse in the exit unit, following every movement and a new factor', async () => {
    const depo2 = Number(
      (
        await sql<Row>`select id from depo_kartlari where department_id = ${await departmentOf(t, DEMO_ADMIN)}
          and depo_kodu = 'D02'`.execute(t.database.db)
      ).rows[0].id,
    );
    const stok = await storeOk('stok_kartlari', card({ cikis_birim_katsayisi: '12' }));
    const listed = async () => {
      const r = await api.list('stok_kartlari', {
        limit: 10,
        filters: { id: { type: 1, guiType: 'select', filter: [stok] } },
      });
      const row = (r.json.data.records as Row[]).find((x) => Number(x.id) === stok);
      return row?.depo_miktarlari ?? null;
    };
    expect(await listed()).toBeNull();
    // 105 boxes in (1 260 pieces), 5 sold, 2.5 pieces in the second warehouse.
    await storeOk('alis_irsaliye', waybill([line(stok, '105', kutu)]));
    await storeOk('satis_irsaliye', waybill([line(stok, '5', adet)]));
    await storeOk('stok_hareketleri', { ...movement(stok, '2.5', adet), depo_kartlari_id: depo2 });
    expect(await listed()).toBe('Anadolu Yakası Depo: 2,5 Adet · Merkez Depo: 1.255 Adet');
    // A corrected factor recounts the history (1 Kutu = 10 Adet): 1 050 − 5.
    await api.update('stok_kartlari', stok, { cikis_birim_katsayisi: '10' });
    expect(await listed()).toBe('Anadolu Yakası Depo: 2,5 Adet · Merkez Depo: 1.045 Adet');
    // A sale beyond it shows below zero.
    await storeOk('satis_irsaliye', waybill([line(stok, '1050', adet)]));
    expect(await listed()).toBe('Anadolu Yakası Depo: 2,5 Adet · Merkez Depo: -5 Adet');
  });
});
