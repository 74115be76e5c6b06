import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCards, type Cards } from '../documents/document.test-kit';
import { DEMO_ADMIN, departmentOf, newCari, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { buyukDefter, mizan, yevmiye } from './reports';
import { bilanco, gelir } from './statements';

// The ledger over HTTP as Demo Ticaret's admin (issue 14; docs/ledger.md): the chart and the cards' sub-accounts,
// manual vouchers (balance, line rules, yevmiye numbers), automatic posting of invoices and cash transactions
// (store, update, delete in the document's transaction) and the mizan, yevmiye and büyük defter reports.

type Row = Record<string, unknown>;

let t: TestContext;
let api: ReturnType<typeof tablesApi>;
let dept: number;
let c: Cards;

const rows = async (q: ReturnType<typeof sql<Row>>) => (await q.execute(t.database.db)).rows;
const one = async (q: ReturnType<typeof sql<Row>>) => (await rows(q))[0];
const PERIOD = { donem_baslangic_tarihi: '2026-01-01', donem_bitis_tarihi: '2026-12-31' };
const runMizan = (params: Row = PERIOD, companyId = dept) =>
  mizan.run({ db: t.database.db, companyId, params });
/** The mizan row of a code: period debit and credit. */
const moves = async (code: string) => {
  const r = (await runMizan()).rows.find((x) => x.hesap_kodu === code);
  return { borc: String(r?.donem_borc ?? '0.00'), alacak: String(r?.donem_alacak ?? '0.00') };
};
const accountOf = async (table: string, id: number, prefix: string) =>
  String(
    (
      await one(sql<Row>`select hesap_kodu from hesap_plani where department_id = ${dept} and kaynak_tablo = ${table}
      and kaynak_id = ${id} and hesap_kodu like ${`${prefix}.%`}`)
    )?.hesap_kodu,
  );
const D2 = (a: string, b: string, sign = 1) => (Number(a) + sign * Number(b)).toFixed(2);

beforeAll(async () => {
  t = await createTestContext();
  api = tablesApi(t, await t.login(DEMO_ADMIN));
  dept = await departmentOf(t, DEMO_ADMIN);
  c = await demoCards(t, dept);
});
afterAll(() => t.close());

describe('the chart of accounts', () => {
  it('holds the Tekdüzen chart as global rows and each demo card as a sub-account', async () => {
    const global = await one(
      sql<Row>`select count(*)::int as n from hesap_plani where department_id is null`,
    );
    expect(global.n).toBe(338);
    expect(await accountOf('cari_hesap', c.cari, '120')).toMatch(/^120\.01\.\d{4}$/);
    const kasa = await one(
      sql<Row>`select id from kasa_karti where department_id = ${dept} order by id limit 1`,
    );
    expect(await accountOf('kasa_karti', Number(kasa.id), '100')).toMatch(/^100\.01\.\d{4}$/);
    const list = (await api.list('hesap_plani', { limit: 5 })).json.data.records;
    expect(list.map((r: Row) => r.hesap_kodu)).toEqual(['1', '10', '100', '100.01', '100.01.0001']);
  });

  it('a new supplier gets its 320.01 account in the same save, a customer its 120.01 one', async () => {
    const vd = Number((await one(sql<Row>`select id from vergi_daireleri order by id limit 1`)).id);
    const s = await api.store('cari_hesap', newCari(vd, { cari_tipi: 2, cari_hesap_adi: 'Tedarik Ltd.' }));
    expect(s.json.data.message, JSON.stringify(s.json)).toBe('success');
    const id = Number(s.json.data.id);
    expect(await accountOf('cari_hesap', id, '320')).toMatch(/^320\.01\.\d{4}$/);
    expect(
      await one(sql<Row>`select 1 from hesap_plani where kaynak_tablo = 'cari_hesap' and kaynak_id = ${id}
        and hesap_kodu like '120.%'`),
    ).toBeUndefined();
  });

  it('refuses a hand-made account without its parent with a Turkish error', async () => {
    const r = await api.store('hesap_plani', { hesap_kodu: '999.01', hesap_adi: 'Yok' });
    expect(r.json.data.errors.hesap_kodu).toContain('Hesap kodunun üst hesabı hesap planında yok.');
    const ok = await api.store('hesap_plani', { hesap_kodu: '770.05', hesap_adi: 'Kırtasiye Giderleri' });
    expect(ok.json.data.message, JSON.stringify(ok.json)).toBe('success');
  });
});

const account = async (code: string) =>
  Number(
    (
      await one(sql<Row>`select id from hesap_plani where hesap_kodu = ${code}
      and (department_id is null or department_id = ${dept}) order by department_id nulls last limit 1`)
    ).id,
  );

describe('manual vouchers', () => {
  it('refuses a voucher whose debits and credits differ, with a Turkish error', async () => {
    const r = await api.store('fis', {
      fis_turu_id: 1,
      fis_tarihi: '2026-05-10',
      fis_satiri_json: [
        { hesap_plani_id: await account('100'), borc: '150' },
        { hesap_plani_id: await account('600'), alacak: '100' },
      ],
    });
    expect(r.json.data.message).toBe('error');
    expect(r.json.data.errors.fis_satiri_json).toEqual([
      'Fişin borç toplamı (150,00) alacak toplamına (100,00) eşit olmalıdır.',
    ]);
    expect(await one(sql<Row>`select 1 from fis where fis_tarihi = '2026-05-10'`)).toBeUndefined();
  });

  it('belge tipi 8 requires the document description; a positive credit zeroes the debit', async () => {
    const lines: Row[] = [
      { hesap_plani_id: await account('100'), borc: '150', belge_tipi_id: 8 },
      { hesap_plani_id: await account('600'), borc: '5', alacak: '150' },
    ];
    const r = await api.store('fis', { fis_turu_id: 1, fis_tarihi: '2026-05-10', fis_satiri_json: lines });
    expect(r.json.data.line_errors.fis_satiri_json).toEqual([
      { index: 0, errors: { belge_aciklamasi: ['Bu alan zorunludur.'] } },
    ]);
    lines[0] = { ...lines[0], belge_aciklamasi: 'Kasa sayım tutanağı' };
    const ok = await api.store('fis', { fis_turu_id: 1, fis_tarihi: '2026-05-10', fis_satiri_json: lines });
    expect(ok.json.data.message, JSON.stringify(ok.json)).toBe('success');
    const stored = (await api.edit('fis', ok.json.data.id)).json.data.record;
    expect(stored.fis_satiri_json[1]).toMatchObject({ borc: '0.00', alacak: '150.00' });
    expect(stored).toMatchObject({ borc_toplami: '150.00', alacak_toplami: '150.00' });
  });

  it('gives yevmiye numbers in date order per year, without gaps after a delete', async () => {
    const store = async (date: string) => {
      const r = await api.store('fis', {
        fis_turu_id: 1,
        fis_tarihi: date,
        fis_satiri_json: [
          { hesap_plani_id: await account('100'), borc: '10' },
          { hesap_plani_id: await account('600'), alacak: '10' },
        ],
      });
      expect(r.json.data.message, JSON.stringify(r.json)).toBe('success');
      return Number(r.json.data.id);
    };
    const late = await store('2025-12-31'); // after the demo's depreciation voucher (31.12)
    const early = await store('2025-01-02');
    const middle = await store('2025-06-15');
    const numbers = async () =>
      (
        await rows(sql<Row>`select id, yevmiye_no, fis_no, donem_sonu_adimi from fis where department_id = ${dept}
          and fis_tarihi between '2025-01-01' and '2025-12-31' order by yevmiye_no`)
      ).map((r) => [Number(r.id), Number(r.yevmiye_no), r.fis_no, r.donem_sonu_adimi]);
    const before = await numbers();
    const pos = (id: number) => before.findIndex((r) => r[0] === id);
    expect(pos(early)).toBeLessThan(pos(middle));
    expect(pos(middle)).toBeLessThan(pos(late));
    expect(before.map((r) => r[1])).toEqual(before.map((_, i) => i + 1));
    expect((await api.remove('fis', middle)).json.data.message).toBe('success');
    const after = await numbers();
    expect(after.map((r) => r[1])).toEqual(after.map((_, i) => i + 1));
    // The last of the day's ordinary vouchers: only the year-end's closing entries follow it, the kapanış last
    // (issue 25; docs/ledger.md, "Closing the books").
    const lateAt = after.findIndex((r) => r[0] === late);
    expect(after[lateAt][2]).toBe(`2025/${String(lateAt + 1).padStart(6, '0')}`);
    expect(after.slice(lateAt + 1).every((r) => r[3] !== null)).toBe(true);
  });
});

/** A sales invoice of 1.000 + 20 % KDV to the demo customer. */
const sale = (extra: Row = {}) => ({
  cari_hesap_id: c.cari,
  fatura_senaryo_id: 1,
  fatura_tipi_id: 2,
  fatura_tarihi: '2026-07-01',
  para_birimi_id: 1,
  döviz_kuru: '1',
  mal_hizmet_json: JSON.stringify([
    {
      mal_hizmet_turu_id: 2,
      hizmet_ve_masraf_kartlari_id: c.bakim,
      miktar: '1',
      birim_id: 1,
      birim_fiyat: '1000',
      kdv_id: 9,
    },
  ]),
  ...extra,
});

describe('automatic posting', () => {
  it('a sales invoice of 1.000 + 20 % KDV moves the mizan by 1.200 on 120, 1.000 on 600, 200 on 391; update replaces; delete moves back', async () => {
    const customer = await accountOf('cari_hesap', c.cari, '120');
    const before = { c: await moves(customer), s: await moves('600'), k: await moves('391') };
    const main = await moves('120');
    const r = await api.store('satis_fatura', sale());
    expect(r.json.data.message, JSON.stringify(r.json)).toBe('success');
    const id = Number(r.json.data.id);
    const now = { c: await moves(customer), s: await moves('600'), k: await moves('391') };
    expect(now.c.borc).toBe(D2(before.c.borc, '1200'));
    expect(now.s.alacak).toBe(D2(before.s.alacak, '1000'));
    expect(now.k.alacak).toBe(D2(before.k.alacak, '200'));
    // The main account 120 rolls the sub-account up.
    expect((await moves('120')).borc).toBe(D2(main.borc, '1200'));

    const vouchers = async () =>
      rows(sql<Row>`select id, borc_toplami::text as b, kaynak_tablo from fis where kaynak_tablo = 'satis_fatura'
        and kaynak_id = ${id}`);
    expect(await vouchers()).toEqual([expect.objectContaining({ b: '1200.00' })]);
    const edit = (await api.edit('fis', Number((await vouchers())[0].id))).json.data.record;
    const u = await api.update('fis', Number((await vouchers())[0].id), { description: 'elle' });
    expect(u.json.data.errors.fis_tarihi).toEqual([
      'Belgeden oluşan fiş yalnızca belgesi düzenlenerek değiştirilebilir.',
    ]);
    expect(edit.fis_satiri_json).toHaveLength(3);

    const up = await api.update('satis_fatura', id, {
      mal_hizmet_json: JSON.stringify([
        {
          mal_hizmet_turu_id: 2,
          hizmet_ve_masraf_kartlari_id: c.bakim,
          miktar: '2',
          birim_id: 1,
          birim_fiyat: '1000',
          kdv_id: 9,
        },
      ]),
    });
    expect(up.json.data.message, JSON.stringify(up.json)).toBe('success');
    expect(await vouchers()).toEqual([expect.objectContaining({ b: '2400.00' })]);
    expect((await moves(customer)).borc).toBe(D2(before.c.borc, '2400'));
    expect((await moves('391')).alacak).toBe(D2(before.k.alacak, '400'));

    expect((await api.remove('satis_fatura', id)).json.data.message).toBe('success');
    expect(await vouchers()).toEqual([]);
    expect({ c: await moves(customer), s: await moves('600'), k: await moves('391') }).toEqual(before);
  });

  it('a purchase of services posts 770 and 191 against the supplier, withholding to 360', async () => {
    const r = await api.store('alis_fatura', {
      ...sale({ fatura_numarasi: 'ABC2026000000099', fatura_tarihi: '2026-07-02' }),
    });
    expect(r.json.data.message, JSON.stringify(r.json)).toBe('success');
    const lines = await rows(sql<Row>`select h.hesap_kodu, s.borc::text as borc, s.alacak::text as alacak
      from fis f join fis_satiri s on s.fisler_id = f.id join hesap_plani h on h.id = s.hesap_plani_id
      where f.kaynak_tablo = 'alis_fatura' and f.kaynak_id = ${Number(r.json.data.id)} order by s.sira_no`);
    const supplier = await accountOf('cari_hesap', c.cari, '320');
    expect(lines).toEqual([
      { hesap_kodu: '770', borc: '1000.00', alacak: '0.00' },
      { hesap_kodu: '191', borc: '200.00', alacak: '0.00' },
      { hesap_kodu: supplier, borc: '0.00', alacak: '1200.00' },
    ]);
  });

  it('a cash receipt against a sales invoice posts 100 (the cash card) against 120 (its customer)', async () => {
    const inv = await one(
      sql<Row>`select id, cari_hesap_id from satis_fatura where department_id = ${dept} order by id limit 1`,
    );
    const kasa = Number(
      (
        await one(
          sql<Row>`select id from kasa_karti where department_id = ${dept} and para_birimi_id = 1 order by id limit 1`,
        )
      ).id,
    );
    const r = await api.store('tahsilat_islem', {
      kasa_karti2_id: kasa,
      islem_tipi_id: 4,
      tip_id: 1,
      satis_fatura_id: Number(inv.id),
      cari_hesap_id: Number(inv.cari_hesap_id),
      islem_tarihi: '2026-07-03',
      para_birimi_id: 1,
      döviz_kuru: '1',
      kdv_id: 5,
      kdv_dahil_buton: '1',
      tutar: '250',
    });
    expect(r.json.data.message, JSON.stringify(r.json)).toBe('success');
    const lines = await rows(sql<Row>`select h.hesap_kodu, s.borc::text as borc, s.alacak::text as alacak
      from fis f join fis_satiri s on s.fisler_id = f.id join hesap_plani h on h.id = s.hesap_plani_id
      where f.kaynak_tablo = 'tahsilat_islem' and f.kaynak_id = ${Number(r.json.data.id)} order by s.sira_no`);
    expect(lines).toEqual([
      { hesap_kodu: await accountOf('kasa_karti', kasa, '100'), borc: '250.00', alacak: '0.00' },
      {
        hesap_kodu: await accountOf('cari_hesap', Number(inv.cari_hesap_id), '120'),
        borc: '0.00',
        alacak: '250.00',
      },
    ]);
  });
});

describe('concurrent postings', () => {
  it('four invoices saved at once get four vouchers with yevmiye numbers in order, without gaps or doubles', async () => {
    const saved = await Promise.all(
      ['2026-09-03', '2026-09-01', '2026-09-02', '2026-09-01'].map((d) =>
        api.store('satis_fatura', sale({ fatura_tarihi: d })),
      ),
    );
    for (const r of saved) expect(r.json.data.message, JSON.stringify(r.json)).toBe('success');
    const numbers = await rows(sql<Row>`select yevmiye_no, to_char(fis_tarihi, 'YYYY-MM-DD') as d from fis
      where department_id = ${dept} and fis_tarihi between '2026-01-01' and '2026-12-31' order by yevmiye_no`);
    expect(numbers.map((r) => Number(r.yevmiye_no))).toEqual(numbers.map((_, i) => i + 1));
    const dates = numbers.map((r) => String(r.d));
    expect(dates).toEqual([...dates].sort());
    const ids = saved.map((r) => Number(r.json.data.id));
    const posted = await one(sql<Row>`select count(*)::int as n from fis where kaynak_tablo = 'satis_fatura'
      and kaynak_id = any(${ids}::bigint[])`);
    expect(posted.n).toBe(4);
  });
});

describe('reports', () => {
  it('every demo company has vouchers, and its mizan debit total equals its credit total', async () => {
    const companies = await rows(sql<Row>`select distinct department_id as id from fis`);
    expect(companies.length).toBeGreaterThanOrEqual(2);
    for (const co of companies) {
      const m = await runMizan(PERIOD, Number(co.id));
      expect(m.totals.donem_borc).toBe(m.totals.donem_alacak);
      expect(m.totals.bakiye_borc).toBe(m.totals.bakiye_alacak);
      expect(Number(m.totals.donem_borc)).toBeGreaterThan(0);
    }
  });

  it('a monthly mizan (mizan_turu_id 2) holds that month only; opening balances come from before it', async () => {
    const july = await runMizan({ ...PERIOD, mizan_turu_id: 2, ay: 7 });
    const all = await runMizan(PERIOD);
    expect(Number(july.totals.donem_borc)).toBeLessThanOrEqual(Number(all.totals.donem_borc));
    expect(july.totals.acilis_borc).toBe(july.totals.acilis_alacak);
    await expect(runMizan({ ...PERIOD, mizan_turu_id: 2, ay: 13 })).rejects.toThrow();
  });

  it('yevmiye and büyük defter answer the lines in order with totals and a running balance', async () => {
    const y = await yevmiye.run({ db: t.database.db, companyId: dept, params: PERIOD });
    expect(y.totals.borc).toBe(y.totals.alacak);
    const nos = y.rows.map((r) => Number(r.yevmiye_no));
    expect(nos).toEqual([...nos].sort((a, b) => a - b));
    const b = await buyukDefter.run({
      db: t.database.db,
      companyId: dept,
      params: { ...PERIOD, hesap: '120' },
    });
    expect(b.rows[0].aciklama).toBe('Devir');
    const last = b.rows[b.rows.length - 1];
    expect(Number(last.bakiye)).toBeCloseTo(Number(b.totals.borc) - Number(b.totals.alacak), 2);
  });
});

describe('period close', () => {
  it('refuses a document or voucher dated in the closed period on store, update and delete; reopening allows it', async () => {
    const before = await api.store('satis_fatura', sale({ fatura_tarihi: '2026-02-10' }));
    expect(before.json.data.message, JSON.stringify(before.json)).toBe('success');
    const invoice = Number(before.json.data.id);
    const closed = await api.store('donem_kapanislari', { kapanis_tarihi: '2026-03-31', description: 'Q1' });
    expect(closed.json.data.message, JSON.stringify(closed.json)).toBe('success');
    const text =
      '31.03.2026 tarihine kadar olan dönem kapatılmıştır; bu döneme ait kayıt eklenemez, değiştirilemez ve silinemez.';

    const store = await api.store('satis_fatura', sale({ fatura_tarihi: '2026-03-15' }));
    expect(store.json.data.errors?.fatura_tarihi).toEqual([text]);
    const up = await api.update('satis_fatura', invoice, { fatura_tarihi: '2026-04-10' });
    expect(up.json.data.errors?.fatura_tarihi).toEqual([text]);
    const del = await api.remove('satis_fatura', invoice);
    expect(del.json).toMatchObject({ status: 'error', data: { message: 'fail.period.closed' } });
    const fis = await api.store('fis', {
      fis_turu_id: 1,
      fis_tarihi: '2026-01-20',
      fis_satiri_json: [
        { hesap_plani_id: await account('100'), borc: '10' },
        { hesap_plani_id: await account('600'), alacak: '10' },
      ],
    });
    expect(fis.json.data.errors?.fis_tarihi).toEqual([text]);
    // After the period: saved as usual.
    const april = await api.store('satis_fatura', sale({ fatura_tarihi: '2026-04-02' }));
    expect(april.json.data.message, JSON.stringify(april.json)).toBe('success');

    expect((await api.remove('donem_kapanislari', Number(closed.json.data.id))).json.data.message).toBe(
      'success',
    );
    expect((await api.remove('satis_fatura', invoice)).json.data.message).toBe('success');
  });
});

describe('bilanço and gelir tablosu (Tekdüzen statements from the vouchers)', () => {
  const runBilanco = (companyId = dept) => bilanco.run({ db: t.database.db, companyId, params: PERIOD });
  const runGelir = () => gelir.run({ db: t.database.db, companyId: dept, params: PERIOD });
  const lineOf = (r: { rows: Row[] }, kod: string) => String(r.rows.find((x) => x.kod === kod)?.tutar);

  it('every demo company’s bilanço has equal aktif and pasif totals, the period’s result among the özkaynaklar', async () => {
    const companies = await rows(sql<Row>`select distinct department_id as id from fis`);
    for (const co of companies) {
      const b = await runBilanco(Number(co.id));
      expect(b.totals.aktif).toBe(b.totals.pasif);
      expect(Number(b.totals.aktif)).toBeGreaterThan(0);
      expect(b.rows.map((r) => r.kalem)).toContain('I. Dönen Varlıklar');
    }
  });

  it('a sales invoice of 1.000 + KDV adds 1.000 to Brüt Satışlar and to the result, and 1.200 to each bilanço side', async () => {
    const [g0, b0] = [await runGelir(), await runBilanco()];
    const r = await api.store('satis_fatura', sale());
    expect(r.json.data.message, JSON.stringify(r.json)).toBe('success');
    const [g1, b1] = [await runGelir(), await runBilanco()];
    expect(lineOf(g1, 'A')).toBe(D2(lineOf(g0, 'A'), '1000'));
    expect(lineOf(g1, 'C')).toBe(D2(lineOf(g0, 'C'), '1000'));
    expect(g1.totals.tutar).toBe(D2(String(g0.totals.tutar), '1000'));
    // 120 +1.200 on the aktif side; 391 +200 and the result +1.000 on the pasif side.
    expect(b1.totals.aktif).toBe(D2(String(b0.totals.aktif), '1200'));
    expect(b1.totals.pasif).toBe(b1.totals.aktif);
    expect((await api.remove('satis_fatura', Number(r.json.data.id))).json.data.message).toBe('success');
    expect((await runGelir()).totals).toEqual(g0.totals);
  });
});
