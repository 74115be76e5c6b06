import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCards, type Cards } from '../documents/document.test-kit';
import { DEMO_ADMIN, departmentOf, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';

// Payments in another currency (issue 12 item 5, docs/currencies.md, migration 202611280710): a foreign invoice is
// paid in its own currency at the payment day's rate; its remaining amount is in its currency and goes to exactly 0;
// the exchange difference (kur farkı) is stored on the payment, counted in the customer balance and listed in the
// statement, so the TL balance of a paid foreign invoice ends at 0. PGlite by default, PostgreSQL with
// TEST_DATABASE_URL.

type Row = Record<string, unknown>;

let t: TestContext;
let api: ReturnType<typeof tablesApi>;
let dept: number;
let c: Cards;
let kasa: number;
let banka: number;

const one = async (q: ReturnType<typeof sql<Row>>) => (await q.execute(t.database.db)).rows[0];
const state = async (table: string, id: number) =>
  (await one(sql<Row>`select kalan_odeme_tutari::text as kalan, tahsilat_tamamlandi as tamam
    from ${sql.table(table)} where id = ${id}`))!;
const customerBalance = async (id: number) =>
  String((await one(sql<Row>`select bakiye::text as b from cari_hesap where id = ${id}`))!.b);
const setRate = (para: number, day: string, rate: string) =>
  sql`update doviz_kurlari set satis = ${rate}::numeric where para_birimi_id = ${para} and tarih = ${day}::date`.execute(
    t.database.db,
  );

beforeAll(async () => {
  t = await createTestContext();
  const token = await t.login(DEMO_ADMIN);
  api = tablesApi(t, token);
  dept = await departmentOf(t, DEMO_ADMIN);
  c = await demoCards(t, dept);
  kasa = Number(
    (await one(sql<Row>`select id from kasa_karti where department_id = ${dept} and para_birimi_id = 1
      order by id limit 1`))!.id,
  );
  banka = Number(
    (await one(sql<Row>`select id from banka_karti where department_id = ${dept} and para_birimi_id = 1
      order by id limit 1`))!.id,
  );
  // The payment days' rates (demo rows exist for every business day; these make the figures round).
  await setRate(2, '2026-11-23', '32.5');
  await setRate(2, '2026-11-24', '33');
  await setRate(3, '2026-11-23', '36');
});
afterAll(() => t.close());

let serial = 0;
/** An invoice of 1 line, KDV included: `amount` in currency `para` at `rate`, dated 2026-11-20. */
async function invoice(table: string, para: number, rate: string, amount: string): Promise<number> {
  serial += 1;
  const r = await api.store(table, {
    cari_hesap_id: c.cari,
    fatura_senaryo_id: 1,
    fatura_tipi_id: 2,
    fatura_numarasi: `KUR2026${String(serial).padStart(9, '0')}`,
    fatura_tarihi: '2026-11-20',
    para_birimi_id: para,
    döviz_kuru: rate,
    mal_hizmet_json: JSON.stringify([
      {
        mal_hizmet_turu_id: 2,
        hizmet_ve_masraf_kartlari_id: c.bakim,
        mal_hizmet: 'Danışmanlık',
        miktar: '1',
        birim_id: 1,
        birim_fiyat: amount,
        kdv_id: 9,
        kdv_dahil_buton: '1',
      },
    ]),
  });
  expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
  return Number(r.json.data.id);
}

/** A payment of a document (tip 1) in currency `para` at `rate` on `day`. */
const payment = (card: Row, target: Row, tutar: string, para: number, rate: string, day: string): Row => ({
  ...card,
  islem_tipi_id: 4,
  cari_hesap_id: c.cari,
  tip_id: 1,
  ...target,
  islem_tarihi: day,
  para_birimi_id: para,
  döviz_kuru: rate,
  kdv_id: 5,
  kdv_dahil_buton: '1',
  tutar,
});

const stored = async (table: string, id: number) =>
  (await one(sql<Row>`select belge_tutari::text as belge, kur_farki::text as fark, dovizli_tutar::text as tl
    from ${sql.table(table)} where id = ${id}`))!;

describe('a USD sales invoice collected in USD and in TL', () => {
  it('keeps the remaining amount in dollars, closes it to exactly 0 and keeps the exchange gain', async () => {
    const before = await customerBalance(c.cari);
    const id = await invoice('satis_fatura', 2, '30', '1000');
    expect(await state('satis_fatura', id)).toEqual({ kalan: '1000.00', tamam: false });
    expect(await customerBalance(c.cari)).toBe((Number(before) + 30000).toFixed(2));

    // 400 $ into the TL bank card on 23.11 at 32,50: 13.000 TL; the invoice booked them at 30: gain 1.000 TL.
    const first = await api.store(
      'banka_gelen_havale_islemi',
      payment({ banka_karti2_id: banka }, { satis_fatura_id: id }, '400', 2, '32.5', '2026-11-23'),
    );
    expect(first.json.data, JSON.stringify(first.json)).toMatchObject({ message: 'success' });
    expect(await stored('banka_gelen_havale_islemi', Number(first.json.data.id))).toEqual({
      belge: '400.000',
      fark: '1000.00',
      tl: '13000.000',
    });
    expect(await state('satis_fatura', id)).toEqual({ kalan: '600.00', tamam: false });

    // More than remains, in dollars, with the dollar's symbol.
    const over = await api.store(
      'banka_gelen_havale_islemi',
      payment({ banka_karti2_id: banka }, { satis_fatura_id: id }, '600.01', 2, '32.5', '2026-11-23'),
    );
    expect(over.json.data.errors).toEqual({
      tutar: ['Ürün fiyatından daha fazla ödeyemezsiniz!', 'Kalan tutar: 600,00 $.'],
    });

    // "Tamamını Öde": the remaining amount as the detail shows it, in TL cash at the day's rate (24.11: 33,00):
    // 600 $ = 19.800 TL, converted back at the same day's rate to exactly 600,00 $; gain 1.800 TL.
    const shown = (await api.show('satis_fatura', id)).json.data.record;
    expect(shown.kalan_odeme_tutari).toBe('600.00');
    const second = await api.store(
      'tahsilat_islem',
      payment({ kasa_karti2_id: kasa }, { satis_fatura_id: id }, '19800', 1, '1', '2026-11-24'),
    );
    expect(second.json.data, JSON.stringify(second.json)).toMatchObject({ message: 'success' });
    expect(await stored('tahsilat_islem', Number(second.json.data.id))).toEqual({
      belge: '600.000',
      fark: '1800.00',
      tl: '19800.000',
    });
    expect(await state('satis_fatura', id)).toEqual({ kalan: '0.00', tamam: true });

    // The customer's TL balance: + 30.000 − 13.000 − 19.800 + 1.000 + 1.800 = 0; nothing lost.
    expect(await customerBalance(c.cari)).toBe(before);

    // The statement lists the differences as their own rows (a gain debits the account).
    const d = (
      await t.post(`/${(await t.login(DEMO_ADMIN)) as string}/reports/cari-ekstre`, {
        params: {
          cari_hesap_id: String(c.cari),
          donem_baslangic_tarihi: '2026-11-20',
          donem_bitis_tarihi: '2026-11-24',
        },
      })
    ).json.data as { rows: Row[] };
    const kur = d.rows.filter((r) => r.belge_turu === 'Kur Farkı').map((r) => [r.tarih, r.borc, r.alacak]);
    expect(kur).toEqual([
      ['2026-11-23', '1000.00', '0.00'],
      ['2026-11-24', '1800.00', '0.00'],
    ]);

    // Taking the first payment back gives the dollars back and the gain with them.
    expect(
      (await api.remove('banka_gelen_havale_islemi', Number(first.json.data.id))).json.data.message,
    ).toBe('success');
    expect(await state('satis_fatura', id)).toEqual({ kalan: '400.00', tamam: false });
    expect(await customerBalance(c.cari)).toBe((Number(before) + 12000).toFixed(2));
  });
});

describe('a EUR purchase invoice paid when the euro rose', () => {
  it('stores the loss (negative) and the supplier’s TL balance ends at 0', async () => {
    const before = await customerBalance(c.cari);
    const id = await invoice('alis_fatura', 3, '35', '500');
    expect(await customerBalance(c.cari)).toBe((Number(before) - 17500).toFixed(2));
    const paid = await api.store(
      'odeme_islemi',
      payment({ kasa_karti2_id: kasa }, { alis_fatura_id: id }, '500', 3, '36', '2026-11-23'),
    );
    expect(paid.json.data, JSON.stringify(paid.json)).toMatchObject({ message: 'success' });
    expect(await stored('odeme_islemi', Number(paid.json.data.id))).toEqual({
      belge: '500.000',
      fark: '-500.00',
      tl: '18000.000',
    });
    expect(await state('alis_fatura', id)).toEqual({ kalan: '0.00', tamam: true });
    expect(await customerBalance(c.cari)).toBe(before);
  });

  it('leaves TL invoices as they were: no difference, the remaining amount in TL', async () => {
    const id = await invoice('satis_fatura', 1, '1', '1000');
    const r = await api.store(
      'tahsilat_islem',
      payment({ kasa_karti2_id: kasa }, { satis_fatura_id: id }, '250.5', 1, '1', '2026-11-23'),
    );
    expect(await stored('tahsilat_islem', Number(r.json.data.id))).toEqual({
      belge: '250.500',
      fark: '0.00',
      tl: '250.500',
    });
    expect(await state('satis_fatura', id)).toEqual({ kalan: '749.50', tamam: false });
  });
});
