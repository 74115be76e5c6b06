import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, departmentOf, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { demoCards, type Cards } from './document.test-kit';

// The series of the documents numbered after the invoices (issue 11 item 10, docs/document-numbers.md, "The
// numbered tables"): the sales waybill (GİB's form), the cash receipt and payment (THS- / TDY-), the company's
// own note (SNT-) get their number from the company's series, shown on the create form; the purchase waybill, the
// cheques and the customer's notes keep the number typed, unique per supplier, bank or customer; two concurrent
// saves of one receipt number leave one record with it (raced on PostgreSQL).

type Row = Record<string, unknown>;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const YEAR = Number(
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric' }).format(),
);

let t: TestContext;
let api: ReturnType<typeof tablesApi>;
let dept: number;
let c: Cards;
let kasa: number;
let banka: number;
let supplier: number;
let banks: number[];
let seq = 0;

const one = async (q: ReturnType<typeof sql<Row>>) => (await q.execute(t.database.db)).rows[0];

beforeAll(async () => {
  t = await createTestContext();
  api = tablesApi(t, await t.login(DEMO_ADMIN));
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
  supplier = Number(
    (await one(sql<Row>`select id from cari_hesap where department_id = ${dept} and id <> ${c.cari}
      order by id limit 1`))!.id,
  );
  banks = (await sql<Row>`select id from bankalar order by id limit 2`.execute(t.database.db)).rows.map((r) =>
    Number(r.id),
  );
});
afterAll(() => t.close());

const create = async (table: string) => (await api.create(table)).json.data.record as Row;
const stored = async (table: string, id: number, column: string) =>
  (await api.show(table, id)).json.data.record[column] as string;
async function storeOk(table: string, body: Row): Promise<number> {
  const r = await api.store(table, body);
  expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
  return r.json.data.id as number;
}

const waybill = (number: string, extra: Row = {}): Row => ({
  cari_hesap_id: c.cari,
  tc: '4820173650',
  irsaliye_numarasi: number,
  irsaliye_tarihi: `${YEAR}-03-02`,
  para_birimi_id: 1,
  döviz_kuru: '1',
  tasiyici_turu_id: 1,
  tasiyici_vkn: '1234567890',
  tasiyici_unvan: 'Hızlı Nakliyat A.Ş.',
  mal_hizmet_json: JSON.stringify([
    { depo_kartlari_id: c.depo, stok_kartlari_id: c.toner, miktar: '1', birim_id: 1 },
  ]),
  ...extra,
});
/** A cash receipt (money from the bank card into the kasa), numbered by the series when `belge_no` is empty. */
const transfer = (number: string, extra: Row = {}): Row => ({
  kasa_karti2_id: kasa,
  islem_tipi_id: 2,
  banka_karti_id: banka,
  islem_tarihi: `${YEAR}-03-02`,
  belge_no: number,
  para_birimi_id: 1,
  döviz_kuru: '1',
  kdv_id: 5,
  kdv_dahil_buton: '1',
  tutar: '10',
  ...extra,
});
const paper = (column: string, number: string, extra: Row = {}): Row => ({
  cari_hesap_id: c.cari,
  [column]: number,
  islem_tarihi: `${YEAR}-03-02`,
  vade_tarihi: `${YEAR}-12-20`,
  sehirler_id: 34,
  tutar: '500',
  para_birimi_id: 1,
  döviz_kuru: '1',
  ...extra,
});

describe('series of our own documents', () => {
  it('a sales waybill is numbered in GİB’s form, continuing the demo’s SIR…047; a typed one is checked', async () => {
    const shown = String((await create('satis_irsaliye')).irsaliye_numarasi);
    expect(shown).toBe(YEAR === 2026 ? 'SIR2026000000048' : `SIR${YEAR}000000001`);
    const id = await storeOk('satis_irsaliye', waybill(''));
    expect(await stored('satis_irsaliye', id, 'irsaliye_numarasi')).toBe(shown);
    expect(Number(String((await create('satis_irsaliye')).irsaliye_numarasi).slice(7))).toBe(
      Number(shown.slice(7)) + 1,
    );
    const bad = await api.store('satis_irsaliye', waybill('A1'));
    expect(bad.json.data.errors.irsaliye_numarasi).toEqual([
      'İrsaliye Numarası GİB biçiminde olmalıdır: 3 karakterlik ön ek, yıl ve 9 haneli sıra numarası (ör. ABC2026000000001).',
    ]);
    const again = await api.store('satis_irsaliye', waybill(shown));
    expect(again.json.data).toEqual({
      message: 'error',
      errors: {
        irsaliye_numarasi: [
          'Bu irsaliye numarası başka bir kayıtta kullanılıyor. Boş bırakırsanız sıradaki numara verilir.',
        ],
      },
    });
  });

  it('a cash receipt and a cash payment get THS- and TDY- numbers of the transaction year', async () => {
    const shown = String((await create('tahsilat_islem')).belge_no);
    expect(shown).toMatch(new RegExp(`^THS-${YEAR}-\\d{4}$`));
    const id = await storeOk('tahsilat_islem', transfer(''));
    expect(await stored('tahsilat_islem', id, 'belge_no')).toBe(shown);
    const next = String((await create('tahsilat_islem')).belge_no);
    expect(Number(next.slice(-4))).toBe(Number(shown.slice(-4)) + 1);
    expect(String((await create('odeme_islemi')).belge_no)).toMatch(new RegExp(`^TDY-${YEAR}-\\d{4}$`));
    const dup = await api.store('tahsilat_islem', transfer(shown));
    expect(dup.json.data).toEqual({
      message: 'error',
      errors: {
        belge_no: ['Bu belge no başka bir kayıtta kullanılıyor. Boş bırakırsanız sıradaki numara verilir.'],
      },
    });
    // A bank transfer's number is the bank's reference (or the collected document's): not numbered, not unique.
    expect((await create('banka_gelen_havale_islemi')).belge_no ?? null).toBeNull();
  });

  it('a company note is numbered SNT-YEAR-0001…; a duplicate is refused', async () => {
    const shown = String((await create('firma_senet')).senet_no);
    expect(shown).toMatch(new RegExp(`^SNT-${YEAR}-\\d{4}$`));
    const id = await storeOk('firma_senet', paper('senet_no', ''));
    expect(await stored('firma_senet', id, 'senet_no')).toBe(shown);
    expect((await api.store('firma_senet', paper('senet_no', shown))).json.data.errors).toEqual({
      senet_no: [
        'Bu senet numarası başka bir senette kullanılıyor. Boş bırakırsanız sıradaki numara verilir.',
      ],
    });
  });
});

