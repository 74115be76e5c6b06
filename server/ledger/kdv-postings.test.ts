import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCards, invoiceHeader, type Cards } from '../documents/document.test-kit';
import { DEMO_ADMIN, departmentOf, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';

// Issue 24 "Done when": exact voucher lines, worked out by hand as an SMMM books them (Tekdüzen Hesap Planı, MSUGT;
// KDVK 29, 35; KDVGUT I/C-2.1 kısmi tevkifat), for documents keyed over HTTP as Demo Ticaret's admin: a sales return
// received, a purchase return issued, a 10 % line discount, a 5/10 withholding sale, a USD invoice collected at a
// typed rate above and below the invoice's (646, 656), the month-end KDV voucher and the next months starting from
// 190; an address-only edit keeps the voucher (id, fiş no). Dated in 2023, a year the demo data leaves empty.

type Row = Record<string, any>;

let t: TestContext;
let token: string;
let api: ReturnType<typeof tablesApi>;
let dept: number;
let c: Cards;
let supplier: number;
let bank: number;
let withholding50: number;
let seq = 0;
const no = (prefix = 'KDV') => `${prefix}2023${String(++seq).padStart(9, '0')}`;

const rows = async (q: ReturnType<typeof sql<Row>>) => (await q.execute(t.database.db)).rows;
const ok = (r: { json: any }) => {
  expect(r.json.data.message, JSON.stringify(r.json)).toBe('success');
  return Number(r.json.data.id);
};

/** The voucher of a document: [account code, borç, alacak] in order, and its header. */
const voucherOf = async (table: string, id: number) => {
  const lines =
    await rows(sql<Row>`select f.id as fis_id, f.fis_no, f.fis_turu_id, f.description, h.hesap_kodu,
      s.borc::text as borc, s.alacak::text as alacak, s.kdv_islem, s.kdv_matrahi::text as matrah,
      s.tevkifat_kodu, s.tevkifat_orani, s.para_birimi_id, s.doviz_tutari::text as doviz, s.doviz_kuru::text as kur
    from fis f join fis_satiri s on s.fisler_id = f.id join hesap_plani h on h.id = s.hesap_plani_id
    where f.kaynak_tablo = ${table} and f.kaynak_id = ${id} and f.department_id = ${dept} order by s.sira_no`);
  return { head: lines[0], all: lines, lines: lines.map((l) => [l.hesap_kodu, l.borc, l.alacak]) };
};
const sub = async (cari: number, prefix: string) =>
  String(
    (
      await rows(sql<Row>`select hesap_kodu from hesap_plani where department_id = ${dept}
        and kaynak_tablo = 'cari_hesap' and kaynak_id = ${cari} and hesap_kodu like ${`${prefix}.%`}`)
    )[0]?.hesap_kodu,
  );

/** A service line of `net` at %20 (the maintenance card), optionally discounted or withheld. */
const service = (net: string, extra: Row = {}): Row => ({
  mal_hizmet_turu_id: 2,
  hizmet_ve_masraf_kartlari_id: c.bakim,
  mal_hizmet: 'Yazıcı Bakım ve Onarım Hizmeti',
  miktar: '1',
  birim_id: 1,
  birim_fiyat: net,
  kdv_id: 9,
  ...extra,
});
/** A stock line: `qty` toners at `price`, %20. */
const toner = (qty: string, price: string, extra: Row = {}): Row => ({
  mal_hizmet_turu_id: 1,
  stok_kartlari_id: c.toner,
  depo_kartlari_id: c.depo,
  mal_hizmet: 'Lazer Yazıcı Toneri',
  miktar: qty,
  birim_id: 1,
  birim_fiyat: price,
  kdv_id: 9,
  kdv_dahil_buton: '0',
  ...extra,
});

async function invoice(table: string, date: string, lines: Row[], extra: Row = {}) {
  return ok(
    await api.store(table, {
      ...invoiceHeader(c, no(table === 'alis_fatura' ? 'ALS' : 'SAT'), {
        fatura_tarihi: date,
        fatura_tipi_id: 2,
      }),
      ...extra,
      mal_hizmet_json: JSON.stringify(lines),
    }),
  );
}

const mahsup = (donem: string, path = '') => t.post(`/${token}/ledger/kdv-mahsup${path}`, { donem });
const kdv1 = async (ay: string) =>
  (await t.post(`/${token}/reports/kdv1`, { params: { ay } })).json.data.summary as Record<string, string>;

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login(DEMO_ADMIN);
  api = tablesApi(t, token);
  dept = await departmentOf(t, DEMO_ADMIN);
  c = await demoCards(t, dept);
  supplier = Number(
    (
      await rows(
        sql<Row>`select id from cari_hesap where department_id = ${dept} and cari_hesap_adi = 'Anadolu Kırtasiye'`,
      )
    )[0].id,
  );
  bank = Number(
    (
      await rows(sql<Row>`select id from banka_karti where department_id = ${dept} and coalesce(para_birimi_id, 1) = 1
        order by id limit 1`)
    )[0].id,
  );
  withholding50 = Number(
    (await rows(sql<Row>`select id from tevkifat_kodlari where yuzde = 50 order by kod, id limit 1`))[0].id,
  );
  const before = await rows(sql<Row>`select count(*)::int as n from fis where department_id = ${dept}
    and fis_tarihi < '2023-06-01'`);
  expect(before[0].n).toBe(0);
});
afterAll(() => t.close());

