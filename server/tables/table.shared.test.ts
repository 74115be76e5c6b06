import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../app-env';
import { birimler } from '../catalog/birimler.table';
import { createTestContext, type TestContext } from '../test/harness';
import { authorize } from './table.access';
import { archiveActions, DEMO_ADMIN, departmentOf, ORNEK_USER, tablesApi } from './table.test-kit';

// The `shared` scope (docs/table-service.md, "Scope and permissions"), on units: GİB's units are global rows
// (department_id NULL) that every company reads and nobody writes (no.auth: a permission the caller lacks);
// each company's own units are written like company rows, and another company's behave as missing (fail.id).

type Row = Record<string, any>;
let t: TestContext;
let demo: ReturnType<typeof tablesApi>;
let ornek: ReturnType<typeof tablesApi>;
let demoDept: number;
let ornekDept: number;
const FAIL_ID = { status: 'error', code: 400, data: { message: 'fail.id' } };
const NO_AUTH = { status: 'error', code: 400, data: { message: 'no.auth' } };

const q = async (query: ReturnType<typeof sql<Row>>) => (await query.execute(t.database.db)).rows;
const unitId = async (name: string, dept: number | null) =>
  Number(
    (
      await q(
        dept === null
          ? sql<Row>`select id from birimler where name_basic = ${name} and department_id is null`
          : sql<Row>`select id from birimler where name_basic = ${name} and department_id = ${dept}`,
      )
    )[0].id,
  );
const names = (records: Row[]) => records.map((r) => r.name_basic);

beforeAll(async () => {
  t = await createTestContext();
  demo = tablesApi(t, await t.login(DEMO_ADMIN));
  ornek = tablesApi(t, await t.login(ORNEK_USER));
  demoDept = await departmentOf(t, DEMO_ADMIN);
  ornekDept = await departmentOf(t, ORNEK_USER);
});
afterAll(() => t.close());

describe('reading a shared table', () => {
  it("lists the global rows and the company's own, never another company's", async () => {
    const mine = (await demo.list('birimler', { limit: 500 })).json.data;
    const theirs = (await ornek.list('birimler', { limit: 500 })).json.data;
    expect(mine.all_records_count).toBe(63 + 1);
    expect(theirs.all_records_count).toBe(63 + 2);
    const own = (records: Row[]) => records.filter((r) => r.department_id !== null);
    expect(own(mine.records).map((r) => [r.name_basic, r.kod, r.gib_birim_id])).toEqual([
      ['Koli', 'BX', 'Kutu'],
    ]);
    expect(own(mine.records).every((r) => Number(r.department_id) === demoDept)).toBe(true);
    expect(names(own(theirs.records)).sort()).toEqual(['Koli', 'Çuval'].sort());
    // Global rows carry an empty company: the list shows them without Düzenle and Sil.
    const adet = mine.records.find((r: Row) => r.kod === 'C62' && r.department_id === null);
    expect(adet).toMatchObject({ name_basic: 'Adet', department_id: null });
  });

  it("shows global rows to everyone and another company's unit to no one", async () => {
    const adet = await unitId('Adet', null);
    expect((await ornek.show('birimler', adet)).json.data.record.name_basic).toBe('Adet');
    const demoKoli = await unitId('Koli', demoDept);
    expect((await ornek.show('birimler', demoKoli)).json).toEqual(FAIL_ID);
    expect((await demo.show('birimler', demoKoli)).json.data.record).toMatchObject({
      name_basic: 'Koli',
      kod: 'BX',
      gib_birim_id: 'Kutu',
      gib_birim_id__id: await unitId('Kutu', null),
    });
    // A global row was never changed: its history is empty; another company's unit has none to show.
    expect((await demo.history('birimler', adet)).json.data.records).toEqual([]);
    expect((await ornek.history('birimler', demoKoli)).json).toEqual(FAIL_ID);
  });

  it('lets every user read it, whatever their stored auths (like a global lookup)', () => {
    const session = { packageId: 4, isAdmin: false, auths: { tables: {} } } as unknown as Session;
    expect(authorize(session, birimler, 'list', null)).toBe('0');
    expect(authorize(session, birimler, 'show', null)).toBe('0');
    expect(() => authorize(session, birimler, 'store', null)).toThrow('no.auth');
  });
});

