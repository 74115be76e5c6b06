import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCards, invoiceHeader, type Cards } from '../documents/document.test-kit';
import { DEMO_ADMIN, departmentOf, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { mizan } from './reports';
import { bilanco, gelir } from './statements';

// Closing the books (issue 25 items 1–2; docs/ledger.md, "Closing the books"), against hand-worked journals and the
// MSUGT's working of the accounts (1 Sıra No.lu Muhasebe Sistemi Uygulama Genel Tebliği: 7/A reflection, 690, 691 /
// 370, 692, 590 / 591, kapanış, açılış, 570 / 580), VUK 274 / 275 (cost of goods, weighted average) and VUK 315
// (straight-line depreciation). First the demo as seeded (its last year closed and this year opened), then postings
// of the test's own in 2023 and 2024, years the demo keeps no documents in.

type Row = Record<string, unknown>;

let t: TestContext;
let token: string;
let api: ReturnType<typeof tablesApi>;
let dept: number;
let c: Cards;
let seedYear: number;
let seq = 0;
const no = (year: string) => `KPN${year}${String(++seq).padStart(9, '0')}`;

const rows = async (q: ReturnType<typeof sql<Row>>) => (await q.execute(t.database.db)).rows;
const call = (path: string, params: Row) => t.post(`/${token}/donem-sonu${path}`, { params });
const preview = async (params: Row) => {
  const r = await call('/onizleme', params);
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json.data as {
    satirlar: Row[];
    toplam: { borc: string; alacak: string };
    detay: { rows: Row[] } | null;
    engel: string | null;
    kayitli: { fis_id: number; fis_no: string } | null;
    uyarilar: string[];
  };
};
const post = async (params: Row) => {
  const r = await call('/kaydet', params);
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json.data as { fis_id: number; preview: { kayitli: { fis_no: string } } };
};
/** A voucher's lines as [main account, borç, alacak], sub-accounts summed into their main account in order. */
const byMain = (lines: Row[]) => lines.map((l) => [String(l.hesap_kodu).slice(0, 3), l.borc, l.alacak]);
const monthEnd = (y: number, m: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
const bil = (params: Row, companyId = dept) => bilanco.run({ db: t.database.db, companyId, params });
const gel = (params: Row, companyId = dept) => gelir.run({ db: t.database.db, companyId, params });
const net59 = (b: { rows: Row[] }, column = 'pasif') =>
  String(b.rows.find((r) => r.kod === '59')?.[column] ?? '0.00');

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login(DEMO_ADMIN);
  api = tablesApi(t, token);
  dept = await departmentOf(t, DEMO_ADMIN);
  c = await demoCards(t, dept);
  // The demo is seeded relative to the database's day: its depreciation run is of the year before, which it closes.
  seedYear = Number((await rows(sql<Row>`select extract(year from current_date)::int as y`))[0].y);
});
afterAll(() => t.close());