describe('postings by kind and direction (exact voucher lines)', () => {
  it('a 10 % line discount: 120 1.080 / 611 100 against 600 1.000 (gross) and 391 180', async () => {
    // 10 × 100,00 = 1.000,00; −10 % = 100,00; net 900,00; KDV %20 180,00; payable 1.080,00.
    const id = await invoice('satis_fatura', '2023-03-03', [toner('10', '100', { iskonto_orani: '10' })]);
    const v = await voucherOf('satis_fatura', id);
    expect(v.lines).toEqual([
      [await sub(c.cari, '120'), '1080.00', '0.00'],
      ['611', '100.00', '0.00'],
      ['600', '0.00', '1000.00'],
      ['391', '0.00', '180.00'],
    ]);
    expect(v.all[3]).toMatchObject({ kdv_islem: 1, matrah: '900.00' });
    // The text names the party and the document (fiş type Mahsup).
    const number = (await rows(sql<Row>`select fatura_numarasi from satis_fatura where id = ${id}`))[0]
      .fatura_numarasi;
    expect(v.head).toMatchObject({
      description: `Ege Zeytincilik – ${number} satış faturası`,
      fis_turu_id: 1,
    });
  });

  it('a 5/10 withholding sale: 391 takes only the seller’s half, no 136', async () => {
    // 10.000,00 + KDV %20 2.000,00; the buyer withholds 5/10 = 1.000,00; payable 11.000,00.
    const id = await invoice(
      'satis_fatura',
      '2023-03-06',
      [
        service('10000', {
          diger_vergiler: [{ id: 19, oran: 5 }],
          tevkifat_kodlari_listesi_id: withholding50,
        }),
      ],
      { fatura_tipi_id: 3 },
    );
    const v = await voucherOf('satis_fatura', id);
    expect(v.lines).toEqual([
      [await sub(c.cari, '120'), '11000.00', '0.00'],
      ['600', '0.00', '10000.00'],
      ['391', '0.00', '1000.00'],
    ]);
    expect(v.all[2]).toMatchObject({ kdv_islem: 2, matrah: '10000.00', tevkifat_orani: '5/10' });
  });

  it('a return received (customer → us): 610 and 191 against the customer', async () => {
    // Ege Zeytincilik sends back 500,00 + %20 100,00 = 600,00 on its return invoice (keyed as a purchase, İade).
    const id = await invoice('alis_fatura', '2023-03-10', [service('500')], {
      fatura_tipi_id: 1,
      iade_fatura_numarasi: 'SAT2023000000001',
      iade_fatura_tarihi: '2023-03-03',
    });
    const v = await voucherOf('alis_fatura', id);
    expect(v.lines).toEqual([
      ['610', '500.00', '0.00'],
      ['191', '100.00', '0.00'],
      [await sub(c.cari, '120'), '0.00', '600.00'],
    ]);
    expect(v.all[1]).toMatchObject({ kdv_islem: 13, matrah: '500.00' });
    expect(v.head.description).toMatch(/satış iade faturası$/);
  });

  it('a return issued (us → supplier): the supplier against 153 and 391', async () => {
    // Two toners back to Anadolu Kırtasiye: 2 × 400,00 = 800,00 + %20 160,00 = 960,00.
    const id = await invoice('satis_fatura', '2023-03-12', [toner('2', '400')], {
      cari_hesap_id: supplier,
      fatura_tipi_id: 1,
      iade_fatura_numarasi: 'AKT2023000000009',
      iade_fatura_tarihi: '2023-03-01',
    });
    const v = await voucherOf('satis_fatura', id);
    expect(v.lines).toEqual([
      [await sub(supplier, '320'), '960.00', '0.00'],
      ['153', '0.00', '800.00'],
      ['391', '0.00', '160.00'],
    ]);
    expect(v.all[2]).toMatchObject({ kdv_islem: 3, matrah: '800.00' });
  });

  it('a USD invoice collected at a higher typed rate: 102 at the bank’s rate, 120 as booked, 646 the gain', async () => {
    // 1.000,00 USD + %20 = 1.200,00 USD at 30,0000 → 36.000,00 TL.
    const inv = await invoice('satis_fatura', '2023-03-15', [service('1000')], {
      para_birimi_id: 2,
      döviz_kuru: '30.0000',
    });
    const sale = await voucherOf('satis_fatura', inv);
    expect(sale.lines).toEqual([
      [await sub(c.cari, '120'), '36000.00', '0.00'],
      ['600', '0.00', '30000.00'],
      ['391', '0.00', '6000.00'],
    ]);
    // The customer line keeps the dollars and the rate (dövizli muavin).
    expect(sale.all[0]).toMatchObject({ para_birimi_id: 2, doviz: '1200.000', kur: '30.000000' });
    // The bank credits 1.200 USD at 32,5000 = 39.000,00 TL: the typed rate is kept.
    const pay = ok(
      await api.store('banka_gelen_havale_islemi', {
        banka_karti2_id: bank,
        islem_tipi_id: '4',
        islem_tarihi: '2023-03-20',
        tip_id: '1',
        cari_hesap_id: c.cari,
        satis_fatura_id: inv,
        para_birimi_id: 2,
        döviz_kuru: '32.5000',
        tutar: '1200',
      }),
    );
    const stored = (
      await rows(sql<Row>`select "döviz_kuru"::text as kur, dovizli_tutar::text as tl, kur_farki::text as fark
        from banka_gelen_havale_islemi where id = ${pay}`)
    )[0];
    expect(stored).toEqual({ kur: '32.5000', tl: '39000.000', fark: '3000.00' });
    const v = await voucherOf('banka_gelen_havale_islemi', pay);
    expect(v.lines).toEqual([
      [
        (
          await rows(sql<Row>`select hesap_kodu from hesap_plani where kaynak_tablo = 'banka_karti'
        and kaynak_id = ${bank}`)
        )[0].hesap_kodu,
        '39000.00',
        '0.00',
      ],
      [await sub(c.cari, '120'), '0.00', '36000.00'],
      ['646', '0.00', '3000.00'],
    ]);
    expect(v.all[0]).toMatchObject({ para_birimi_id: 2, doviz: '1200.000', kur: '32.500000' });
    expect(v.all[1]).toMatchObject({ para_birimi_id: 2, doviz: '1200.000', kur: '30.000000' });
  });

  it('the same kind of invoice collected below its rate: 656 the loss', async () => {
    // 100,00 USD + %20 = 120,00 USD at 30,0000 → 3.600,00 TL; collected at 29,0000 → 3.480,00; loss 120,00.
    const inv = await invoice('satis_fatura', '2023-03-16', [service('100')], {
      para_birimi_id: 2,
      döviz_kuru: '30.0000',
    });
    const pay = ok(
      await api.store('banka_gelen_havale_islemi', {
        banka_karti2_id: bank,
        islem_tipi_id: '4',
        islem_tarihi: '2023-03-21',
        tip_id: '1',
        cari_hesap_id: c.cari,
        satis_fatura_id: inv,
        para_birimi_id: 2,
        döviz_kuru: '29.0000',
        tutar: '120',
      }),
    );
    const v = await voucherOf('banka_gelen_havale_islemi', pay);
    expect(v.lines.map((l) => [l[0].slice(0, 3), l[1], l[2]])).toEqual([
      ['102', '3480.00', '0.00'],
      ['656', '120.00', '0.00'],
      ['120', '0.00', '3600.00'],
    ]);
    // The customer's sub-account of both invoices ends at 0 (the exchange differences are not left on it).
    const left = await rows(sql<Row>`select coalesce(sum(s.borc - s.alacak), 0)::text as b from fis_satiri s
      join hesap_plani h on h.id = s.hesap_plani_id
      where s.department_id = ${dept} and h.hesap_kodu = ${await sub(c.cari, '120')} and s.para_birimi_id = 2
        and s.fis_tarihi between '2023-03-15' and '2023-03-21'`);
    expect(left[0].b).toBe('0.00');
  });

  it('an address-only edit of an invoice keeps its voucher (id, fiş no, yevmiye no)', async () => {
    const id = await invoice('satis_fatura', '2023-03-25', [toner('1', '100')]);
    const before =
      await rows(sql<Row>`select id, fis_no, yevmiye_no from fis where kaynak_tablo = 'satis_fatura'
      and kaynak_id = ${id}`);
    ok(await api.update('satis_fatura', id, { mahalle_adi: 'Yeni Mahalle', sokak_adi: 'Başka Sokak' }));
    const after =
      await rows(sql<Row>`select id, fis_no, yevmiye_no from fis where kaynak_tablo = 'satis_fatura'
      and kaynak_id = ${id}`);
    expect(after).toEqual(before);
    // A change of its amount rewrites the voucher in place: the same id and number while the date stays.
    ok(
      await api.update('satis_fatura', id, {
        mal_hizmet_json: JSON.stringify([toner('2', '100')]),
      }),
    );
    const changed = await rows(sql<Row>`select f.id, f.fis_no, f.yevmiye_no, f.borc_toplami::text as borc
      from fis f where kaynak_tablo = 'satis_fatura' and kaynak_id = ${id}`);
    expect(changed).toEqual([{ ...before[0], borc: '240.00' }]);
  });
});

