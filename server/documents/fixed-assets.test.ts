import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, departmentOf, ORNEK_USER, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { demoCards, idWhere, invoiceHeader, lineRows, threeLines, type Cards } from './document.test-kit';

// Fixed-asset cards (sabit_kiymet_kartlari) and invoice / quote lines of type 3 (002 §4 "Line type switching":
// 3 enables and requires the fixed-asset card; the others are cleared).

let t: TestContext;
let api: ReturnType<typeof tablesApi>;
let ornek: ReturnType<typeof tablesApi>;
let c: Cards;
let van: number;
let seq = 0;
const no = () => `SKM2026${String(++seq).padStart(9, '0')}`;

beforeAll(async () => {
  t = await createTestContext();
  api = tablesApi(t, await t.login(DEMO_ADMIN));
  ornek = tablesApi(t, await t.login(ORNEK_USER));
  const dept = await departmentOf(t, DEMO_ADMIN);
  c = await demoCards(t, dept);
  van = await idWhere(
    t,
    sql<{ id: number }>`select id from sabit_kiymet_kartlari
      where department_id = ${dept} and sabit_kiymet_kodu = 'SK-001'`,
  );
});
afterAll(() => t.close());

/** A line of type 3 (fixed asset) selling the given card. */
const assetLine = (card: number | null) => ({
  mal_hizmet_turu_id: 3,
  sabit_kiymet_karti_id: card,
  mal_hizmet: 'Ford Transit Custom Kamyonet',
  miktar: '1',
  birim_id: 1,
  birim_fiyat: '870000.00',
  kdv_id: 9,
});

describe('fixed-asset cards', () => {
  it('come with the demo companies, with their net value and straight-line rate', async () => {
    const card = (await api.show('sabit_kiymet_kartlari', van)).json.data.record;
    expect(card).toMatchObject({
      sabit_kiymet_adi: 'Ford Transit Custom Kamyonet (34 DMT 214)',
      alis_bedeli: '1450000.00',
      faydali_omur: 5,
      normal_amortisman_oran: '20.00',
      birikmis_amortisman: '580000.00',
      net_deger: '870000.00',
    });
    const own = (await ornek.list('sabit_kiymet_kartlari', { limit: 10 })).json.data;
    expect(own.all_records_count).toBe(2);
    expect((await ornek.show('sabit_kiymet_kartlari', van)).json.data.message).toBe('fail.id');
  });

  it('compute the net value and the rate on the server, whatever the form sent', async () => {
    const r = await api.store('sabit_kiymet_kartlari', {
      sabit_kiymet_adi: 'Endüstriyel Kahve Makinesi',
      sabit_kiymet_kodu: 'SK-101',
      alis_tarihi: '2026-02-01',
      alis_bedeli: '84000,50',
      faydali_omur: '3',
      birikmis_amortisman: '0',
      net_deger: '1.00',
      kdv_id: 9,
    });
    expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
    const id = r.json.data.id;
    expect((await api.show('sabit_kiymet_kartlari', id)).json.data.record).toMatchObject({
      alis_bedeli: '84000.50',
      net_deger: '84000.50',
      normal_amortisman_oran: '33.33',
    });
    // A year's depreciation later: only the accumulated amount is sent, the stored cost still counts.
    expect(
      (await api.update('sabit_kiymet_kartlari', id, { birikmis_amortisman: '28000.17' })).json.data,
    ).toEqual({ message: 'success', id });
    expect((await api.show('sabit_kiymet_kartlari', id)).json.data.record.net_deger).toBe('56000.33');
  });

  it('refuse accumulated depreciation above the cost, with a Turkish field error', async () => {
    const r = await api.store('sabit_kiymet_kartlari', {
      sabit_kiymet_adi: 'Hatalı Kart',
      alis_bedeli: '1000',
      birikmis_amortisman: '1500',
    });
    expect(r.status).toBe(200);
    expect(r.json.data).toEqual({
      message: 'error',
      errors: { birikmis_amortisman: ['Birikmiş Amortisman: alış bedelinden büyük olamaz.'] },
    });
    expect((await api.store('sabit_kiymet_kartlari', { alis_bedeli: '5' })).json.data.errors).toEqual({
      sabit_kiymet_adi: ['Sabit Kıymet Adı alanı zorunludur.'],
    });
  });
});

