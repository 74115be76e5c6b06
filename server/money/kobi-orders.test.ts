import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORNEK_USER, departmentOf, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';

// Small-business order payments (issue 12 item 2, docs/payments.md "Small-business orders"): an order of three
// instalments paid one by one (the due date advances, paid at the end); a bulk payment for a customer account
// spread over its open non-instalment orders oldest first, all or nothing, refused above the open total, paid once
// for a retried request. PGlite by default, PostgreSQL with TEST_DATABASE_URL.

type Row = Record<string, unknown>;
let t: TestContext;
let token: string;
let api: ReturnType<typeof tablesApi>;
let dept: number;
let kasa: number;
let banka: number;

const one = async (q: ReturnType<typeof sql<Row>>) => (await q.execute(t.database.db)).rows[0];
const order = async (id: number) =>
  (await one(sql<Row>`select kobi_odenmis_tutar::text as paid, kobi_odendi as done, kobi_taksit as taksit,
    to_char(vade_tarihi, 'YYYY-MM-DD') as due from kobi_siparis where id = ${id}`))!;
const archived = async (id: number) =>
  Number(
    (await one(sql<Row>`select count(*)::int as n from archive
      where table_name = 'kobi_siparis' and record_id = ${id}`))!.n,
  );

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login(ORNEK_USER);
  api = tablesApi(t, token);
  dept = await departmentOf(t, ORNEK_USER);
  kasa = Number(
    (await one(sql<Row>`select id from kasa_karti where department_id = ${dept} order by id limit 1`))!.id,
  );
  banka = Number(
    (await one(sql<Row>`select id from banka_karti where department_id = ${dept} order by id limit 1`))!.id,
  );
});
afterAll(() => t.close());

/** A customer account of Örnek Gıda with no small-business orders yet. */
async function freshCari(): Promise<number> {
  const r = await one(sql<Row>`select c.id from cari_hesap c where c.department_id = ${dept}
    and not exists (select 1 from kobi_siparis k where k.cari_hesap_id = c.id) order by c.id limit 1`);
  expect(r, 'a customer account without orders').toBeTruthy();
  return Number(r!.id);
}

async function newOrder(cari: number, fields: Row): Promise<number> {
  const r = await api.store('kobi_siparis', {
    cari_hesap_id: cari,
    urun_adi: 'Raf',
    kobi_alinan_satilan: '1',
    kdv_id: 9,
    kdv_dahil_buton: '1',
    kobi_taksit_sayisi: '0',
    kobi_odenen_tutar: '0',
    ...fields,
  });
  expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
  return Number(r.json.data.id);
}