describe('the demo companies: last year closed, this year opened', () => {
  it('bilanço net result equals the gelir tablosu result for every company, month, geçici vergi period and year', async () => {
    const companies = await rows(sql<Row>`select distinct department_id as id from fis order by 1`);
    expect(companies.length).toBeGreaterThanOrEqual(2);
    for (const co of companies) {
      const id = Number(co.id);
      for (const year of [seedYear - 1, seedYear]) {
        for (let m = 1; m <= 12; m++) {
          const end = monthEnd(year, m);
          const b = await bil({ donem_bitis_tarihi: end }, id);
          const g = await gel({ donem_baslangic_tarihi: `${year}-01-01`, donem_bitis_tarihi: end }, id);
          expect(b.totals.aktif, `${id} ${end}`).toBe(b.totals.pasif);
          expect(net59(b), `${id} ${end}`).toBe(g.totals.tutar);
        }
        for (const q of [1, 2, 3, 4]) {
          const b = await bil({ yil: year, gecici_vergi_donemi: q }, id);
          const g = await gel({ yil: year, gecici_vergi_donemi: q }, id);
          expect(net59(b), `${id} ${year}/${q}`).toBe(g.totals.tutar);
          // The comparative column is the previous year-end's bilanço; the gelir tablosu's the same months before.
          expect(b.totals.onceki_aktif).toBe(
            (await bil({ donem_bitis_tarihi: `${year - 1}-12-31` }, id)).totals.aktif,
          );
          const before = await gel({ yil: year - 1, gecici_vergi_donemi: q }, id);
          expect(g.totals.onceki_tutar).toBe(before.totals.tutar);
        }
      }
    }
  });

  it('the closed year’s income and cost accounts open at zero next year; its result opens in 580 / 570', async () => {
    const closed = seedYear - 1;
    const companies = await rows(sql<Row>`select distinct department_id as id from fis order by 1`);
    for (const co of companies) {
      const id = Number(co.id);
      const result = String(
        (await gel({ donem_baslangic_tarihi: `${closed}-01-01`, donem_bitis_tarihi: `${closed}-12-31` }, id))
          .totals.tutar,
      );
      const m = await mizan.run({
        db: t.database.db,
        companyId: id,
        params: { donem_baslangic_tarihi: `${seedYear}-01-01`, donem_bitis_tarihi: `${seedYear}-12-31` },
      });
      const opening = (code: string) => {
        const r = m.rows.find((x) => x.hesap_kodu === code);
        return { b: String(r?.acilis_borc ?? '0.00'), a: String(r?.acilis_alacak ?? '0.00') };
      };
      expect(opening('6'), `${id}`).toEqual({ b: '0.00', a: '0.00' });
      expect(opening('7'), `${id}`).toEqual({ b: '0.00', a: '0.00' });
      expect(opening('59'), `${id}`).toEqual({ b: '0.00', a: '0.00' });
      if (result.startsWith('-')) expect(opening('580').b).toBe(result.slice(1));
      else expect(opening('570').a).toBe(result);
      expect(m.totals.acilis_borc).toBe(m.totals.acilis_alacak);
    }
    // The figure: Demo Ticaret's 2025 is its depreciation run alone (VUK 315 straight line): Ford Transit
    // 1.450.000,00 × %20 = 290.000,00, laptop 48.500,00 × %25 = 12.125,00, furniture 126.000,00 × %20 = 25.200,00.
    if (closed === 2025) {
      const g = await gel({ donem_baslangic_tarihi: '2025-01-01', donem_bitis_tarihi: '2025-12-31' });
      expect(g.totals.tutar).toBe('-327325.00');
      expect(g.rows.find((r) => r.kod === '632')?.tutar).toBe('-327325.00');
      expect(net59(await bil({ donem_bitis_tarihi: '2025-12-31' }))).toBe('-327325.00');
    }
  });

  it('numbers the açılış first and the carry-forward second of this year, the kapanış last of the closed year', async () => {
    const of = async (year: number) =>
      rows(sql<Row>`select yevmiye_no, donem_sonu_adimi as adim from fis where department_id = ${dept}
        and extract(year from fis_tarihi) = ${year} order by yevmiye_no`);
    const open = await of(seedYear);
    expect(open.slice(0, 2).map((r) => [Number(r.yevmiye_no), Number(r.adim)])).toEqual([
      [1, 8],
      [2, 9],
    ]);
    const closed = await of(seedYear - 1);
    expect(Number(closed.at(-1)!.adim)).toBe(7);
    expect(closed.map((r) => Number(r.yevmiye_no))).toEqual(closed.map((_, i) => i + 1));
  });

  it('shows the year’s steps on the page’s API, current', async () => {
    const r = await call('', { yil: seedYear - 1 });
    expect(r.status).toBe(200);
    const steps = r.json.data.adimlar as { adim: number; fisler: unknown[] }[];
    for (const adim of [3, 4, 6, 7, 8, 9]) expect(steps.find((s) => s.adim === adim)!.fisler).toHaveLength(1);
    expect(steps.find((s) => s.adim === 5)!.fisler).toHaveLength(0);
    expect(r.json.data.guncel).toBe(true);
  });
});

