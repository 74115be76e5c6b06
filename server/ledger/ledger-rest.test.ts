import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turkishToday } from '../auth/user-info.service';
import { demoCards, idWhere, invoiceHeader, threeLines } from '../documents/document.test-kit';
import { LocalIntegrator } from '../edocs/integrator';
import { sendInvoice } from '../edocs/send.service';
import { OutboxWorker } from '../jobs/outbox.worker';
import { mizan } from './reports';
import { DEMO_ADMIN, departmentOf, ORNEK_USER, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';

// Issue 14, the rest (docs/ledger.md): a cheque collected by a bank transfer credits the customer once; fixed-asset
// movements post (purchase, sale with gain or loss, scrapping) and repost; e-documents post when sent, not as drafts,
// and a rejected commercial invoice's voucher goes. Over HTTP as Demo Ticaret's admin.

type Row = Record<string, any>;

let t: TestContext;
let api: ReturnType<typeof tablesApi>;
let dept: number;
let cari: number;
let banka: number;

const rows = async (q: ReturnType<typeof sql<Row>>) => (await q.execute(t.database.db)).rows;
const ok = (r: { json: { data: { message?: string; id?: unknown } } }) => {
  expect(r.json.data.message, JSON.stringify(r.json)).toBe('success');
  return Number(r.json.data.id);
};
/** The voucher lines of a document as [account code, borç, alacak], in order. */
const voucherOf = async (table: string, id: number) =>
  (
    await rows(sql<Row>`select h.hesap_kodu, s.borc::text as borc, s.alacak::text as alacak
    from fis f join fis_satiri s on s.fisler_id = f.id join hesap_plani h on h.id = s.hesap_plani_id
    where f.kaynak_tablo = ${table} and f.kaynak_id = ${id} and f.department_id = ${dept} order by s.sira_no`)
  ).map((l) => [l.hesap_kodu, l.borc, l.alacak]);
/** Net balance (borç − alacak) of an account code and its sub-accounts over the company's lines. */
const balance = async (code: string) =>
  String(
    (
      await rows(sql<Row>`select coalesce(sum(s.borc - s.alacak), 0)::numeric(18, 2)::text as b
      from fis_satiri s join hesap_plani h on h.id = s.hesap_plani_id
      where s.department_id = ${dept} and (h.hesap_kodu = ${code} or h.hesap_kodu like ${`${code}.%`})`)
    )[0].b,
  );
const subAccount = async (table: string, id: number, prefix: string) =>
  String(
    (
      await rows(sql<Row>`select hesap_kodu from hesap_plani where department_id = ${dept}
        and kaynak_tablo = ${table} and kaynak_id = ${id} and hesap_kodu like ${`${prefix}.%`}`)
    )[0]?.hesap_kodu,
  );
const balanced = async () => {
  const r = await rows(sql<Row>`select sum(borc)::text as b, sum(alacak)::text as a from fis_satiri
    where department_id = ${dept}`);
  expect(r[0].b).toBe(r[0].a);
};

beforeAll(async () => {
  t = await createTestContext();
  api = tablesApi(t, await t.login(DEMO_ADMIN));
  dept = await departmentOf(t, DEMO_ADMIN);
  cari = Number(
    (
      await rows(
        sql<Row>`select id from cari_hesap where department_id = ${dept} and cari_tipi = 1 order by id limit 1`,
      )
    )[0].id,
  );
  banka = Number(
    (
      await rows(
        sql<Row>`select id from banka_karti where department_id = ${dept} and para_birimi_id = 1 order by id limit 1`,
      )
    )[0].id,
  );
});
afterAll(() => t.close());

describe('a cheque collected by a bank transfer', () => {
  const transfer = (cheque: number, tutar: string): Row => ({
    banka_karti2_id: banka,
    islem_tipi_id: 4,
    cari_hesap_id: cari,
    tip_id: 2,
    musteri_cek_id: cheque,
    islem_tarihi: '2026-10-20',
    para_birimi_id: 1,
    döviz_kuru: '1',
    kdv_id: 5,
    kdv_dahil_buton: '1',
    tutar,
  });

  it('credits the customer once: the transfer posts 102.01.x / 101, the cheque keeps 101 / 120.01.x', async () => {
    const customer = await subAccount('cari_hesap', cari, '120');
    const bank = await subAccount('banka_karti', banka, '102');
    const before = {
      customer: await balance(customer),
      b101: await balance('101'),
      bank: await balance(bank),
    };
    const cheque = ok(
      await api.store('musteri_cek', {
        cari_hesap_id: cari,
        cek_numarasi: 'HV-800',
        islem_tarihi: '2026-10-05',
        vade_tarihi: '2026-10-20',
        sehirler_id: 34,
        tutar: '800',
        para_birimi_id: 1,
      }),
    );
    const paid = ok(await api.store('banka_gelen_havale_islemi', transfer(cheque, '800')));
    // The payments trigger moved the cheque to Tahsil Edildi.
    expect(
      Number((await rows(sql<Row>`select pozisyon_id from musteri_cek where id = ${cheque}`))[0].pozisyon_id),
    ).toBe(5);
    expect(await voucherOf('musteri_cek', cheque)).toEqual([
      ['101', '800.00', '0.00'],
      [customer, '0.00', '800.00'],
    ]);
    expect(await voucherOf('banka_gelen_havale_islemi', paid)).toEqual([
      [bank, '800.00', '0.00'],
      ['101', '0.00', '800.00'],
    ]);
    // The customer −800 once, the portfolio back where it was, the bank +800 once.
    expect(Number(await balance(customer)) - Number(before.customer)).toBe(-800);
    expect(await balance('101')).toBe(before.b101);
    expect(Number(await balance(bank)) - Number(before.bank)).toBe(800);
    await balanced();

    // Deleting the transfer: the cheque is back in the portfolio (the trigger), its voucher 101 / 120 as before.
    ok(await api.remove('banka_gelen_havale_islemi', paid));
    expect(await voucherOf('banka_gelen_havale_islemi', paid)).toEqual([]);
    expect(
      Number((await rows(sql<Row>`select pozisyon_id from musteri_cek where id = ${cheque}`))[0].pozisyon_id),
    ).toBe(1);
    expect(await voucherOf('musteri_cek', cheque)).toEqual([
      ['101', '800.00', '0.00'],
      [customer, '0.00', '800.00'],
    ]);
    expect(Number(await balance('101')) - Number(before.b101)).toBe(800);
    expect(await balance(bank)).toBe(before.bank);
  });

  it('a partial transfer leaves the rest in 101; a cheque moved to Tahsil Edildi by hand still posts 102 / 120', async () => {
    const b101 = await balance('101');
    const cheque = ok(
      await api.store('musteri_cek', {
        cari_hesap_id: cari,
        cek_numarasi: 'HV-1000',
        islem_tarihi: '2026-10-06',
        vade_tarihi: '2026-10-21',
        sehirler_id: 34,
        tutar: '1000',
        para_birimi_id: 1,
      }),
    );
    ok(await api.store('banka_gelen_havale_islemi', transfer(cheque, '400')));
    expect(Number(await balance('101')) - Number(b101)).toBe(600);
    await balanced();

    const byHand = ok(
      await api.store('musteri_cek', {
        cari_hesap_id: cari,
        cek_numarasi: 'HV-EL',
        islem_tarihi: '2026-10-07',
        vade_tarihi: '2026-10-22',
        sehirler_id: 34,
        tutar: '300',
        para_birimi_id: 1,
      }),
    );
    ok(await api.update('musteri_cek', byHand, { pozisyon_id: 2 }));
    ok(await api.update('musteri_cek', byHand, { pozisyon_id: 5 }));
    expect((await voucherOf('musteri_cek', byHand)).map((l) => l[0])).toEqual([
      await subAccount('cari_hesap', cari, '120'),
      '102',
    ]);
  });
});

describe('fixed-asset movements', () => {
  let card: number;
  beforeAll(async () => {
    card = ok(
      await api.store('sabit_kiymet_kartlari', {
        sabit_kiymet_adi: 'Kamyonet',
        alis_tarihi: '2024-02-01',
        alis_bedeli: '100000',
        faydali_omur: 5,
        normal_amortisman_oran: '20',
        amortisman_yontemi_id: 1,
      }),
    );
  });

  it('a purchase from a supplier posts 255 / 320.01.x and reposts on update; without a supplier it posts nothing', async () => {
    const supplier = Number(
      (
        await rows(sql<Row>`select id from cari_hesap where department_id = ${dept} and cari_tipi in (2, 3)
          order by id limit 1`)
      )[0].id,
    );
    const payable = await subAccount('cari_hesap', supplier, '320');
    const id = ok(
      await api.store('sabit_kiymet_hareketleri', {
        sabit_kiymet_karti_id: card,
        hareket_turu_id: 1,
        belge_tarihi: '2026-02-01',
        belge_no: 'SK-ALIS-1',
        cari_hesap_id: supplier,
        tutar: '100000',
        para_birimi_id: 1,
      }),
    );
    expect(await voucherOf('sabit_kiymet_hareketleri', id)).toEqual([
      ['255', '100000.00', '0.00'],
      [payable, '0.00', '100000.00'],
    ]);
    ok(await api.update('sabit_kiymet_hareketleri', id, { tutar: '90000' }));
    expect(await voucherOf('sabit_kiymet_hareketleri', id)).toEqual([
      ['255', '90000.00', '0.00'],
      [payable, '0.00', '90000.00'],
    ]);
    const n =
      await rows(sql<Row>`select count(*)::int as n from fis where kaynak_tablo = 'sabit_kiymet_hareketleri'
      and kaynak_id = ${id}`);
    expect(n[0].n).toBe(1);
    ok(await api.remove('sabit_kiymet_hareketleri', id));
    expect(await voucherOf('sabit_kiymet_hareketleri', id)).toEqual([]);

    const register = ok(
      await api.store('sabit_kiymet_hareketleri', {
        sabit_kiymet_karti_id: card,
        hareket_turu_id: 1,
        belge_tarihi: '2026-02-01',
        tutar: '100000',
        para_birimi_id: 1,
      }),
    );
    expect(await voucherOf('sabit_kiymet_hareketleri', register)).toEqual([]);
  });

  it('a sale takes out the cost (255) and the depreciation (257) and books the gain on 679 or the loss on 689', async () => {
    // Two years of 20 % straight-line depreciation: 40.000 in 257.
    const y1 = ok(await api.store('amortisman_hesaplari', { sabit_kiymet_karti_id: card, yil: 2024 }));
    ok(await api.store('amortisman_hesaplari', { sabit_kiymet_karti_id: card, yil: 2025 }));
    const accumulated = String(
      (
        await rows(sql<Row>`select sum(donem_amortismani)::numeric(18, 2)::text as a from amortisman_hesaplari
          where sabit_kiymet_karti_id = ${card}`)
      )[0].a,
    );
    const book = 100000 - Number(accumulated);
    const customer = await subAccount('cari_hesap', cari, '120');
    const sale = ok(
      await api.store('sabit_kiymet_hareketleri', {
        sabit_kiymet_karti_id: card,
        hareket_turu_id: 2,
        belge_tarihi: '2026-06-30',
        belge_no: 'SK-SATIS-1',
        cari_hesap_id: cari,
        tutar: String(book + 5000),
        para_birimi_id: 1,
      }),
    );
    const money = (v: number) => v.toFixed(2);
    expect(await voucherOf('sabit_kiymet_hareketleri', sale)).toEqual([
      [customer, money(book + 5000), '0.00'],
      ['257', accumulated, '0.00'],
      ['255', '0.00', '100000.00'],
      ['679', '0.00', '5000.00'],
    ]);
    // Sold below its book value: a loss on 689.
    ok(await api.update('sabit_kiymet_hareketleri', sale, { tutar: String(book - 2500) }));
    expect(await voucherOf('sabit_kiymet_hareketleri', sale)).toEqual([
      [customer, money(book - 2500), '0.00'],
      ['257', accumulated, '0.00'],
      ['255', '0.00', '100000.00'],
      ['689', '2500.00', '0.00'],
    ]);
    // A depreciation run deleted: the sale's voucher follows (less in 257, a bigger loss).
    const first = String(
      (
        await rows(sql<Row>`select donem_amortismani::text as a from amortisman_hesaplari where id = ${y1}`)
      )[0].a,
    );
    ok(await api.remove('amortisman_hesaplari', y1));
    const lines = await voucherOf('sabit_kiymet_hareketleri', sale);
    expect(lines[1]).toEqual(['257', money(Number(accumulated) - Number(first)), '0.00']);
    expect(lines[3]).toEqual(['689', money(2500 + Number(first)), '0.00']);
    await balanced();
  });

  it('a scrapping posts the remaining book value as a loss; a revaluation posts nothing', async () => {
    const scrap = ok(
      await api.store('sabit_kiymet_hareketleri', {
        sabit_kiymet_karti_id: card,
        hareket_turu_id: 3,
        belge_tarihi: '2026-07-31',
        tutar: '0',
        para_birimi_id: 1,
      }),
    );
    const lines = await voucherOf('sabit_kiymet_hareketleri', scrap);
    expect(lines.map((l) => l[0])).toEqual(['257', '255', '689']);
    expect(Number(lines[0][1]) + Number(lines[2][1])).toBe(100000);
    const reval = ok(
      await api.store('sabit_kiymet_hareketleri', {
        sabit_kiymet_karti_id: card,
        hareket_turu_id: 4,
        belge_tarihi: '2026-12-31',
        tutar: '12000',
        para_birimi_id: 1,
      }),
    );
    expect(await voucherOf('sabit_kiymet_hareketleri', reval)).toEqual([]);
  });
});

describe('a fixed asset sold on a sales invoice', () => {
  it('takes the price out of 600 (the invoice owes it on 120 / 600 / 391): the customer is debited once', async () => {
    const cards = await demoCards(t, dept);
    const card = ok(
      await api.store('sabit_kiymet_kartlari', {
        sabit_kiymet_adi: 'Forklift (satılık)',
        alis_tarihi: '2025-01-10',
        alis_bedeli: '20000',
        faydali_omur: 5,
        normal_amortisman_oran: '20',
        amortisman_yontemi_id: 1,
      }),
    );
    const number = 'SKS2026000000001';
    const invoice = ok(
      await api.store(
        'satis_fatura',
        invoiceHeader(cards, number, {
          fatura_tarihi: '2026-08-01',
          mal_hizmet_json: JSON.stringify(threeLines(cards).slice(0, 1)),
        }),
      ),
    );
    const customer = await subAccount('cari_hesap', cards.cari, '120');
    const owed = (await voucherOf('satis_fatura', invoice)).find((l) => l[0] === customer)!;
    const before = await balance(customer);
    const sale = ok(
      await api.store('sabit_kiymet_hareketleri', {
        sabit_kiymet_karti_id: card,
        hareket_turu_id: 2,
        belge_tarihi: '2026-08-01',
        belge_no: number,
        cari_hesap_id: cards.cari,
        tutar: '21000',
        para_birimi_id: 1,
      }),
    );
    // No depreciation run: book value 20.000, price 21.000 → 1.000 gain.
    expect(await voucherOf('sabit_kiymet_hareketleri', sale)).toEqual([
      ['600', '21000.00', '0.00'],
      ['255', '0.00', '20000.00'],
      ['679', '0.00', '1000.00'],
    ]);
    expect(await balance(customer)).toBe(before);
    expect(Number(owed[1])).toBeGreaterThan(0);
    await balanced();
  });
});

describe('e-documents', () => {
  const ORNEK_VKN = '6482053170';
  let customer: Row;
  let prefix: number;
  let cards: Awaited<ReturnType<typeof demoCards>>;
  let today: string;

  beforeAll(async () => {
    cards = await demoCards(t, dept);
    customer = (
      await rows(sql<Row>`select c.vergi_daireleri_id, a.id as adres_id, a.ulkeler_id, a.sehirler_id, a.ilceler_id,
        a.mahalle_adi, a.sokak_adi, a.bina_no, a.posta_kodu
      from cari_hesap c join adres a on a.cari_hesap_id = c.id
      where c.id = ${cards.cari} order by a.varsayilan desc, a.id limit 1`)
    )[0];
    prefix = await idWhere(
      t,
      sql<{ id: number }>`select id from fatura_on_ekleri where department_id = ${dept} and on_ek_yeri_id = 1
        order by varsayilan desc, id limit 1`,
    );
    today = turkishToday(new Date());
  });

  const draft = async () =>
    ok(
      await api.store('e_fatura', {
        cari_hesap_id: cards.cari,
        adres_id: customer.adres_id,
        tc: ORNEK_VKN,
        unvan: 'Örnek Gıda Ltd. Şti.',
        vergi_daireleri_id: customer.vergi_daireleri_id,
        ulkeler_id: customer.ulkeler_id,
        sehirler_id: customer.sehirler_id,
        ilceler_id: customer.ilceler_id,
        mahalle_adi: customer.mahalle_adi,
        sokak_adi: customer.sokak_adi,
        bina_no: customer.bina_no,
        posta_kodu: customer.posta_kodu,
        fatura_on_eki_id: prefix,
        fatura_senaryo_id: 2,
        fatura_tipi_id: 3,
        fatura_tarihi: today,
        para_birimi_id: 1,
        döviz_kuru: '1',
        mal_hizmet_json: JSON.stringify(threeLines(cards).slice(0, 1)),
      }),
    );
  const send = (id: number) =>
    sendInvoice({
      db: t.database.db,
      integrator: new LocalIntegrator(t.database.db),
      table: 'e_fatura',
      id,
      departmentId: dept,
      userId: 1,
      validate: false,
    });

  it('a draft posts nothing; sent, it posts 120.01.x / 600 / 391 like a sales invoice; RED removes it', async () => {
    const id = await draft();
    expect(await voucherOf('e_fatura', id)).toEqual([]);
    const sent = await send(id);
    // Exactly the voucher of a sales invoice with the same customer and line (the sales rules, one poster).
    const twin = ok(
      await api.store(
        'satis_fatura',
        invoiceHeader(cards, `TWN${today.slice(0, 4)}000000001`, {
          fatura_tarihi: today,
          mal_hizmet_json: JSON.stringify(threeLines(cards).slice(0, 1)),
        }),
      ),
    );
    const lines = await voucherOf('e_fatura', id);
    expect(lines).toEqual(await voucherOf('satis_fatura', twin));
    expect(lines.map((l) => l[0])).toEqual([
      await subAccount('cari_hesap', cards.cari, '120'),
      // Issue 24: a discount is 611 Satış İskontoları (the gross sale stays in 600).
      '611',
      '600',
      '391',
    ]);
    const inv = (
      await rows(sql<Row>`select dovizli_tutar::numeric(18, 2)::text as total, hesaplanan_kdv::numeric(18, 2)::text
        as kdv from e_fatura where id = ${id}`)
    )[0];
    expect([lines[0][1], lines[3][2]]).toEqual([inv.total, inv.kdv]);
    const f = await rows(sql<Row>`select fis_no, description from fis where kaynak_tablo = 'e_fatura'
      and kaynak_id = ${id}`);
    expect(f).toHaveLength(1);
    const name = (await rows(sql<Row>`select cari_hesap_adi from cari_hesap where id = ${cards.cari}`))[0];
    expect(f[0].description).toBe(`${name.cari_hesap_adi} – ${sent.number} e-Fatura`);
    await balanced();

    // The receiver (Örnek Gıda, on this server) rejects the commercial invoice: void, its voucher goes.
    await new OutboxWorker({ db: t.database.db, integrator: new LocalIntegrator(t.database.db) }).drain();
    const red = await t.post(`/${await t.login(ORNEK_USER)}/tables/e_fatura/inbox/answerInvoice`, {
      invoiceUUID: sent.ettn,
      responseCode: 'RED',
      responseExplanation: 'Sipariş iptal edildi.',
    });
    expect(red.json.data.message, JSON.stringify(red.json)).toBe('Fatura reddedildi.');
    expect(await voucherOf('e_fatura', id)).toEqual([]);
    await balanced();
  });

  it('sending an e-invoice dated in a closed period is refused and numbers nothing', async () => {
    const id = await draft();
    const closed = ok(await api.store('donem_kapanislari', { kapanis_tarihi: today, description: 'test' }));
    await expect(send(id)).rejects.toMatchObject({ message: 'fail.period.closed' });
    const row = (
      await rows(sql<Row>`select e_fatura_durumu_id, e_fatura_numarasi from e_fatura where id = ${id}`)
    )[0];
    expect([Number(row.e_fatura_durumu_id), row.e_fatura_numarasi]).toEqual([1, null]);
    expect(await voucherOf('e_fatura', id)).toEqual([]);
    ok(await api.remove('donem_kapanislari', closed));
  });
});

describe('issue 14, "Done when": the mizan balances for every demo company and every period', () => {
  it('each company: the years the vouchers span and each of their months — borç total = alacak total, openings too', async () => {
    const spans =
      await rows(sql<Row>`select department_id as id, min(extract(year from fis_tarihi))::int as a,
        max(extract(year from fis_tarihi))::int as b from fis group by department_id order by 1`);
    expect(spans.length).toBeGreaterThanOrEqual(2);
    let checked = 0;
    for (const co of spans)
      for (let year = Number(co.a); year <= Number(co.b); year++) {
        const period = { donem_baslangic_tarihi: `${year}-01-01`, donem_bitis_tarihi: `${year}-12-31` };
        const runs = [
          period,
          ...Array.from({ length: 12 }, (_, i) => ({ ...period, mizan_turu_id: 2, ay: i + 1 })),
        ];
        for (const params of runs) {
          const m = await mizan.run({ db: t.database.db, companyId: Number(co.id), params });
          expect(m.totals.acilis_borc, JSON.stringify({ co: co.id, params })).toBe(m.totals.acilis_alacak);
          expect(m.totals.donem_borc, JSON.stringify({ co: co.id, params })).toBe(m.totals.donem_alacak);
          expect(m.totals.bakiye_borc, JSON.stringify({ co: co.id, params })).toBe(m.totals.bakiye_alacak);
          checked++;
        }
      }
    expect(checked).toBeGreaterThanOrEqual(26);
  });
});
