import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, departmentOf, ORNEK_USER, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { demoCards, invoiceHeader, threeLines, THREE_LINE_TOTALS, type Cards } from './document.test-kit';

// Bounds of the amounts (issue 10): negative quantities and prices on documents that do not mean them, values a
// numeric column cannot hold (typed or computed), exchange rates beyond any currency's, and a confirmed override
// of the editable totals outside the rounding band — each a Turkish field error, nothing stored.

type Row = Record<string, unknown>;
let t: TestContext;
let api: ReturnType<typeof tablesApi>;
let kobi: ReturnType<typeof tablesApi>;
let c: Cards;
let seq = 0;
const no = () => `SNR2026${String(++seq).padStart(9, '0')}`;

beforeAll(async () => {
  t = await createTestContext();
  api = tablesApi(t, await t.login(DEMO_ADMIN));
  kobi = tablesApi(t, await t.login(ORNEK_USER));
  c = await demoCards(t, await departmentOf(t, DEMO_ADMIN));
});
afterAll(() => t.close());

const count = async (table: string) =>
  Number(
    (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.database.db))
      .rows[0].n,
  );

/** One toner line at the given quantity and price. */
const line = (miktar: string, birim_fiyat: string): Row => ({
  mal_hizmet_turu_id: 1,
  stok_kartlari_id: c.toner,
  depo_kartlari_id: c.depo,
  miktar,
  birim_id: 1,
  birim_fiyat,
  kdv_id: 9,
});

const storeInvoice = (lines: Row[], extra: Row = {}) =>
  api.store('satis_fatura', {
    ...invoiceHeader(c, no(), { fatura_tipi_id: 2 }),
    mal_hizmet_json: JSON.stringify(lines),
    ...extra,
  });

describe('quantities and prices', () => {
  it('refuses a negative quantity or unit price on a sales invoice, and stores nothing', async () => {
    const before = await count('satis_fatura');
    const r = await storeInvoice([line('-2', '1890'), line('1', '-1890,00')]);
    expect(r.json.data.line_errors).toEqual({
      mal_hizmet_json: [
        { index: 0, errors: { miktar: ['Miktar en az 0 değerini almalıdır.'] } },
        { index: 1, errors: { birim_fiyat: ['Birim Fiyat en az 0 değerini almalıdır.'] } },
      ],
    });
    expect(await count('satis_fatura')).toBe(before);
  });

  it('refuses them on a quote and a small-business invoice too (a return is an İade invoice of positive amounts)', async () => {
    const quote = await api.store('teklifler', {
      cari_hesap_id: c.cari,
      teklif_no: 'TKL-SNR-1',
      teklif_tarihi: '2026-03-02',
      gecerlilik_tarihi: '2099-03-02',
      mal_hizmet_json: JSON.stringify([{ ...line('-1', '10'), kdv_dahil_buton: '0' }]),
    });
    expect(quote.json.data.line_errors.mal_hizmet_json[0].errors).toEqual({
      miktar: ['Miktar en az 0 değerini almalıdır.'],
    });
    const dept = await departmentOf(t, ORNEK_USER);
    const [cari] = (
      await sql<{
        id: number;
      }>`select id from cari_hesap where department_id = ${dept} order by id limit 1`.execute(t.database.db)
    ).rows;
    const small = await kobi.store('kobi_satis_fatura', {
      cari_hesap_id: cari.id,
      fatura_numarasi: 'K-SNR-1',
      fatura_tarihi: '2026-03-02',
      mal_hizmet_json: JSON.stringify([
        { mal_hizmet_turu_id: 2, mal_hizmet: 'Nakliye', miktar: '1', birim_fiyat: '-5', kdv_id: 9 },
      ]),
    });
    expect(small.json.data.line_errors.mal_hizmet_json[0].errors.birim_fiyat).toEqual([
      'Birim Fiyat en az 0 değerini almalıdır.',
    ]);
  });
});