describe('the KDV Mahsup Fişi and the next months from 190', () => {
  it('March: 391 7.980 against 191 100 and 360 7.880 — KDV 1 says the same; running it again replaces it in place', async () => {
    // March 2023 by hand: 391 = 180 (the discount sale) + 1.000 (the withholding sale's half) + 160 (the return
    // issued) + 6.000 + 600 (the two USD sales at 30,0000) + 40 (the edited invoice: 2 × 100,00 × %20) = 7.980,00;
    // 191 = 100 (the return received). Payable 7.880,00.
    const summary = await kdv1('2023-03');
    expect(summary).toMatchObject({ hesaplanan: '7980.00', indirimler: '100.00', odenecek: '7880.00' });
    const preview = await mahsup('2023-03', '/preview');
    expect(preview.json.data.lines.map((l: Row) => [l.hesap_kodu, l.borc, l.alacak])).toEqual([
      ['391', '7980.00', '0.00'],
      ['191', '0.00', '100.00'],
      ['360', '0.00', '7880.00'],
    ]);
    expect(preview.json.data.posted).toBeNull();
    const first = await mahsup('2023-03');
    expect(first.json.data.posted).toMatchObject({ guncel: true });
    const fis = first.json.data.posted;
    // Again: the same voucher (id and number).
    const again = await mahsup('2023-03');
    expect(again.json.data.posted).toMatchObject({ fis_id: fis.fis_id, fis_no: fis.fis_no });
    const v = await rows(sql<Row>`select count(*)::int as n, min(fis_turu_id) as tur, min(description) as text
      from fis where kaynak_tablo = 'kdv_mahsup' and department_id = ${dept}`);
    expect(v[0]).toEqual({ n: 1, tur: 1, text: 'KDV Mahsup Fişi – Mart 2023' });
  });

  it('April carries forward to 190; May starts from it; a closed period refuses the voucher', async () => {
    // April: a purchase of 1.000,00 + %20 → 191 200,00, nothing calculated: devreden 200,00 (March was payable).
    await invoice('alis_fatura', '2023-04-05', [toner('10', '100')], {
      cari_hesap_id: supplier,
      fatura_tipi_id: 2,
    });
    expect(await kdv1('2023-04')).toMatchObject({
      devreden: '0.00',
      indirimler: '200.00',
      sonraki_devreden: '200.00',
    });
    const april = await mahsup('2023-04');
    expect(april.json.data.lines.map((l: Row) => [l.hesap_kodu, l.borc, l.alacak])).toEqual([
      ['190', '200.00', '0.00'],
      ['191', '0.00', '200.00'],
    ]);
    // May: a sale of 100,00 + %20 → 20,00 calculated; the 200,00 in 190 is May's "Önceki Dönemden Devreden".
    await invoice('satis_fatura', '2023-05-08', [toner('1', '100')]);
    expect(await kdv1('2023-05')).toMatchObject({
      hesaplanan: '20.00',
      devreden: '200.00',
      odenecek: '0.00',
      sonraki_devreden: '180.00',
    });
    const may = await mahsup('2023-05', '/preview');
    expect(may.json.data.lines.map((l: Row) => [l.hesap_kodu, l.borc, l.alacak])).toEqual([
      ['391', '20.00', '0.00'],
      ['190', '180.00', '0.00'],
      ['190', '0.00', '200.00'],
    ]);
    // The books closed up to 31.05.2023: May's voucher is refused, with the period close's Turkish text.
    ok(await api.store('donem_kapanislari', { kapanis_tarihi: '2023-05-31', aciklama: 'Mayıs kapandı' }));
    const refused = await mahsup('2023-05');
    expect([refused.status, refused.json.data.message]).toEqual([400, 'fail.period.closed']);
    expect(refused.json.data.explanation).toBe(
      '31.05.2023 tarihine kadar olan dönem kapatılmıştır; bu döneme ait kayıt eklenemez, değiştirilemez ve silinemez.',
    );
    expect((await mahsup('2023-05', '/preview')).json.data.kapali).toBe(true);
    const bad = await mahsup('2023-13');
    expect([bad.status, bad.json.data.errors]).toEqual([
      400,
      { donem: ['Ay YYYY-AA biçiminde geçerli bir ay olmalıdır.'] },
    ]);
  });
});
