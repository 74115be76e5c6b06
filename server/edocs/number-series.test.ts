import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turkishToday } from '../auth/user-info.service';
import { demoCards, idWhere, threeLines, type Cards } from '../documents/document.test-kit';
import { DEMO_ADMIN, departmentOf, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { LocalIntegrator } from './integrator/local';
import { sendInvoice } from './send.service';

// Issue 26, item 6 — one number series each (docs/document-numbers.md, "One series each"). QA of 2026-12-07 keyed an
// e-Fatura with the e-Arşiv prefix and it was sent as ARS2026000000001, the number of a sent e-Arşiv invoice. Now a
// document's prefix list offers only its own kind, the server refuses another kind's prefix (on save and on send),
// a prefix code belongs to one series, drafts carry no number (the demo ones neither), an API store naming an
// address id gets the address parts as the form fills them, and concurrent sends of two series give two gapless,
// disjoint sequences (run on PostgreSQL with TEST_DATABASE_URL: real concurrent transactions).

type Row = Record<string, unknown>;

let t: TestContext;
let token: string;
let api: ReturnType<typeof tablesApi>;
let dept: number;
let cards: Cards;
let customer: Row;
let prefix: { efatura: number; arsiv: number; irsaliye: number; smm: number };
let today: string;

const q = async (query: ReturnType<typeof sql<Row>>) => (await query.execute(t.database.db)).rows;

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login(DEMO_ADMIN);
  api = tablesApi(t, token);
  dept = await departmentOf(t, DEMO_ADMIN);
  cards = await demoCards(t, dept);
  customer = (
    await q(sql<Row>`select c.tc, c.unvan, c.cari_hesap_adi, c.vergi_daireleri_id, a.id as adres_id, a.ulkeler_id,
        a.sehirler_id, a.ilceler_id, a.mahalle_adi, a.sokak_adi, a.bina_no, a.posta_kodu
      from cari_hesap c join adres a on a.cari_hesap_id = c.id
      where c.id = ${cards.cari} order by a.varsayilan desc, a.id limit 1`)
  )[0];
  const byPlace = (yer: number) =>
    idWhere(
      t,
      sql<{
        id: number;
      }>`select id from fatura_on_ekleri where department_id = ${dept} and on_ek_yeri_id = ${yer}
        order by varsayilan desc, id limit 1`,
    );
  prefix = {
    efatura: await byPlace(1),
    arsiv: await byPlace(2),
    irsaliye: await byPlace(3),
    smm: await byPlace(4),
  };
  today = turkishToday(new Date());
}, 300_000);
afterAll(() => t.close());

/** An e-Fatura (or with `archive`, e-Arşiv) draft of Demo Ticaret as the form sends it. */
const header = (extra: Row = {}, archive = false): Row => ({
  cari_hesap_id: cards.cari,
  adres_id: customer.adres_id,
  tc: customer.tc,
  unvan: customer.unvan ?? customer.cari_hesap_adi,
  vergi_daireleri_id: customer.vergi_daireleri_id,
  ulkeler_id: customer.ulkeler_id,
  sehirler_id: customer.sehirler_id,
  ilceler_id: customer.ilceler_id,
  mahalle_adi: customer.mahalle_adi,
  sokak_adi: customer.sokak_adi,
  bina_no: customer.bina_no,
  posta_kodu: customer.posta_kodu,
  fatura_on_eki_id: archive ? prefix.arsiv : prefix.efatura,
  fatura_senaryo_id: archive ? 3 : 1,
  fatura_tipi_id: 3,
  fatura_tarihi: today,
  para_birimi_id: 1,
  döviz_kuru: '1',
  ...(archive ? { fatura_saati: '10:30:00', gonderim_sekli_id: 1 } : {}),
  mal_hizmet_json: JSON.stringify(
    threeLines(cards)
      .slice(0, 2)
      .map((l, i) => (i === 1 ? { ...l, mal_hizmet: 'Klavye Mouse Seti' } : l)),
  ),
  ...extra,
});

async function draft(table: 'e_fatura' | 'e_arsiv_fatura', extra: Row = {}): Promise<number> {
  const r = await api.store(table, header(extra, table === 'e_arsiv_fatura'));
  expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
  return Number(r.json.data.id);
}

describe('a document’s prefix list', () => {
  it('offers only the prefixes of its own series', async () => {
    const texts = async (table: string) =>
      (await api.select(table, 'fatura_on_eki_id')).json.results.map((r: Row) => r.text);
    // The demo company has DEF (e-Fatura), ARS (e-Arşiv), IRS (e-İrsaliye), SMM (e-SMM) and EMM (e-MM).
    expect(await texts('e_fatura')).toEqual(['DEF']);
    expect(await texts('e_arsiv_fatura')).toEqual(['ARS']);
    expect(await texts('e_irsaliye')).toEqual(['IRS']);
    expect(await texts('serbest_meslek_makbuzu')).toEqual(['SMM']);
    expect(await texts('e_mustahsil_makbuzu')).toEqual(['EMM']);
  });
});