describe('writing a shared table', () => {
  it('refuses edit load, update and delete of a global row with no.auth, and changes nothing', async () => {
    const adet = await unitId('Adet', null);
    expect((await demo.edit('birimler', adet)).json).toEqual(NO_AUTH);
    expect((await demo.update('birimler', adet, { name_basic: 'Tane' })).json).toEqual(NO_AUTH);
    expect((await demo.remove('birimler', adet)).json).toEqual(NO_AUTH);
    expect(await q(sql<Row>`select name_basic, kod from birimler where id = ${adet}`)).toEqual([
      { name_basic: 'Adet', kod: 'C62' },
    ]);
    expect(await archiveActions(t, 'birimler', adet)).toEqual([]);
  });

  it("answers fail.id for another company's unit, exactly like a missing id", async () => {
    const ornekCuval = await unitId('Çuval', ornekDept);
    for (const id of [ornekCuval, 987654]) {
      expect((await demo.edit('birimler', id)).json).toEqual(FAIL_ID);
      expect((await demo.update('birimler', id, { name_basic: 'Torba' })).json).toEqual(FAIL_ID);
      expect((await demo.remove('birimler', id)).json).toEqual(FAIL_ID);
    }
    expect(await q(sql<Row>`select name_basic from birimler where id = ${ornekCuval}`)).toEqual([
      { name_basic: 'Çuval' },
    ]);
  });

  it('stores a company unit with the GİB code of the GİB unit it stands for', async () => {
    const paket = await unitId('Paket', null);
    const r = await demo.store('birimler', { name_basic: "Paket (10'lu)", gib_birim_id: paket });
    expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
    const row = (
      await q(sql<Row>`select kod, department_id, gib_birim_id from birimler where id = ${r.json.data.id}`)
    )[0];
    expect(row).toEqual({ kod: 'PA', department_id: demoDept, gib_birim_id: paket });
    expect(r.json.data.id).toBeGreaterThan(1000);
    // Edited, deleted and restored like any company row; the GİB code follows the GİB unit.
    const dzn = await unitId('Düzine', null);
    expect((await demo.update('birimler', r.json.data.id, { gib_birim_id: dzn })).json.data.message).toBe(
      'success',
    );
    expect((await demo.show('birimler', r.json.data.id)).json.data.record.kod).toBe('DZN');
    expect((await demo.remove('birimler', r.json.data.id)).json.data.message).toBe('success');
    const gone = (await demo.deleted('birimler', { limit: 100 })).json.data.records;
    expect(gone.map((x: Row) => x.name_basic)).toEqual(["Paket (10'lu)"]);
    expect((await demo.restore('birimler', gone[0].id)).json.data).toEqual({
      message: 'success',
      id: r.json.data.id,
    });
    expect((await ornek.deleted('birimler', { limit: 100 })).json.data.records).toEqual([]);
  });

  it('requires a GİB unit, accepts only a global one, and refuses a name the company already sees', async () => {
    const demoKoli = await unitId('Koli', demoDept);
    expect((await demo.store('birimler', { name_basic: 'Deste' })).json.data.errors).toEqual({
      gib_birim_id: ['GİB Birimi alanı zorunludur.'],
    });
    expect(
      (await demo.store('birimler', { name_basic: 'Deste', gib_birim_id: demoKoli })).json.data.errors,
    ).toEqual({ gib_birim_id: ['GİB Birimi için geçerli bir seçim yapınız.'] });
    const kutu = await unitId('Kutu', null);
    for (const name of ['adet', 'KOLİ'])
      expect(
        (await demo.store('birimler', { name_basic: name, gib_birim_id: kutu })).json.data.errors,
      ).toEqual({
        name_basic: ['Bu adla bir birim zaten tanımlı.'],
      });
    // Another company's unit name is free: "Çuval" is Örnek Gıda's.
    expect(
      (await demo.store('birimler', { name_basic: 'Çuval', gib_birim_id: kutu })).json.data.message,
    ).toBe('success');
    // The code is the server's: a sent one is ignored.
    const r = await demo.store('birimler', { name_basic: 'Kasa', gib_birim_id: kutu, kod: 'XXX' });
    expect((await demo.show('birimler', r.json.data.id)).json.data.record.kod).toBe('BX');
  });
});

