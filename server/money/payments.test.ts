import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCards, type Cards } from '../documents/document.test-kit';
import { DEMO_ADMIN, ORNEK_USER, departmentOf, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';

// The server owns the money (issue 12 item 4, docs/payments.md): a payment stored as a row of a cash or bank
// transaction table lowers the document's remaining amount and sets its paid flag in the same transaction; more
// than what remains is refused in Turkish; deleting or changing a payment gives the money back; a retried request
// with the same Idempotency-Key pays once; concurrent payments never pay more than the document owes.
// PGlite by default, PostgreSQL with TEST_DATABASE_URL (the concurrent test races for real only there).

type Row = Record<string, unknown>;

let t: TestContext;
let api: ReturnType<typeof tablesApi>;
let token: string;
let dept: number;
let c: Cards;
let kasa: number;
let banka: number;

const one = async (q: ReturnType<typeof sql<Row>>) => (await q.execute(t.database.db)).rows[0];
const balance = async (table: 'kasa_karti' | 'banka_karti', id: number) =>
  String((await one(sql<Row>`select bakiye::text as b from ${sql.table(table)} where id = ${id}`))!.b);
const state = async (table: string, id: number) =>
  (await one(sql<Row>`select kalan_odeme_tutari::text as kalan, tahsilat_tamamlandi as tamam
    from ${sql.table(table)} where id = ${id}`))!;

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login(DEMO_ADMIN);
  api = tablesApi(t, token);
  dept = await departmentOf(t, DEMO_ADMIN);
  c = await demoCards(t, dept);
  kasa = Number(
    (await one(
      sql<Row>`select id from kasa_karti where department_id = ${dept} and kasa_tanımı = 'Merkez Kasa'`,
    ))!.id,
  );
  banka = Number(
    (await one(
      sql<Row>`select id from banka_karti where department_id = ${dept} and para_birimi_id = 1 order by id limit 1`,
    ))!.id,
  );
});
afterAll(() => t.close());

let serial = 0;
/** A TL sales invoice of 1.000,00 (one service line, KDV included). */
async function invoiceOf1000(
  table = 'satis_fatura',
  a = api,
  cari = c.cari,
  bakim = c.bakim,
): Promise<number> {
  serial += 1;
  const r = await a.store(table, {
    cari_hesap_id: cari,
    ...(table === 'satis_fatura' || table === 'alis_fatura'
      ? { fatura_senaryo_id: 1, fatura_tipi_id: 2 }
      : {}),
    fatura_numarasi: `ODM2026${String(serial).padStart(9, '0')}`,
    fatura_tarihi: '2026-11-20',
    para_birimi_id: 1,
    döviz_kuru: '1',
    mal_hizmet_json: JSON.stringify([
      {
        mal_hizmet_turu_id: 2,
        hizmet_ve_masraf_kartlari_id: bakim,
        mal_hizmet: 'Bakım',
        miktar: '1',
        birim_id: 1,
        birim_fiyat: '1000',
        kdv_id: 9,
        kdv_dahil_buton: '1',
      },
    ]),
  });
  expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
  return Number(r.json.data.id);
}

/** A payment row against an invoice (tip 1), as the panels send it. */
const payment = (card: Row, target: Row, tutar: string, tip = 1, cari: number = c.cari): Row => ({
  ...card,
  islem_tipi_id: 4,
  cari_hesap_id: cari,
  tip_id: tip,
  ...target,
  islem_tarihi: '2026-11-21',
  para_birimi_id: 1,
  döviz_kuru: '1',
  kdv_id: 5,
  kdv_dahil_buton: '1',
  tutar,
});

const OVERPAY = 'Ürün fiyatından daha fazla ödeyemezsiniz!';