describe('numbers typed from someone else’s paper', () => {
  it('a purchase waybill keeps the supplier’s number as printed, unique per supplier', async () => {
    expect((await create('alis_irsaliye')).irsaliye_numarasi ?? null).toBeNull();
    const no = `A${++seq}004512`;
    await storeOk('alis_irsaliye', waybill(no));
    expect((await api.store('alis_irsaliye', waybill(no))).json.data).toEqual({
      message: 'error',
      errors: {
        irsaliye_numarasi: ['Bu irsaliye numarası aynı cari hesabın başka bir kaydında kullanılıyor.'],
      },
    });
    await storeOk('alis_irsaliye', waybill(no, { cari_hesap_id: supplier }));
    expect((await api.store('alis_irsaliye', waybill(''))).json.data.errors.irsaliye_numarasi).toEqual([
      'İrsaliye Numarası alanı zorunludur.',
    ]);
  });

  it('a cheque’s number is its bank’s: unique per bank, on customer and company cheques alike', async () => {
    const dup = 'Bu çek numarası aynı bankanın başka bir çekinde kullanılıyor.';
    for (const table of ['musteri_cek', 'firma_cek']) {
      expect((await create(table)).cek_numarasi ?? null).toBeNull();
      const no = `77${++seq}0123`;
      await storeOk(table, paper('cek_numarasi', no, { bankalar_id: banks[0] }));
      expect(
        (await api.store(table, paper('cek_numarasi', no, { bankalar_id: banks[0] }))).json.data.errors,
      ).toEqual({ cek_numarasi: [dup] });
      await storeOk(table, paper('cek_numarasi', no, { bankalar_id: banks[1] }));
    }
  });

  it('a customer’s note keeps the customer’s number, unique per customer', async () => {
    const no = `S-${++seq}`;
    await storeOk('musteri_senet', paper('senet_no', no));
    expect((await api.store('musteri_senet', paper('senet_no', no))).json.data.errors).toEqual({
      senet_no: ['Bu senet numarası aynı cari hesabın başka bir senedinde kullanılıyor.'],
    });
    await storeOk('musteri_senet', paper('senet_no', no, { cari_hesap_id: supplier }));
  });
});

describe('concurrent saves of a cash receipt', () => {
  /** Makes the insert of a receipt described YAVAŞ take a second: its store is then inside its transaction. */
  async function slowReceipts() {
    await sql`create or replace function slow_receipt() returns trigger language plpgsql as $$
      begin if new.aciklama = 'YAVAŞ' then perform pg_sleep(1); end if; return new; end $$`.execute(
      t.database.db,
    );
    await sql`drop trigger if exists slow_receipt on tahsilat_islem`.execute(t.database.db);
    await sql`create trigger slow_receipt before insert on tahsilat_islem
      for each row execute function slow_receipt()`.execute(t.database.db);
  }
  const later = <T>(run: () => Promise<T>) =>
    new Promise((r) => setTimeout(r, onPostgres ? 300 : 0)).then(run);

  it('of one number: one keeps it, the other gets the field error', async () => {
    if (onPostgres) await slowReceipts();
    const no = `RCE-${YEAR}-${++seq}`;
    const [a, b] = await Promise.all([
      api.store('tahsilat_islem', transfer(no, { aciklama: 'YAVAŞ' })),
      later(() => api.store('tahsilat_islem', transfer(no))),
    ]);
    const answers = [a.json.data, b.json.data];
    expect(answers.filter((x) => x.message === 'success')).toHaveLength(1);
    expect(answers.find((x) => x.message === 'error')).toEqual({
      message: 'error',
      errors: {
        belge_no: ['Bu belge no başka bir kayıtta kullanılıyor. Boş bırakırsanız sıradaki numara verilir.'],
      },
    });
    const kept = await one(sql<Row>`select count(*)::int as n from tahsilat_islem
      where department_id = ${dept} and belge_no = ${no}`);
    expect(kept!.n).toBe(1);
  });

  it('with empty numbers: each gets its own, one after the other', async () => {
    const [a, b] = await Promise.all([
      api.store('tahsilat_islem', transfer('', { aciklama: 'YAVAŞ' })),
      later(() => api.store('tahsilat_islem', transfer(''))),
    ]);
    expect(a.json.data.message).toBe('success');
    expect(b.json.data.message).toBe('success');
    const numbers = [
      await stored('tahsilat_islem', a.json.data.id, 'belge_no'),
      await stored('tahsilat_islem', b.json.data.id, 'belge_no'),
    ];
    expect(new Set(numbers).size).toBe(2);
    expect(Math.abs(Number(numbers[0].slice(-4)) - Number(numbers[1].slice(-4)))).toBe(1);
  });
});