/** One stock line of the toner: `qty` × `price`, KDV 20 %. */
const tonerLine = (qty: string, price: string): Row => ({
  mal_hizmet_turu_id: 1,
  stok_kartlari_id: c.toner,
  depo_kartlari_id: c.depo,
  mal_hizmet: 'Lazer Yazıcı Toneri',
  miktar: qty,
  birim_id: 1,
  birim_fiyat: price,
  kdv_id: 9,
});
const serviceLine = (net: string): Row => ({
  mal_hizmet_turu_id: 2,
  hizmet_ve_masraf_kartlari_id: c.bakim,
  mal_hizmet: 'Danışmanlık',
  miktar: '1',
  birim_id: 1,
  birim_fiyat: net,
  kdv_id: 9,
});
async function invoice(table: string, date: string, lines: Row[]) {
  const r = await api.store(table, {
    ...invoiceHeader(c, no(date.slice(0, 4)), { fatura_tarihi: date, fatura_tipi_id: 2 }),
    mal_hizmet_json: JSON.stringify(lines),
  });
  expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
}

describe('period-end steps (2024, Demo Ticaret)', () => {
  it('cost of sales: 621 / 153 by the weighted average of the card and warehouse, once per period', async () => {
    // A company that has not run its cost of sales since: none of the demo's runs come after 2024.
    for (const v of await rows(
      sql<Row>`select id from fis where department_id = ${dept} and donem_sonu_adimi = 1`,
    ))
      expect((await api.remove('fis', Number(v.id))).json.data.message).toBe('success');
    // May: 10 toners bought at 1.000,00; June: 4 sold at 1.500,00. Cost 4 × 1.000,00 = 4.000,00.
    await invoice('alis_fatura', '2024-05-10', [tonerLine('10', '1000')]);
    await invoice('satis_fatura', '2024-06-12', [tonerLine('4', '1500')]);
    const june = await preview({ adim: 1, tarih: '2024-06-30' });
    expect(june.engel).toBeNull();
    expect(byMain(june.satirlar)).toEqual([
      ['621', '4000.00', '0.00'],
      ['153', '0.00', '4000.00'],
    ]);
    expect(june.detay!.rows).toEqual([
      expect.objectContaining({
        giris_miktar: '10.0000',
        giris_tutar: '10000.00',
        birim_maliyet: '1000.0000',
        maliyet: '4000.00',
        kalan_tutar: '6000.00',
      }),
    ]);
    // Nothing else in 153 by then: the stock's value equals the ledger's, no warning.
    expect(june.uyarilar).toEqual([]);
    const posted = await post({ adim: 1, tarih: '2024-06-30' });
    const v = (
      await rows(
        sql<Row>`select donem_sonu_adimi, fis_tarihi::text as d, description from fis where id = ${posted.fis_id}`,
      )
    )[0];
    expect(v).toMatchObject({
      donem_sonu_adimi: 1,
      d: '2024-06-30',
      description: 'Satışların Maliyeti 30.06.2024',
    });
    // Once per period: the preview says so, a second post is refused in Turkish.
    const again = await preview({ adim: 1, tarih: '2024-06-30' });
    expect(again.kayitli?.fis_id).toBe(posted.fis_id);
    expect(again.engel).toMatch(/^Bu adımın fişi zaten kayıtlı/);
    const refused = await call('/kaydet', { adim: 1, tarih: '2024-06-30' });
    expect(refused.status).toBe(400);
    expect(refused.json.data.explanation).toBe(again.engel);
    // July: 2 bought at 1.300,00, 3 sold. Opening 6 at 6.000,00: (6.000 + 2.600) / 8 = 1.075,00; 3 × = 3.225,00.
    await invoice('alis_fatura', '2024-07-03', [tonerLine('2', '1300')]);
    await invoice('satis_fatura', '2024-07-20', [tonerLine('3', '1500')]);
    const july = await preview({ adim: 1, tarih: '2024-07-31' });
    expect(byMain(july.satirlar)).toEqual([
      ['621', '3225.00', '0.00'],
      ['153', '0.00', '3225.00'],
    ]);
    expect(july.detay!.rows[0]).toMatchObject({
      devir_miktar: '6.0000',
      devir_tutar: '6000.00',
      birim_maliyet: '1075.0000',
    });
    // Undone by deleting its voucher (archived like any voucher): June is open again.
    expect((await api.remove('fis', posted.fis_id)).json.data.message).toBe('success');
    expect((await preview({ adim: 1, tarih: '2024-06-30' })).kayitli).toBeNull();
  });

  it('depreciation for geçici vergi: the year’s share per asset up to the period, less earlier runs', async () => {
    // 30.06.2024: Ford Transit bought 15.03.2024 (its months March–December: 10), 290.000,00 × 4/10 = 116.000,00;
    // furniture (2023) 25.200,00 × 6/12 = 12.600,00; the laptop is bought in 2025. 770 per asset / 257.
    const june = await preview({ adim: 2, tarih: '2024-06-30' });
    expect(byMain(june.satirlar)).toEqual([
      ['770', '116000.00', '0.00'],
      ['770', '12600.00', '0.00'],
      ['257', '0.00', '128600.00'],
    ]);
    expect(june.satirlar[0].aciklama).toContain('SK-001');
    await post({ adim: 2, tarih: '2024-06-30' });
    // The year's end: 290.000,00 − 116.000,00 and 25.200,00 − 12.600,00.
    const december = await preview({ adim: 2, tarih: '2024-12-31' });
    expect(byMain(december.satirlar)).toEqual([
      ['770', '174000.00', '0.00'],
      ['770', '12600.00', '0.00'],
      ['257', '0.00', '186600.00'],
    ]);
  });

  it('refuses a day that is not a month’s end, an unknown step, a provision that is no amount, and a closed period', async () => {
    const bad = async (params: Row, field: string) => {
      const r = await call('/onizleme', params);
      expect(r.status).toBe(400);
      expect(r.json.data.errors[field]).toHaveLength(1);
      return r.json.data.errors[field][0];
    };
    expect(await bad({ adim: 2, tarih: '2024-06-15' }, 'tarih')).toBe(
      'Tarih bir ayın son günü olmalıdır (GG.AA.YYYY).',
    );
    expect(await bad({ adim: 42, yil: 2024 }, 'adim')).toBe('Geçerli bir dönem sonu adımı seçiniz.');
    expect(await bad({ adim: 5, yil: 2024, vergi_karsiligi: '1,5' }, 'vergi_karsiligi')).toMatch(
      /^Vergi karşılığı/,
    );
    const close = await api.store('donem_kapanislari', { kapanis_tarihi: '2024-12-31' });
    expect(close.json.data.message).toBe('success');
    const locked = await call('/kaydet', { adim: 2, tarih: '2024-12-31' });
    expect(locked.status).toBe(400);
    expect(locked.json.data.message).toBe('fail.period.closed');
    expect(locked.json.data.explanation).toBe(
      '31.12.2024 tarihine kadar olan dönem kapatılmıştır; bu döneme ait kayıt eklenemez, değiştirilemez ve silinemez.',
    );
    expect((await api.remove('donem_kapanislari', Number(close.json.data.id))).json.data.message).toBe(
      'success',
    );
  });

  it('a voucher dated in a closed year after its kapanış makes its year-end stale', async () => {
    // The 2024 invoices above sit before the demo's kapanış, which did not close them.
    expect((await call('', { yil: seedYear - 1 })).json.data.guncel).toBe(false);
  });
});