describe('what a column can hold', () => {
  it('refuses a typed amount beyond numeric(18, scale) with its largest value, on a line and on a card', async () => {
    const r = await storeInvoice([line('1', '100000000000000')]);
    expect(r.json.data.line_errors.mal_hizmet_json[0].errors).toEqual({
      birim_fiyat: ['Birim Fiyat en fazla 99.999.999.999.999,9999 değerini almalıdır.'],
    });
    const card = await api.store('sabit_kiymet_kartlari', {
      sabit_kiymet_adi: 'Büyük Makine',
      alis_tarihi: '2026-02-01',
      alis_bedeli: '1' + '0'.repeat(29),
      faydali_omur: '5',
      kdv_id: 9,
    });
    expect(card.json.data).toEqual({
      message: 'error',
      errors: { alis_bedeli: ['Alış Bedeli en fazla 9.999.999.999.999.999,99 değerini almalıdır.'] },
    });
  });

  it('refuses line amounts and totals the lines compute beyond what their columns hold, never a 500', async () => {
    // 10^13 × 10^13: each input fits, the gross amount of the line does not.
    const huge = await storeInvoice([line('10000000000000', '10000000000000')]);
    expect(huge.status).toBe(200);
    expect(huge.json.data.line_errors.mal_hizmet_json[0].errors.brut_tutar).toEqual([
      'Brüt Tutar en fazla 9.999.999.999.999.999,99 değerini almalıdır.',
    ]);
    // Two lines of 6 × 10^15 each fit; their sum does not.
    const sum = await storeInvoice([line('60000', '100000000000'), line('60000', '100000000000')]);
    expect(sum.status).toBe(200);
    expect(sum.json.data.errors.urun_hizmet_toplam_tutar).toEqual([
      'Mal / Hizmet Toplam Tutarı en fazla 9.999.999.999.999.999,99 değerini almalıdır.',
    ]);
    expect(sum.json.data.errors.odenecek_tutar).toBeDefined();
    // A payable that fits, at a rate that makes the amount in TL too large.
    const foreign = await storeInvoice([line('60000', '100000000000')], {
      para_birimi_id: 2,
      döviz_kuru: '50',
    });
    expect(foreign.json.data.errors).toEqual({
      dovizli_tutar: ['Dövizli Tutar en fazla 9.999.999.999.999.999,99 değerini almalıdır.'],
    });
  });

  it('refuses an exchange rate beyond 100.000 (a rate of 10⁹ is a typing mistake)', async () => {
    const r = await storeInvoice([line('1', '10')], { para_birimi_id: 2, döviz_kuru: '1000000000' });
    expect(r.json.data.errors).toEqual({ döviz_kuru: ['Döviz Kuru en fazla 100.000 değerini almalıdır.'] });
    const ok = await storeInvoice([line('1', '10')], { para_birimi_id: 2, döviz_kuru: '99999.9999' });
    expect(ok.json.data.message, JSON.stringify(ok.json)).toBe('success');
  });
});

describe('the confirmed override of the editable totals', () => {
  const override = (payable: string, extra: Row = {}) =>
    api.store('satis_fatura', {
      ...invoiceHeader(c, no()),
      mal_hizmet_json: JSON.stringify(threeLines(c)),
      toplam_duzenlendi: '1',
      odenecek_tutar: payable,
      ...extra,
    });

  it('takes a rounding correction of up to 1,00 (three lines) either way', async () => {
    for (const payable of ['8272.20', '8273.00', '8274.20']) {
      const r = await override(payable);
      expect(r.json.data.message, `${payable}: ${JSON.stringify(r.json)}`).toBe('success');
    }
  });

  it('refuses a payable further from the computed one, or below zero', async () => {
    expect((await override('8272.19')).json.data.errors).toEqual({
      odenecek_tutar: [
        'Ödenecek Tutar hesaplanan tutardan en fazla 1,00 farklı olabilir (hesaplanan: 8.273,20).',
      ],
    });
    expect((await override('1000000')).json.data.errors.odenecek_tutar).toHaveLength(1);
    expect((await override('-8273.20')).json.data.errors).toEqual({
      odenecek_tutar: ['Ödenecek Tutar en az 0 değerini almalıdır.'],
    });
    expect(
      (await override(THREE_LINE_TOTALS.odenecek_tutar, { vergiler_dahil_toplam_tutar: '9749.20' })).json.data
        .errors,
    ).toEqual({
      vergiler_dahil_toplam_tutar: [
        'Vergiler Dahil Toplam Tutar hesaplanan tutardan en fazla 1,00 farklı olabilir (hesaplanan: 8.749,20).',
      ],
    });
  });

  it('widens the band by a kuruş per line on long documents (500 lines: 5,00)', async () => {
    const lines = Array.from({ length: 500 }, () => line('1', '10'));
    // 500 × 10.00 + 20 % KDV = 6 000.00
    const near = await storeInvoice(lines, { toplam_duzenlendi: '1', odenecek_tutar: '5995.00' });
    expect(near.json.data.message, JSON.stringify(near.json)).toBe('success');
    const far = await storeInvoice(lines, { toplam_duzenlendi: '1', odenecek_tutar: '5994.99' });
    expect(far.json.data.errors.odenecek_tutar).toEqual([
      'Ödenecek Tutar hesaplanan tutardan en fazla 5,00 farklı olabilir (hesaplanan: 6.000,00).',
    ]);
  });
});