describe('the server', () => {
  it('refuses an e-Fatura keyed with the e-Arşiv prefix, and an e-Arşiv with the e-Fatura one', async () => {
    const wrong = await api.store('e_fatura', header({ fatura_on_eki_id: prefix.arsiv }));
    expect(wrong.json.data.errors?.fatura_on_eki_id).toEqual([
      'Bu ön ek (ARS) e-Arşiv serisine ait; e-Fatura için e-Fatura ön eklerinden birini seçiniz.',
    ]);
    const other = await api.store('e_arsiv_fatura', header({ fatura_on_eki_id: prefix.efatura }, true));
    expect(other.json.data.errors?.fatura_on_eki_id).toEqual([
      'Bu ön ek (DEF) e-Fatura serisine ait; e-Arşiv için e-Arşiv ön eklerinden birini seçiniz.',
    ]);
    // An update of a draft too.
    const id = await draft('e_fatura');
    const upd = await api.update('e_fatura', id, { fatura_on_eki_id: prefix.smm });
    expect(upd.json.data.errors?.fatura_on_eki_id).toEqual([
      'Bu ön ek (SMM) e-SMM serisine ait; e-Fatura için e-Fatura ön eklerinden birini seçiniz.',
    ]);
  });

  it('refuses to number a draft that carries another series’ prefix (saved before the rule)', async () => {
    const id = await draft('e_fatura');
    await sql`update e_fatura set fatura_on_eki_id = ${prefix.arsiv} where id = ${id}`.execute(t.database.db);
    const r = await t.post(`/${token}/tables/e_fatura/sendInvoice`, { id });
    expect(r.status).toBe(400);
    expect(r.json.data.message).toBe(
      'Bu ön ek (ARS) e-Arşiv serisine ait; e-Fatura için e-Fatura ön eklerinden birini seçiniz.',
    );
    const row = (
      await q(sql<Row>`select e_fatura_numarasi, e_fatura_durumu_id from e_fatura where id = ${id}`)
    )[0];
    expect(row).toEqual({ e_fatura_numarasi: null, e_fatura_durumu_id: 1 });
  });

  it('keeps a prefix code to one series, and a prefix in use to its code and series', async () => {
    const dup = await api.store('fatura_on_ekleri', { on_ek_kodu: 'ARS', on_ek_yeri_id: '1' });
    expect(dup.json.data.errors?.on_ek_kodu).toEqual(['Bu ön ek (ARS) e-Arşiv serisine ait.']);
    const fresh = await api.store('fatura_on_ekleri', { on_ek_kodu: 'YEN', on_ek_yeri_id: '1' });
    expect(fresh.json.data).toMatchObject({ message: 'success' });
    // Unused: it may still move to another series.
    const moved = await api.update('fatura_on_ekleri', fresh.json.data.id, { on_ek_yeri_id: '2' });
    expect(moved.json.data).toMatchObject({ message: 'success' });
    // DEF numbers the demo's sent e-Faturas: it stays DEF, and an e-Fatura prefix.
    const used = await api.update('fatura_on_ekleri', prefix.efatura, { on_ek_yeri_id: '2' });
    expect(used.json.data.errors?.on_ek_yeri_id).toEqual([
      'Bu ön ekle düzenlenmiş belgeler var; ön ekin kodu ve serisi değiştirilemez.',
    ]);
    const renamed = await api.update('fatura_on_ekleri', prefix.efatura, { on_ek_kodu: 'DFF' });
    expect(renamed.json.data.errors?.on_ek_kodu).toEqual([
      'Bu ön ekle düzenlenmiş belgeler var; ön ekin kodu ve serisi değiştirilemez.',
    ]);
  });

  it('fills the address parts of an API store that names only the address id, as the form does', async () => {
    const address = { ...header() };
    for (const k of [
      'ulkeler_id',
      'sehirler_id',
      'ilceler_id',
      'mahalle_adi',
      'sokak_adi',
      'bina_no',
      'posta_kodu',
    ])
      delete address[k];
    const id = await draft('e_fatura', {});
    const r = await api.store('e_fatura', address);
    expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
    const cols = sql.join(
      ['ulkeler_id', 'sehirler_id', 'ilceler_id', 'mahalle_adi', 'sokak_adi', 'bina_no', 'posta_kodu'].map(
        (c) => sql.ref(c),
      ),
    );
    const [filled] = await q(sql<Row>`select ${cols} from e_fatura where id = ${r.json.data.id}`);
    const [keyed] = await q(sql<Row>`select ${cols} from e_fatura where id = ${id}`);
    expect(filled).toEqual(keyed);
    expect(filled.sokak_adi).toBe(customer.sokak_adi);
    // What a store sends itself is kept.
    const own = await api.store('e_fatura', { ...address, sokak_adi: 'Elle Yazılan Sokak' });
    const [kept] = await q(
      sql<Row>`select sokak_adi, ilceler_id from e_fatura where id = ${own.json.data.id}`,
    );
    expect(kept).toEqual({ sokak_adi: 'Elle Yazılan Sokak', ilceler_id: null });
  });
});

