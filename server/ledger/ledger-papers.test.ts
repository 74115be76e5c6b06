import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, departmentOf, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';

// Automatic posting of cheques, notes, personnel payments and depreciation (issue 14 item 3, rest;
// docs/ledger.md "Cheques and notes, personnel payments, depreciation"), over HTTP as Demo Ticaret's admin.

type Row = Record<string, unknown>;

let t: TestContext;
let api: ReturnType<typeof tablesApi>;
let dept: number;
let cari: number;
let kasa: number;

const rows = async (q: ReturnType<typeof sql<Row>>) => (await q.execute(t.database.db)).rows;
const firstId = async (q: ReturnType<typeof sql<Row>>) => Number((await rows(q))[0].id);
const ok = (r: { json: { data: { message?: string; id?: unknown } } }) => {
  expect(r.json.data.message, JSON.stringify(r.json)).toBe('success');
  return Number(r.json.data.id);
};
/** The voucher lines of a document as (account code, borç, alacak), in order. */
const voucherOf = (table: string, id: number) =>
  rows(sql<Row>`select h.hesap_kodu, s.borc::text as borc, s.alacak::text as alacak
    from fis f join fis_satiri s on s.fisler_id = f.id join hesap_plani h on h.id = s.hesap_plani_id
    where f.kaynak_tablo = ${table} and f.kaynak_id = ${id} and f.department_id = ${dept} order by s.sira_no`);
const subAccount = async (table: string, id: number, prefix: string) =>
  String(
    (
      await rows(sql<Row>`select hesap_kodu from hesap_plani where department_id = ${dept}
        and kaynak_tablo = ${table} and kaynak_id = ${id} and hesap_kodu like ${`${prefix}.%`}`)
    )[0]?.hesap_kodu,
  );

beforeAll(async () => {
  t = await createTestContext();
  api = tablesApi(t, await t.login(DEMO_ADMIN));
  dept = await departmentOf(t, DEMO_ADMIN);
  cari = await firstId(
    sql<Row>`select id from cari_hesap where department_id = ${dept} and cari_tipi = 1 order by id limit 1`,
  );
  kasa = await firstId(
    sql<Row>`select id from kasa_karti where department_id = ${dept} and para_birimi_id = 1 order by id limit 1`,
  );
});
afterAll(() => t.close());

describe('cheques and notes', () => {
  it('a customer cheque of 500 posts 101 / 120; collected it moves to 102; a delete removes the voucher', async () => {
    const id = ok(
      await api.store('musteri_cek', {
        cari_hesap_id: cari,
        cek_numarasi: 'LP-500',
        islem_tarihi: '2026-10-05',
        vade_tarihi: '2026-12-05',
        sehirler_id: 34,
        tutar: '500',
        para_birimi_id: 1,
      }),
    );
    const customer = await subAccount('cari_hesap', cari, '120');
    expect(await voucherOf('musteri_cek', id)).toEqual([
      { hesap_kodu: '101', borc: '500.00', alacak: '0.00' },
      { hesap_kodu: customer, borc: '0.00', alacak: '500.00' },
    ]);
    // Tahsile Verildi: still in 101 (at the bank for collection).
    ok(await api.update('musteri_cek', id, { pozisyon_id: 2 }));
    expect((await voucherOf('musteri_cek', id)).map((l) => l.hesap_kodu)).toEqual(['101', customer]);
    // Tahsil Edildi: the voucher for the current position — the money in the bank, the portfolio leg netted out.
    ok(await api.update('musteri_cek', id, { pozisyon_id: 5 }));
    expect(await voucherOf('musteri_cek', id)).toEqual([
      { hesap_kodu: customer, borc: '0.00', alacak: '500.00' },
      { hesap_kodu: '102', borc: '500.00', alacak: '0.00' },
    ]);
    const vouchers = await rows(sql<Row>`select count(*)::int as n from fis where kaynak_tablo = 'musteri_cek'
      and kaynak_id = ${id}`);
    expect(vouchers[0].n).toBe(1);
    ok(await api.remove('musteri_cek', id));
    expect(await voucherOf('musteri_cek', id)).toEqual([]);
    // A restore posts it again, for the position it had.
    const archived = (await api.deleted('musteri_cek', { limit: 100 })).json.data.records.find(
      (r: Row) => Number(r.record_id) === id,
    );
    expect((await api.restore('musteri_cek', archived.id)).json.data.message).toBe('success');
    expect((await voucherOf('musteri_cek', id)).map((l) => l.hesap_kodu)).toEqual([customer, '102']);
  });

  it('a bounced customer cheque goes to 128; a company cheque posts 320 / 103 and, paid, 103 / 102', async () => {
    const bounced = ok(
      await api.store('musteri_cek', {
        cari_hesap_id: cari,
        cek_numarasi: 'LP-KRS',
        islem_tarihi: '2026-10-06',
        vade_tarihi: '2026-12-06',
        sehirler_id: 34,
        tutar: '750',
        para_birimi_id: 1,
      }),
    );
    ok(await api.update('musteri_cek', bounced, { pozisyon_id: 2 }));
    ok(await api.update('musteri_cek', bounced, { pozisyon_id: 7 }));
    expect((await voucherOf('musteri_cek', bounced)).map((l) => [l.hesap_kodu, l.borc, l.alacak])).toEqual([
      [await subAccount('cari_hesap', cari, '120'), '0.00', '750.00'],
      ['128', '750.00', '0.00'],
    ]);
    const supplier = await firstId(
      sql<Row>`select id from cari_hesap where department_id = ${dept} and cari_tipi in (2, 3) order by id limit 1`,
    );
    const given = ok(
      await api.store('firma_cek', {
        cari_hesap_id: supplier,
        cek_numarasi: 'FC-1',
        islem_tarihi: '2026-10-07',
        vade_tarihi: '2026-12-07',
        sehirler_id: 34,
        tutar: '1200',
        para_birimi_id: 1,
        döviz_kuru: '1',
      }),
    );
    const payable = await subAccount('cari_hesap', supplier, '320');
    expect(await voucherOf('firma_cek', given)).toEqual([
      { hesap_kodu: payable, borc: '1200.00', alacak: '0.00' },
      { hesap_kodu: '103', borc: '0.00', alacak: '1200.00' },
    ]);
    ok(await api.update('firma_cek', given, { pozisyon_id: 6 }));
    expect(await voucherOf('firma_cek', given)).toEqual([
      { hesap_kodu: payable, borc: '1200.00', alacak: '0.00' },
      { hesap_kodu: '102', borc: '0.00', alacak: '1200.00' },
    ]);
  });
});