const payOrder = (id: number, body: Row, key?: string) =>
  t.post(`/${token}/kobi-siparis/${id}/odeme`, body, {
    headers: { 'content-type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
  });
const bulk = (cari: number, body: Row, key?: string) =>
  t.post(`/${token}/cari-hesap/${cari}/toplu-odeme`, body, {
    headers: { 'content-type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
  });

describe('instalment payment (001 §2.2 item 4, §4)', () => {
  it('pays three instalments one by one: the due date advances, the last pays the rest, then paid', async () => {
    const cari = await freshCari();
    const id = await newOrder(cari, {
      tutar: '1000',
      kobi_taksit_sayisi: '3',
      vade_baslangi: '2026-01-31',
      vade_tarihi: '2026-01-31',
    });
    expect(await order(id)).toEqual({ paid: '0.00', done: false, taksit: 1, due: '2026-01-31' });

    const first = await payOrder(id, { kasa_banka: '1', kart_id: kasa });
    expect(first.json.data).toMatchObject({ message: 'success', tutar: '333.33' });
    expect(await order(id)).toEqual({ paid: '333.33', done: false, taksit: 2, due: '2026-02-28' });

    expect((await payOrder(id, { kasa_banka: '0', kart_id: banka })).json.data.tutar).toBe('333.33');
    expect(await order(id)).toEqual({ paid: '666.66', done: false, taksit: 3, due: '2026-03-31' });

    expect((await payOrder(id, { kasa_banka: '1', kart_id: kasa })).json.data.tutar).toBe('333.34');
    expect(await order(id)).toEqual({ paid: '1000.00', done: true, taksit: 3, due: '2026-03-31' });
    expect(await archived(id)).toBe(3);

    const again = await payOrder(id, { kasa_banka: '1', kart_id: kasa });
    expect(again.json.data).toEqual({
      message: 'error',
      errors: { tutar: ['Bu siparişin ödemesi tamamlanmış.'] },
    });
    expect((await order(id)).paid).toBe('1000.00');
  });

  it('pays a partial amount of an order without instalments, never more than remains', async () => {
    const cari = await freshCari();
    const id = await newOrder(cari, { tutar: '500', vade_tarihi: '2026-11-01' });
    expect((await payOrder(id, { kasa_banka: '1', kart_id: '', tutar: '100' })).json.data.errors).toEqual({
      kart_id: ['Lütfen kasa seçiniz'],
    });
    expect((await payOrder(id, { kasa_banka: '0', kart_id: banka, tutar: '0' })).json.data.errors).toEqual({
      tutar: ['Lütfen tutar giriniz'],
    });
    expect((await payOrder(id, { kasa_banka: '0', kart_id: banka, tutar: '200.50' })).json.data.message).toBe(
      'success',
    );
    expect((await payOrder(id, { kasa_banka: '0', kart_id: banka, tutar: '300' })).json.data.errors).toEqual({
      tutar: ['Ürün fiyatından daha fazla ödeyemezsiniz!', 'Kalan tutar: 299,50 ₺.'],
    });
    expect(await order(id)).toMatchObject({ paid: '200.50', done: false });
  });

  it('never pays more than the total under concurrent instalment payments (row lock)', async () => {
    const cari = await freshCari();
    const id = await newOrder(cari, { tutar: '900', kobi_taksit_sayisi: '3', vade_tarihi: '2026-12-10' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => payOrder(id, { kasa_banka: '1', kart_id: kasa })),
    );
    const ok = answers.filter((r) => r.json.data?.message === 'success');
    expect(ok.map((r) => r.json.data.tutar)).toEqual(['300.00', '300.00', '300.00']);
    expect(
      answers.filter((r) => r.json.data?.errors?.tutar?.[0] === 'Bu siparişin ödemesi tamamlanmış.'),
    ).toHaveLength(3);
    expect(await order(id)).toEqual({ paid: '900.00', done: true, taksit: 3, due: '2027-02-10' });
  });

  it('moves the chosen cash or bank card like an invoice payment (a linked transaction row), not the customer balance', async () => {
    // An account that has orders already (the fresh ones are kept for the tests that need them).
    const cari = Number(
      (await one(sql<Row>`select cari_hesap_id from kobi_siparis where department_id = ${dept}
        and cari_hesap_id is not null order by id limit 1`))!.cari_hesap_id,
    );
    const sold = await newOrder(cari, { tutar: '1000', kobi_taksit_sayisi: '2', vade_tarihi: '2026-12-01' });
    const bought = await newOrder(cari, {
      tutar: '300',
      kobi_alinan_satilan: '0',
      vade_tarihi: '2026-12-01',
    });
    const card = async () =>
      (await one(sql<Row>`select (select bakiye::text from kasa_karti where id = ${kasa}) as kasa,
        (select bakiye::text from banka_karti where id = ${banka}) as banka,
        (select bakiye::text from cari_hesap where id = ${cari}) as cari`))!;
    const before = await card();
    expect((await payOrder(sold, { kasa_banka: '1', kart_id: kasa })).json.data.tutar).toBe('500.00');
    expect((await payOrder(sold, { kasa_banka: '0', kart_id: banka })).json.data.tutar).toBe('500.00');
    expect(
      (await payOrder(bought, { kasa_banka: '1', kart_id: kasa, tutar: '120.50' })).json.data.message,
    ).toBe('success');
    const after = await card();
    const diff = (a: unknown, b: unknown) => (Number(a) - Number(b)).toFixed(3);
    expect(diff(after.kasa, before.kasa)).toBe('379.500'); // + 500 in, − 120,50 out
    expect(diff(after.banka, before.banka)).toBe('500.000');
    expect(after.cari).toBe(before.cari);
    // The rows: in the cash and bank movements with the order's link, customer and text.
    const rows = (
      await sql<Row>`select 'tahsilat_islem' as t, tutar::text, cari_hesap_id::text as cari, kobi_siparis_id::text as k,
          belge_no, aciklama from tahsilat_islem where kobi_siparis_id in (${sold}, ${bought})
        union all select 'banka_gelen_havale_islemi', tutar::text, cari_hesap_id::text, kobi_siparis_id::text,
          belge_no, aciklama from banka_gelen_havale_islemi where kobi_siparis_id in (${sold}, ${bought})
        union all select 'odeme_islemi', tutar::text, cari_hesap_id::text, kobi_siparis_id::text,
          belge_no, aciklama from odeme_islemi where kobi_siparis_id in (${sold}, ${bought}) order by 1`.execute(
        t.database.db,
      )
    ).rows;
    expect(rows).toEqual([
      {
        t: 'banka_gelen_havale_islemi',
        tutar: '500.000',
        cari: String(cari),
        k: String(sold),
        belge_no: `KS-${sold}`,
        aciklama: 'Raf siparişi: 2. taksit',
      },
      {
        t: 'odeme_islemi',
        tutar: '120.500',
        cari: String(cari),
        k: String(bought),
        // A cash payment is a tediye makbuzu of the series (docs/document-numbers.md); a bank one keeps KS-.
        belge_no: expect.stringMatching(/^TDY-\d{4}-\d{4}$/),
        aciklama: 'Raf siparişi: ödeme',
      },
      {
        t: 'tahsilat_islem',
        tutar: '500.000',
        cari: String(cari),
        k: String(sold),
        belge_no: expect.stringMatching(/^THS-\d{4}-\d{4}$/),
        aciklama: 'Raf siparişi: 1. taksit',
      },
    ]);
  });

  it('keeps an order payment’s movement whole: its money cannot change and the row cannot go on its own', async () => {
    // The cash receipt the test above wrote for the sold order's first instalment.
    const row = (await one(sql<Row>`select id from tahsilat_islem where kobi_siparis_id is not null
      and department_id = ${dept} order by id desc limit 1`))!;
    const id = Number(row.id);
    const edit = await api.update('tahsilat_islem', id, { tutar: '40' });
    expect(edit.json.data.errors?.tutar).toEqual([
      'Bu hareket bir sipariş ödemesidir; tutarı, kartı ve cari hesabı değiştirilemez.',
    ]);
    const removed = await api.remove('tahsilat_islem', id);
    expect(removed.status).toBe(400);
    expect(JSON.stringify(removed.json)).toContain(
      'Bu hareket bir sipariş ödemesidir; tek başına silinemez.',
    );
    const kept = (await one(sql<Row>`select tutar::text as tutar from tahsilat_islem where id = ${id}`))!;
    expect(kept.tutar).toBe('500.000');
  });

  it("refuses another company's order", async () => {
    const other = await one(sql<Row>`select id from kobi_siparis where department_id <> ${dept} limit 1`);
    const id = other ? Number(other.id) : 999999;
    const r = await payOrder(id, { kasa_banka: '1', kart_id: kasa, tutar: '1' });
    expect(r.json.data.message).toBe('fail.id');
  });
});

describe('bulk payment of a customer account (001 §2.2 item 5)', () => {
  it('spreads the amount oldest first over open non-instalment orders; all or nothing; once per key', async () => {
    const cari = await freshCari();
    const newest = await newOrder(cari, { tutar: '300', vade_tarihi: '2026-10-20' });
    const oldest = await newOrder(cari, { tutar: '100', vade_tarihi: '2026-09-01' });
    const middle = await newOrder(cari, { tutar: '200', vade_tarihi: '2026-10-01' });
    const instalments = await newOrder(cari, {
      tutar: '900',
      vade_tarihi: '2026-08-01',
      kobi_taksit_sayisi: '3',
    });
    const bought = await newOrder(cari, { tutar: '50', vade_tarihi: '2026-08-01', kobi_alinan_satilan: '0' });

    // More than the open total (600,00 sold, non-instalment): refused, nothing paid.
    const over = await bulk(cari, {
      kobi_alinan_satilan: '1',
      kasa_banka: '0',
      kart_id: banka,
      tutar: '600.01',
    });
    expect(over.json.data).toEqual({
      message: 'error',
      errors: { tutar: ['Tutar, açık siparişlerin toplamından büyük olamaz. Açık tutar: 600,00 ₺.'] },
    });
    expect(
      (await bulk(cari, { kobi_alinan_satilan: '1', kasa_banka: '0', kart_id: banka, tutar: '0' })).json.data
        .errors,
    ).toEqual({ tutar: ['Tutar sıfırdan büyük olmalıdır.'] });
    expect(
      (await bulk(cari, { kobi_alinan_satilan: '1', kasa_banka: '0', kart_id: banka })).json.data.errors,
    ).toEqual({ tutar: ['Tutar alanı zorunludur.'] });
    expect((await order(oldest)).paid).toBe('0.00');

    const body = { kobi_alinan_satilan: '1', kasa_banka: '1', kart_id: kasa, tutar: '250' };
    const first = await bulk(cari, body, `toplu-${cari}`);
    expect(first.json.data).toEqual({
      message: 'success',
      paid: [
        { id: oldest, tutar: '100.00' },
        { id: middle, tutar: '150.00' },
      ],
    });
    const retry = await bulk(cari, body, `toplu-${cari}`);
    expect(retry.json.data).toEqual(first.json.data);
    expect(await order(oldest)).toMatchObject({ paid: '100.00', done: true });
    expect(await order(middle)).toMatchObject({ paid: '150.00', done: false });
    expect(await order(newest)).toMatchObject({ paid: '0.00', done: false });
    expect((await order(instalments)).paid).toBe('0.00');
    expect((await order(bought)).paid).toBe('0.00');

    // The rest (50 + 300) closes them; bought orders are paid on their own side.
    const rest = await bulk(cari, { ...body, tutar: '350' }, `toplu-${cari}-2`);
    expect(rest.json.data.paid).toEqual([
      { id: middle, tutar: '50.00' },
      { id: newest, tutar: '300.00' },
    ]);
    expect(await order(newest)).toMatchObject({ paid: '300.00', done: true });
    const none = await bulk(cari, { ...body, tutar: '1' });
    expect(none.json.data.errors).toEqual({ tutar: ['Bu cari hesabın ödenmemiş taksitsiz siparişi yok.'] });
    const side = await bulk(cari, { kobi_alinan_satilan: '0', kasa_banka: '1', kart_id: kasa, tutar: '50' });
    expect(side.json.data.paid).toEqual([{ id: bought, tutar: '50.00' }]);
  });
});