describe('lines of type 3', () => {
  it('answer "Bu alan zorunludur." on the card cell without a fixed-asset card', async () => {
    const r = await api.store('satis_fatura', {
      ...invoiceHeader(c, no(), { fatura_tipi_id: 2 }),
      mal_hizmet_json: JSON.stringify([assetLine(null)]),
    });
    expect(r.json.data).toEqual({
      message: 'error',
      errors: { mal_hizmet_json: ['1. satır, Sabit Kıymet: Bu alan zorunludur.'] },
      line_errors: {
        mal_hizmet_json: [{ index: 0, errors: { sabit_kiymet_karti_id: ['Bu alan zorunludur.'] } }],
      },
    });
  });

  it('store the card, clear the other cards, and compute like any line', async () => {
    const r = await api.store('satis_fatura', {
      ...invoiceHeader(c, no(), { fatura_tipi_id: 2 }),
      mal_hizmet_json: JSON.stringify([
        {
          ...assetLine(van),
          stok_kartlari_id: c.toner,
          depo_kartlari_id: c.depo,
          hizmet_ve_masraf_kartlari_id: c.bakim,
        },
      ]),
    });
    expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
    const [row] = await lineRows(t, 'satis_fatura_hizmet', 'satis_fatura_id', r.json.data.id);
    expect(row).toMatchObject({
      stok_kartlari_id: null,
      depo_kartlari_id: null,
      hizmet_ve_masraf_kartlari_id: null,
      mal_hizmet_tutari: '870000.00',
      kdv_tutari: '174000.00',
    });
    expect(Number(row.sabit_kiymet_karti_id)).toBe(van);
    // The line table lists the card by its name.
    const listed = (
      await api.list('satis_fatura_hizmet', {
        filters: { satis_fatura_id: { type: 1, filter: [r.json.data.id] } },
      })
    ).json.data.records[0];
    expect(listed.sabit_kiymet_karti_id).toBe('Ford Transit Custom Kamyonet (34 DMT 214)');
    // On another line type the card goes.
    const [stock] = threeLines(c);
    const other = await api.store('alis_fatura', {
      ...invoiceHeader(c, no(), { fatura_tipi_id: 2 }),
      mal_hizmet_json: JSON.stringify([{ ...stock, sabit_kiymet_karti_id: van }]),
    });
    expect(other.json.data.message).toBe('success');
    const [kept] = await lineRows(t, 'alis_fatura_hizmet', 'alis_fatura_id', other.json.data.id);
    expect(kept.sabit_kiymet_karti_id).toBeNull();
  });

  it("work on quotes too, and never take another company's card", async () => {
    const quote = {
      cari_hesap_id: c.cari,
      teklif_no: 'TKL-SKM-1',
      teklif_tarihi: '2026-03-01',
      gecerlilik_tarihi: '2026-03-15',
      döviz_kuru: '1',
    };
    const line = { ...assetLine(van), kdv_dahil_buton: '0' };
    const ok = await api.store('teklifler', { ...quote, mal_hizmet_json: JSON.stringify([line]) });
    expect(ok.json.data.message).toBe('success');
    const missing = await api.store('teklifler', {
      ...quote,
      mal_hizmet_json: JSON.stringify([{ ...line, sabit_kiymet_karti_id: null }]),
    });
    expect(missing.json.data.line_errors.mal_hizmet_json[0].errors).toEqual({
      sabit_kiymet_karti_id: ['Bu alan zorunludur.'],
    });
    const foreign = await idWhere(
      t,
      sql<{ id: number }>`select id from sabit_kiymet_kartlari
        where department_id = ${await departmentOf(t, ORNEK_USER)} limit 1`,
    );
    const stranger = await api.store('teklifler', {
      ...quote,
      mal_hizmet_json: JSON.stringify([{ ...line, sabit_kiymet_karti_id: foreign }]),
    });
    expect(stranger.json.data.errors.mal_hizmet_json).toEqual([
      '1. satır: Sabit Kıymet için geçerli bir seçim yapınız.',
    ]);
  });
});