describe('personnel payments and depreciation', () => {
  it('a salary paid from the cash box posts 335 / 100.01.x; an advance posts 196', async () => {
    const person = ok(
      await api.store('personel_kartlari', { personel_adi: 'Deniz', personel_soyadi: 'Kaya' }),
    );
    const id = ok(
      await api.store('personel_odeme', {
        personel_kartlari_id: person,
        islem_tarihi: '2026-10-31',
        tutar: '28500.5',
        para_birimi_id: 1,
        kasa_banka: '1',
        kasa_karti_id: kasa,
      }),
    );
    const cash = await subAccount('kasa_karti', kasa, '100');
    expect(await voucherOf('personel_odeme', id)).toEqual([
      { hesap_kodu: '335', borc: '28500.50', alacak: '0.00' },
      { hesap_kodu: cash, borc: '0.00', alacak: '28500.50' },
    ]);
    ok(await api.update('personel_odeme', id, { odeme_turu_id: 2 }));
    expect((await voucherOf('personel_odeme', id)).map((l) => l.hesap_kodu)).toEqual(['196', cash]);
  });

  it('a depreciation run posts 770 / 257 on 31 December of its year', async () => {
    const card = ok(
      await api.store('sabit_kiymet_kartlari', {
        sabit_kiymet_adi: 'Forklift',
        alis_tarihi: '2024-03-01',
        alis_bedeli: '100000',
        faydali_omur: 5,
        normal_amortisman_oran: '20',
        amortisman_yontemi_id: 1,
      }),
    );
    const id = ok(await api.store('amortisman_hesaplari', { sabit_kiymet_karti_id: card, yil: 2026 }));
    const amount = String(
      (
        await rows(sql<Row>`select donem_amortismani::text as a from amortisman_hesaplari where id = ${id}`)
      )[0].a,
    );
    expect(Number(amount)).toBeGreaterThan(0);
    expect(await voucherOf('amortisman_hesaplari', id)).toEqual([
      { hesap_kodu: '770', borc: amount, alacak: '0.00' },
      { hesap_kodu: '257', borc: '0.00', alacak: amount },
    ]);
    const date = await rows(sql<Row>`select to_char(fis_tarihi, 'YYYY-MM-DD') as d from fis
      where kaynak_tablo = 'amortisman_hesaplari' and kaynak_id = ${id}`);
    expect(date[0].d).toBe('2026-12-31');
  });

  it('a depreciation run posts on 31 December: refused when that day is closed, not for a year closed in part', async () => {
    const card = ok(
      await api.store('sabit_kiymet_kartlari', {
        sabit_kiymet_adi: 'Kompresör',
        alis_tarihi: '2023-01-10',
        alis_bedeli: '50000',
        faydali_omur: 5,
        normal_amortisman_oran: '20',
        amortisman_yontemi_id: 1,
      }),
    );
    const closed = ok(
      await api.store('donem_kapanislari', { kapanis_tarihi: '2026-03-31', description: 'Q1' }),
    );
    const refused = await api.store('amortisman_hesaplari', { sabit_kiymet_karti_id: card, yil: 2025 });
    expect(refused.json.data.errors?.yil).toEqual([
      '31.03.2026 tarihine kadar olan dönem kapatılmıştır; bu döneme ait kayıt eklenemez, değiştirilemez ve silinemez.',
    ]);
    // 2026 is closed up to 31 March only: its run posts on 31.12.2026, in the open period.
    const later = ok(await api.store('amortisman_hesaplari', { sabit_kiymet_karti_id: card, yil: 2026 }));
    expect((await voucherOf('amortisman_hesaplari', later)).map((l) => l.hesap_kodu)).toEqual(['770', '257']);
    ok(await api.remove('donem_kapanislari', closed));
  });

  it('the demo papers, payments and depreciation runs have their vouchers, and every mizan balances', async () => {
    const posted = await rows(sql<Row>`select distinct kaynak_tablo from fis where kaynak_tablo in
      ('musteri_cek', 'firma_cek', 'personel_odeme', 'amortisman_hesaplari')`);
    expect(posted.length).toBeGreaterThanOrEqual(2);
    const totals = await rows(sql<Row>`select department_id, sum(borc)::text as b, sum(alacak)::text as a
      from fis_satiri group by department_id`);
    for (const r of totals) expect(r.b).toBe(r.a);
  });
});