describe('collecting a sales invoice', () => {
  it('lowers the remaining amount with a partial receipt, then marks it collected; the cards move', async () => {
    const id = await invoiceOf1000();
    expect(await state('satis_fatura', id)).toEqual({ kalan: '1000.00', tamam: false });
    const kasaBefore = await balance('kasa_karti', kasa);
    const bankaBefore = await balance('banka_karti', banka);

    const cash = await api.store(
      'tahsilat_islem',
      payment({ kasa_karti2_id: kasa }, { satis_fatura_id: id }, '400'),
    );
    expect(cash.json.data.message).toBe('success');
    expect(await state('satis_fatura', id)).toEqual({ kalan: '600.00', tamam: false });
    const shown = (await api.show('satis_fatura', id)).json.data.record;
    expect(shown).toMatchObject({ kalan_odeme_tutari: '600.00', tahsilat_tamamlandi: '0' });

    const bank = await api.store(
      'banka_gelen_havale_islemi',
      payment({ banka_karti2_id: banka }, { satis_fatura_id: id }, '600'),
    );
    expect(bank.json.data.message).toBe('success');
    expect(await state('satis_fatura', id)).toEqual({ kalan: '0.00', tamam: true });
    const listed = (await api.list('satis_fatura', { filters: { id: { type: 1, filter: id } }, limit: 1 }))
      .json.data.records[0];
    expect(listed).toMatchObject({ tahsilat_tamamlandi: '1', kalan_odeme_tutari: '0.00' });
    expect(Number(await balance('kasa_karti', kasa)) - Number(kasaBefore)).toBe(400);
    expect(Number(await balance('banka_karti', banka)) - Number(bankaBefore)).toBe(600);
  });

  it('refuses a payment above what remains with the Turkish text and stores nothing', async () => {
    const id = await invoiceOf1000();
    await api.store('tahsilat_islem', payment({ kasa_karti2_id: kasa }, { satis_fatura_id: id }, '999.99'));
    const count = async () =>
      Number(
        (await one(sql<Row>`select count(*)::int as n from tahsilat_islem where satis_fatura_id = ${id}`))!.n,
      );
    const before = await count();
    const r = await api.store(
      'tahsilat_islem',
      payment({ kasa_karti2_id: kasa }, { satis_fatura_id: id }, '0.02'),
    );
    expect(r.status).toBe(200);
    expect(r.json.data).toEqual({ message: 'error', errors: { tutar: [OVERPAY, 'Kalan tutar: 0,01 ₺.'] } });
    expect(await count()).toBe(before);
    expect(await state('satis_fatura', id)).toEqual({ kalan: '0.01', tamam: false });
    // The last kuruş is accepted, and then nothing more.
    expect(
      (await api.store('tahsilat_islem', payment({ kasa_karti2_id: kasa }, { satis_fatura_id: id }, '0.01')))
        .json.data.message,
    ).toBe('success');
    expect(await state('satis_fatura', id)).toEqual({ kalan: '0.00', tamam: true });
    const after = await api.store(
      'banka_gelen_havale_islemi',
      payment({ banka_karti2_id: banka }, { satis_fatura_id: id }, '0.001'),
    );
    expect(after.json.data.errors).toEqual({ tutar: [OVERPAY, 'Kalan tutar: 0,00 ₺.'] });
  });

  it('gives the money back when a payment is deleted or lowered, and refuses raising it above the rest', async () => {
    const id = await invoiceOf1000();
    const a = (
      await api.store('tahsilat_islem', payment({ kasa_karti2_id: kasa }, { satis_fatura_id: id }, '700'))
    ).json.data.id;
    const b = (
      await api.store(
        'banka_gelen_havale_islemi',
        payment({ banka_karti2_id: banka }, { satis_fatura_id: id }, '300'),
      )
    ).json.data.id;
    expect(await state('satis_fatura', id)).toEqual({ kalan: '0.00', tamam: true });

    expect((await api.remove('banka_gelen_havale_islemi', b)).json.data.message).toBe('success');
    expect(await state('satis_fatura', id)).toEqual({ kalan: '300.00', tamam: false });

    expect((await api.update('tahsilat_islem', a, { tutar: '250' })).json.data.message).toBe('success');
    expect(await state('satis_fatura', id)).toEqual({ kalan: '750.00', tamam: false });

    const raised = await api.update('tahsilat_islem', a, { tutar: '1000.01' });
    expect(raised.json.data.errors).toEqual({ tutar: [OVERPAY, 'Kalan tutar: 1.000,00 ₺.'] });
    expect(await state('satis_fatura', id)).toEqual({ kalan: '750.00', tamam: false });

    // Pointing the receipt at another invoice gives this one its money back and pays the other.
    const other = await invoiceOf1000();
    expect((await api.update('tahsilat_islem', a, { satis_fatura_id: other })).json.data.message).toBe(
      'success',
    );
    expect(await state('satis_fatura', id)).toEqual({ kalan: '1000.00', tamam: false });
    expect(await state('satis_fatura', other)).toEqual({ kalan: '750.00', tamam: false });

    // A restored payment counts again.
    const archived = (await api.deleted('banka_gelen_havale_islemi', { limit: 100 })).json.data.records.find(
      (r: Row) => Number(r.record_id) === b,
    );
    expect((await api.restore('banka_gelen_havale_islemi', archived.id)).json.data.message).toBe('success');
    expect(await state('satis_fatura', id)).toEqual({ kalan: '700.00', tamam: false });
  });

  it('refuses an invoice edit below what was paid and a restore that would pay too much', async () => {
    const id = await invoiceOf1000();
    const a = (
      await api.store('tahsilat_islem', payment({ kasa_karti2_id: kasa }, { satis_fatura_id: id }, '600'))
    ).json.data.id;
    const lowered = await api.update('satis_fatura', id, {
      mal_hizmet_json: JSON.stringify([
        {
          mal_hizmet_turu_id: 2,
          hizmet_ve_masraf_kartlari_id: c.bakim,
          miktar: '1',
          birim_id: 1,
          birim_fiyat: '500',
          kdv_id: 9,
          kdv_dahil_buton: '1',
        },
      ]),
    });
    expect(lowered.status).toBe(400);
    expect(lowered.json.data).toMatchObject({ message: 'fail.payment.over', column: 'odenecek_tutar' });
    expect(await state('satis_fatura', id)).toEqual({ kalan: '400.00', tamam: false });

    await api.remove('tahsilat_islem', a);
    await api.store('tahsilat_islem', payment({ kasa_karti2_id: kasa }, { satis_fatura_id: id }, '500'));
    const archived = (await api.deleted('tahsilat_islem', { limit: 100 })).json.data.records.find(
      (r: Row) => Number(r.record_id) === a,
    );
    const restored = await api.restore('tahsilat_islem', archived.id);
    expect(restored.status).toBe(400);
    expect(restored.json.data.message).toBe('fail.payment.over');
    expect(await state('satis_fatura', id)).toEqual({ kalan: '500.00', tamam: false });
  });

  it('pays once for a retried request with the same Idempotency-Key', async () => {
    const id = await invoiceOf1000();
    const send = () =>
      t.post(
        `/${token}/tables/tahsilat_islem/store`,
        { column_set_id: '0', ...payment({ kasa_karti2_id: kasa }, { satis_fatura_id: id }, '100') },
        { headers: { 'content-type': 'application/json', 'Idempotency-Key': `odeme-${id}` } },
      );
    const [first, second] = [await send(), await send()];
    expect(first.json.data.message).toBe('success');
    expect(second.json.data).toEqual(first.json.data);
    const third = await send();
    expect(third.json.data.id).toBe(first.json.data.id);
    expect(await state('satis_fatura', id)).toEqual({ kalan: '900.00', tamam: false });
    const n = await one(
      sql<Row>`select count(*)::int as n from tahsilat_islem where satis_fatura_id = ${id}`,
    );
    expect(n!.n).toBe(1);
  });

  it('pays once for a retried multipart request (the panels send multipart) with the same key', async () => {
    const id = await invoiceOf1000();
    const fields = payment({ kasa_karti2_id: kasa }, { satis_fatura_id: id }, '250');
    const send = () => {
      const body = new FormData();
      body.append('column_set_id', '0');
      for (const [k, v] of Object.entries(fields)) body.append(k, String(v));
      return t.post(`/${token}/tables/tahsilat_islem/store`, undefined, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': `form-${id}` },
      });
    };
    const first = await send();
    expect(first.json.data?.message, JSON.stringify(first.json)).toBe('success');
    const second = await send();
    expect(second.json.data).toEqual(first.json.data);
    expect(await state('satis_fatura', id)).toEqual({ kalan: '750.00', tamam: false });
  });

  it('never pays more than the invoice owes under 50 concurrent payments of 100', async () => {
    const id = await invoiceOf1000();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api.store(
          i % 2 ? 'tahsilat_islem' : 'banka_gelen_havale_islemi',
          payment(
            i % 2 ? { kasa_karti2_id: kasa } : { banka_karti2_id: banka },
            { satis_fatura_id: id },
            '100',
          ),
        ),
      ),
    );
    const ok = answers.filter((r) => r.json.data?.message === 'success');
    const refused = answers.filter((r) => r.json.data?.errors?.tutar?.[0] === OVERPAY);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(await state('satis_fatura', id)).toEqual({ kalan: '0.00', tamam: true });
    const paid = await one(sql<Row>`select satis_fatura_odenen(${id}::bigint)::text as p`);
    expect(paid!.p).toBe('1000.000');
  });
});