describe('the year-end of 2023 with a profit and a tax provision (Demo Ticaret)', () => {
  it('posts reflection, 6 → 690, the provision, the result, kapanış, açılış and the carry-forward as worked by hand', async () => {
    // 2023: a sale of 1.000,00 + KDV 200,00; a service bought for 400,00 + KDV 80,00 (770). Tax provision 150,00.
    await invoice('satis_fatura', '2023-06-15', [serviceLine('1000')]);
    await invoice('alis_fatura', '2023-07-01', [serviceLine('400')]);
    // The kapanış refuses while 600 and 770 hold their balances.
    const early = await preview({ adim: 7, yil: 2023 });
    expect(early.engel).toBe(
      'Gelir tablosu ve maliyet hesaplarında bakiye var (600, 770); önce yansıtma, gelir tablosu kapanışı ve dönem sonucu adımlarını kaydediniz.',
    );
    const lines = async (adim: number, extra: Row = {}) => {
      const p = await preview({ adim, yil: 2023, ...extra });
      expect(p.engel, `step ${adim}`).toBeNull();
      expect(p.toplam.borc).toBe(p.toplam.alacak);
      await post({ adim, yil: 2023, ...extra });
      return byMain(p.satirlar);
    };
    expect(await lines(3)).toEqual([
      ['632', '400.00', '0.00'],
      ['771', '0.00', '400.00'],
      ['771', '400.00', '0.00'],
      ['770', '0.00', '400.00'],
    ]);
    expect(await lines(4)).toEqual([
      ['600', '1000.00', '0.00'],
      ['632', '0.00', '400.00'],
      ['690', '0.00', '600.00'],
    ]);
    expect(await lines(5, { vergi_karsiligi: '150' })).toEqual([
      ['691', '150.00', '0.00'],
      ['370', '0.00', '150.00'],
    ]);
    expect(await lines(6)).toEqual([
      ['690', '600.00', '0.00'],
      ['692', '0.00', '600.00'],
      ['692', '150.00', '0.00'],
      ['691', '0.00', '150.00'],
      ['692', '450.00', '0.00'],
      ['590', '0.00', '450.00'],
    ]);
    // The year's statements: net result 450,00 on both; line K the provision.
    const g = await gel({ donem_baslangic_tarihi: '2023-01-01', donem_bitis_tarihi: '2023-12-31' });
    expect(g.totals.tutar).toBe('450.00');
    expect(g.rows.find((r) => r.kod === 'K')?.tutar).toBe('-150.00');
    expect(g.rows.find((r) => r.kod === 'A')?.tutar).toBe('1000.00');
    const b = await bil({ donem_bitis_tarihi: '2023-12-31' });
    expect(net59(b)).toBe('450.00');
    expect(b.totals.aktif).toBe(b.totals.pasif);
    // Kapanış: every balance reversed (120, 191, 255, 320, 370, 391, 500, 590).
    const kapanis = await lines(7);
    expect(kapanis).toEqual([
      ['120', '0.00', '1200.00'],
      ['191', '0.00', '80.00'],
      ['255', '0.00', '1624500.00'],
      ['320', '480.00', '0.00'],
      ['370', '150.00', '0.00'],
      ['391', '200.00', '0.00'],
      ['500', '1624500.00', '0.00'],
      ['590', '450.00', '0.00'],
    ]);
    // Açılış 2024: the same, sides swapped; then 590 → 570.
    const acilis = await preview({ adim: 8, yil: 2023 });
    expect(byMain(acilis.satirlar)).toEqual(kapanis.map(([code, borc, alacak]) => [code, alacak, borc]));
    await post({ adim: 8, yil: 2023 });
    expect(await lines(9)).toEqual([
      ['570', '0.00', '450.00'],
      ['590', '450.00', '0.00'],
    ]);
    // The bilanço of 31.12.2023 is taken before the kapanış; 2024's opens with 570 and compares with it.
    expect(net59(await bil({ donem_bitis_tarihi: '2023-12-31' }))).toBe('450.00');
    const b24 = await bil({ donem_bitis_tarihi: '2024-01-31' });
    expect(net59(b24, 'onceki_pasif')).toBe('450.00');
    expect(b24.rows.find((r) => r.kod === '570')).toMatchObject({ pasif: '450.00', onceki_pasif: '0.00' });
    // 2024's gelir tablosu beside 2023's: 450,00 the year before.
    const g24 = await gel({ donem_baslangic_tarihi: '2024-01-01', donem_bitis_tarihi: '2024-12-31' });
    expect(g24.totals.onceki_tutar).toBe('450.00');
  });

  it('refuses to post a year-end step again while a later one stands', async () => {
    const status = (await call('', { yil: 2023 })).json.data.adimlar as {
      adim: number;
      fisler: { fis_id: number }[];
    }[];
    const result = status.find((s) => s.adim === 6)!.fisler[0].fis_id;
    expect((await api.remove('fis', result)).json.data.message).toBe('success');
    const p = await preview({ adim: 6, yil: 2023 });
    expect(p.engel).toMatch(
      /^Daha sonraki bir dönem sonu kaydı var: Kapanış Fişi \(fiş no 2023\/\d{6}\)\. Önce onu siliniz\.$/,
    );
  });
});