describe('using a shared table in other tables', () => {
  it('offers the global units and the own ones in a line select, never another company’s', async () => {
    const texts = async (api: typeof demo) =>
      (await api.select('teklifler_mal_hizmet', 'birim_id', { search: 'koli', limit: 100 })).json.results.map(
        (o: Row) => o.id,
      );
    expect(await texts(demo)).toEqual([await unitId('Koli', demoDept)]);
    expect(await texts(ornek)).toEqual([await unitId('Koli', ornekDept)]);
  });

  it("refuses another company's unit on a document line, and takes the own one", async () => {
    const cari = Number(
      (await q(sql<Row>`select id from cari_hesap where department_id = ${ornekDept} order by id limit 1`))[0]
        .id,
    );
    const one = async (table: string, column: string, value: string) =>
      Number(
        (
          await q(
            sql<Row>`select id from ${sql.table(table)} where department_id = ${ornekDept} and ${sql.ref(column)} = ${value}`,
          )
        )[0].id,
      );
    const stock = await one('stok_kartlari', 'stok_kodu', 'MKR-20');
    const depot = await one('depo_kartlari', 'depo_kodu', 'KMP');
    const quote = (birim: number) => ({
      cari_hesap_id: cari,
      teklif_no: `TKL-${birim}`,
      teklif_tarihi: '2026-03-02',
      gecerlilik_tarihi: '2026-03-17',
      döviz_kuru: '1',
      mal_hizmet_json: JSON.stringify([
        {
          stok_kartlari_id: stock,
          depo_kartlari_id: depot,
          miktar: '3',
          birim_id: birim,
          birim_fiyat: '385',
          kdv_id: 2,
          kdv_dahil_buton: '0',
        },
      ]),
    });
    const refused = await ornek.store('teklifler', quote(await unitId('Koli', demoDept)));
    expect(refused.json.data.line_errors).toEqual({
      mal_hizmet_json: [{ index: 0, errors: { birim_id: ['Birim için geçerli bir seçim yapınız.'] } }],
    });
    const ok = await ornek.store('teklifler', quote(await unitId('Koli', ornekDept)));
    expect(ok.json.data, JSON.stringify(ok.json)).toMatchObject({ message: 'success' });
  });

  it('offers only the global units as GİB units', async () => {
    const r = (await demo.select('birimler', 'gib_birim_id', { search: '***', limit: 500 })).json.results;
    expect(r.length).toBe(63);
    expect(r.map((o: Row) => o.text)).not.toContain('Koli');
  });

  it("takes the own unit on a stock card and refuses another company's", async () => {
    const ornekKoli = await unitId('Koli', ornekDept);
    const demoKoli = await unitId('Koli', demoDept);
    const card = (unit: number) => ({
      stok_adi: 'Fotokopi Kağıdı Koli (5 top)',
      stok_kodu: 'STK-K05',
      stok_turu_id: 4,
      giris_birimi_id: unit,
      cikis_birimi_id: unit,
      alis_kdv_orani: 9,
      satis_kdv_orani: 9,
      alis_fiyati: '520.00',
      satis_fiyati: '640.00',
    });
    const refused = await demo.store('stok_kartlari', card(ornekKoli));
    expect(refused.json.data.errors).toMatchObject({
      giris_birimi_id: ['Giriş Birimi için geçerli bir seçim yapınız.'],
    });
    const ok = await demo.store('stok_kartlari', card(demoKoli));
    expect(ok.json.data, JSON.stringify(ok.json)).toMatchObject({ message: 'success' });
    expect((await demo.show('stok_kartlari', ok.json.data.id)).json.data.record).toMatchObject({
      giris_birimi_id: 'Koli',
      giris_birimi_id__id: demoKoli,
    });
  });
});