describe('other documents', () => {
  it('a purchase invoice is paid from cash and bank', async () => {
    const id = await invoiceOf1000('alis_fatura');
    await api.store('odeme_islemi', payment({ kasa_karti2_id: kasa }, { alis_fatura_id: id }, '1000'));
    expect(await state('alis_fatura', id)).toEqual({ kalan: '0.00', tamam: true });
    const r = await api.store(
      'banka_giden_havale_islem',
      payment({ banka_karti2_id: banka }, { alis_fatura_id: id }, '1'),
    );
    expect(r.json.data.errors.tutar[0]).toBe(OVERPAY);
  });

  it('a small-business invoice of the Kobi package is collected through kobi_satis_fatura_id (tip 5)', async () => {
    const kobiToken = await t.login(ORNEK_USER);
    const kobi = tablesApi(t, kobiToken);
    const kdept = await departmentOf(t, ORNEK_USER);
    const cari = Number(
      (await one(sql<Row>`select id from cari_hesap where department_id = ${kdept} order by id limit 1`))!.id,
    );
    const bakim = Number(
      (await one(
        sql<Row>`select id from hizmet_ve_masraf_kartlari where department_id = ${kdept} order by id limit 1`,
      ))!.id,
    );
    const kkasa = Number(
      (await one(
        sql<Row>`select id from kasa_karti where department_id = ${kdept} and para_birimi_id = 1 order by id limit 1`,
      ))!.id,
    );
    const id = await invoiceOf1000('kobi_satis_fatura', kobi, cari, bakim);
    const r = await kobi.store(
      'tahsilat_islem',
      payment({ kasa_karti2_id: kkasa }, { kobi_satis_fatura_id: id }, '250', 5, cari),
    );
    expect(r.json.data.message, JSON.stringify(r.json)).toBe('success');
    expect(await state('kobi_satis_fatura', id)).toEqual({ kalan: '750.00', tamam: false });
    const stored = await one(sql<Row>`select cari_hesap_id from tahsilat_islem where id = ${r.json.data.id}`);
    expect(Number(stored!.cari_hesap_id)).toBe(cari);
    // A document edit keeps what was paid: the remaining amount is recomputed from the new total.
    const upd = await kobi.update('kobi_satis_fatura', id, { description: 'düzeltme' });
    expect(upd.json.data.message).toBe('success');
    expect(await state('kobi_satis_fatura', id)).toEqual({ kalan: '750.00', tamam: false });
  });

  it('a customer cheque collected in full is Tahsil Edildi, and back in the portfolio when the receipt goes', async () => {
    const cheque = (await one(
      sql<Row>`select id, dovizli_tutar::text as due from musteri_cek where department_id = ${dept} and pozisyon_id = 1
        order by id limit 1`,
    ))!;
    const r = await api.store(
      'tahsilat_islem',
      payment({ kasa_karti2_id: kasa }, { musteri_cek_id: cheque.id }, String(cheque.due), 2),
    );
    expect(r.json.data.message, JSON.stringify(r.json)).toBe('success');
    const pos = async () =>
      Number((await one(sql<Row>`select pozisyon_id from musteri_cek where id = ${cheque.id}`))!.pozisyon_id);
    expect(await pos()).toBe(5);
    const history = (await api.history('musteri_cek', Number(cheque.id))).json.data.records;
    expect(history.length).toBeGreaterThan(0);
    await api.remove('tahsilat_islem', r.json.data.id);
    expect(await pos()).toBe(1);
  });

  it('a cheque the company gave, paid from the bank in two parts, is Ödendi', async () => {
    const cheque = (await one(
      sql<Row>`select id, dovizli_tutar::text as due from firma_cek where department_id = ${dept} and pozisyon_id = 10
        order by id limit 1`,
    ))!;
    const pos = async () =>
      Number((await one(sql<Row>`select pozisyon_id from firma_cek where id = ${cheque.id}`))!.pozisyon_id);
    const half = (Number(cheque.due) / 2).toFixed(3);
    const first = await api.store(
      'banka_giden_havale_islem',
      payment({ banka_karti2_id: banka }, { firma_cek_id: cheque.id }, half, 2),
    );
    expect(first.json.data.message, JSON.stringify(first.json)).toBe('success');
    expect(await pos()).toBe(10);
    const rest = (Number(cheque.due) - Number(half)).toFixed(3);
    // Its remaining amount is what is still to pay (the panel's "Kalan Tutar" and "Tamamını Öde"), not its face value.
    const remaining = async () =>
      String((await one(sql<Row>`select kalan_tutar::text as k from firma_cek where id = ${cheque.id}`))!.k);
    expect(await remaining()).toBe(rest);
    expect((await api.show('firma_cek', Number(cheque.id))).json.data.record.kalan_tutar).toBe(rest);
    const last = await api.store(
      'odeme_islemi',
      payment({ kasa_karti2_id: kasa }, { firma_cek_id: cheque.id }, rest, 2),
    );
    expect(await pos()).toBe(6);
    expect(await remaining()).toBe('0.000');
    const more = await api.store(
      'odeme_islemi',
      payment({ kasa_karti2_id: kasa }, { firma_cek_id: cheque.id }, '1', 2),
    );
    expect(more.json.data.errors.tutar[0]).toBe(OVERPAY);
    // A payment removed: owed again, and back to Verildi.
    await api.remove('odeme_islemi', last.json.data.id);
    expect(await remaining()).toBe(rest);
    expect(await pos()).toBe(10);
  });

  it('a fixed operating expense paid in full is marked paid (tip 4)', async () => {
    const stored = await api.store('sabit_isletme_giderleri', {
      gider_adi: 'Elektrik',
      tutar: '500',
      para_birimi_id: 1,
      döviz_kuru: '1',
      son_odeme_tarihi: '2026-12-01',
    });
    expect(stored.json.data.message, JSON.stringify(stored.json)).toBe('success');
    const id = stored.json.data.id;
    const paid = async () =>
      (await one(sql<Row>`select odendi from sabit_isletme_giderleri where id = ${id}`))!.odendi;
    await api.store(
      'odeme_islemi',
      payment({ kasa_karti2_id: kasa }, { sabit_isletme_giderleri_id: id }, '200', 4),
    );
    expect(await paid()).toBe(false);
    const rest = await api.store(
      'banka_giden_havale_islem',
      payment({ banka_karti2_id: banka }, { sabit_isletme_giderleri_id: id }, '300', 4),
    );
    expect(rest.json.data.message).toBe('success');
    expect(await paid()).toBe(true);
    const more = await api.store(
      'odeme_islemi',
      payment({ kasa_karti2_id: kasa }, { sabit_isletme_giderleri_id: id }, '1', 4),
    );
    expect(more.json.data.errors.tutar[0]).toBe(OVERPAY);
  });
});