describe('drafts', () => {
  it('never carry a number: the demo drafts have none, and their XML carries the draft marker', async () => {
    for (const [table, column] of [
      ['e_fatura', 'e_fatura_numarasi'],
      ['e_arsiv_fatura', 'e_fatura_numarasi'],
      ['e_irsaliye', 'irsaliye_numarasi'],
      ['serbest_meslek_makbuzu', 'makbuz_numarasi'],
      ['e_mustahsil_makbuzu', 'makbuz_numarasi'],
    ] as const) {
      const rows = await q(
        sql<Row>`select ${sql.ref(column)} as no, e_fatura_durumu_id as s from ${sql.table(table)}`,
      );
      const drafts = rows.filter((r) => Number(r.s ?? 1) === 1);
      expect(drafts.length, table).toBeGreaterThan(0);
      expect(drafts.map((r) => r.no).filter(Boolean), table).toEqual([]);
      // Every sent one has its own number, each once.
      const sent = rows.filter((r) => Number(r.s ?? 1) !== 1).map((r) => String(r.no));
      expect(new Set(sent).size, table).toBe(sent.length);
    }
    const [demo] = await q(sql<Row>`select id, fatura_tarihi::text as d from e_arsiv_fatura
      where department_id = ${dept} and e_fatura_durumu_id = 1 order by id limit 1`);
    const res = await t.app.request(
      `/api/v1/${token}/tables/e_arsiv_fatura/downloadMedia`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: demo.id, mediaType: 'xml' }),
      },
      { incoming: { socket: { remoteAddress: t.address } } },
    );
    const xml = Buffer.from(await res.text(), 'base64').toString('utf8');
    expect(xml).toContain(`<cbc:ID>ARS${String(demo.d).slice(0, 4)}000000000</cbc:ID>`);
  });
});

describe('concurrent sends of two series', () => {
  it('give two gapless, disjoint number sequences', async () => {
    const before = async (table: string) =>
      Number(
        (
          await q(sql<Row>`select coalesce(max(substr(e_fatura_numarasi, 8)::bigint), 0) as n
            from ${sql.table(table)} where department_id = ${dept} and e_fatura_durumu_id <> 1
              and e_fatura_numarasi like ${`%${today.slice(0, 4)}%`}`)
        )[0].n,
      );
    const startF = await before('e_fatura');
    const startA = await before('e_arsiv_fatura');
    const drafts: { table: 'e_fatura' | 'e_arsiv_fatura'; id: number }[] = [];
    for (let i = 0; i < 10; i++) {
      drafts.push({ table: 'e_fatura', id: await draft('e_fatura') });
      drafts.push({ table: 'e_arsiv_fatura', id: await draft('e_arsiv_fatura') });
    }
    const integrator = new LocalIntegrator(t.database.db);
    // GİB's checks are the integrator's (left out here to keep the race tight: 20 sends at once).
    const sent = await Promise.all(
      drafts.map((d) =>
        sendInvoice({
          db: t.database.db,
          integrator,
          table: d.table,
          id: d.id,
          departmentId: dept,
          userId: 1,
          validate: false,
        }).then((s) => ({ ...d, number: s.number, ettn: s.ettn })),
      ),
    );
    const year = today.slice(0, 4);
    const seq = (table: string, code: string, start: number) =>
      sent
        .filter((s) => s.table === table)
        .map((s) => s.number)
        .sort()
        .map((n) => {
          expect(n.slice(0, 7)).toBe(`${code}${year}`);
          return Number(n.slice(7));
        })
        .map((n, i) => n - start - i);
    // Gapless: the k-th number is the one after the series' last, plus k.
    expect(seq('e_fatura', 'DEF', startF)).toEqual(Array(10).fill(1));
    expect(seq('e_arsiv_fatura', 'ARS', startA)).toEqual(Array(10).fill(1));
    // Disjoint: no number twice among everything the company sent.
    const all =
      await q(sql<Row>`select e_fatura_numarasi as n from e_fatura where department_id = ${dept} and e_fatura_durumu_id <> 1
      union all select e_fatura_numarasi from e_arsiv_fatura where department_id = ${dept} and e_fatura_durumu_id <> 1`);
    expect(new Set(all.map((r) => r.n)).size).toBe(all.length);
    // Each send queued its own job.
    const jobs = await q(sql<Row>`select count(distinct id)::int as n from giden_kutusu
      where ettn::text = any(${sent.map((s) => s.ettn)})`);
    expect(jobs[0].n).toBe(20);
  });
});
