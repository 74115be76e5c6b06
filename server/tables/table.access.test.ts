import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../app-env';
import type { TableDef } from '../catalog/types';
import { createTestContext, type TestContext } from '../test/harness';
import { authorize, tableAllowed } from './table.access';
import { DEMO_ADMIN, departmentOf, idsOf, newCari, ORNEK_USER, tablesApi } from './table.test-kit';

// Company isolation (a user of Örnek Gıda reaches no Demo Ticaret record by any verb, even by guessing ids)
// and permissions (auths per verb, admin-only tables, packages, read-only lookups).

let t: TestContext;
let demo: ReturnType<typeof tablesApi>;
let ornek: ReturnType<typeof tablesApi>;
let demoDept: number;
let ornekDept: number;
const FAIL_ID = { status: 'error', code: 400, data: { message: 'fail.id' } };
const NO_AUTH = { status: 'error', code: 400, data: { message: 'no.auth' } };

beforeAll(async () => {
  t = await createTestContext();
  demo = tablesApi(t, await t.login(DEMO_ADMIN));
  ornek = tablesApi(t, await t.login(ORNEK_USER));
  demoDept = await departmentOf(t, DEMO_ADMIN);
  ornekDept = await departmentOf(t, ORNEK_USER);
});
afterAll(() => t.close());

describe('company isolation: Örnek Gıda cannot reach Demo Ticaret records', () => {
  it('list shows only the own company, even when filtering by a Demo id', async () => {
    const demoIds = await idsOf(t, 'cari_hesap', demoDept);
    const own = (await ornek.list('cari_hesap', { limit: 100 })).json.data;
    expect(own.all_records_count).toBe(5);
    expect(own.records.every((r: any) => r.department_id === ornekDept)).toBe(true);
    const guessed = await ornek.list('cari_hesap', { filters: { id: { type: 1, filter: demoIds[0] } } });
    expect(guessed.json.data).toMatchObject({ records: [], all_records_count: 0 });
  });

  it.each(['cari_hesap', 'kasa_karti', 'banka_karti', 'banka_subeleri'])(
    '%s: show, edit load, update, delete and history of every Demo id answer fail.id',
    async (table) => {
      for (const id of await idsOf(t, table, demoDept)) {
        expect((await ornek.show(table, id)).json).toEqual(FAIL_ID);
        expect((await ornek.edit(table, id)).json).toEqual(FAIL_ID);
        expect((await ornek.update(table, id, { description: 'x', cari_hesap_adi: 'x' })).json).toEqual(
          FAIL_ID,
        );
        expect((await ornek.remove(table, id)).json).toEqual(FAIL_ID);
        expect((await ornek.history(table, id)).json).toEqual(FAIL_ID);
      }
      // Nothing was changed or archived by those attempts.
      const archived = await sql<{
        n: number;
      }>`select count(*)::int as n from archive where table_name = ${table}`.execute(t.database.db);
      expect(archived.rows[0].n).toBe(0);
    },
  );

  it('answers an id that exists nowhere exactly like an id of another company', async () => {
    expect((await ornek.show('cari_hesap', 987654)).json).toEqual(FAIL_ID);
    expect((await ornek.show('cari_hesap', 'abc')).json).toEqual(FAIL_ID);
    expect((await ornek.show('cari_hesap', '1e3')).json).toEqual(FAIL_ID);
  });

  it('cannot see deleted Demo records nor restore them (or older versions) by archive id', async () => {
    // An account of Demo's that nothing uses (a demo account may carry documents, and cannot be deleted then).
    const vd = Number(
      (await sql<{ id: number }>`select id from vergi_daireleri limit 1`.execute(t.database.db)).rows[0].id,
    );
    const made = (await demo.store('cari_hesap', newCari(vd))).json.data;
    expect(made.message, JSON.stringify(made)).toBe('success');
    const id = made.id as number;
    await demo.update('cari_hesap', id, { description: 'Demo notu' });
    const versionId = (await demo.history('cari_hesap', id)).json.data.records[0].id;
    await demo.remove('cari_hesap', id);
    const deletedId = (await demo.deleted('cari_hesap')).json.data.records[0].id;
    expect((await ornek.deleted('cari_hesap')).json.data.records).toEqual([]);
    expect((await ornek.restore('cari_hesap', deletedId)).json).toEqual(FAIL_ID);
    expect((await ornek.restore('cari_hesap', versionId)).json).toEqual(FAIL_ID);
    expect((await ornek.history('cari_hesap', id)).json).toEqual(FAIL_ID);
    // The record stays deleted for Demo, and Demo can still restore it.
    expect((await demo.show('cari_hesap', id)).json).toEqual(FAIL_ID);
    expect((await demo.restore('cari_hesap', deletedId)).json.data).toEqual({ message: 'success', id });
  });

  it('select data of a company table lists only the own company rows, and a Demo id cannot be stored', async () => {
    const ornekBranches = await idsOf(t, 'banka_subeleri', ornekDept);
    const demoBranch = (await idsOf(t, 'banka_subeleri', demoDept))[0];
    const demoBank = (
      await sql<{
        bankalar_id: number;
      }>`select bankalar_id from banka_subeleri where id = ${demoBranch}`.execute(t.database.db)
    ).rows[0].bankalar_id;
    const options = await ornek.select('banka_karti', 'banka_sube_id', {
      search: '***',
      upColumnData: demoBank,
    });
    expect(options.json.results).toEqual([]);
    for (const bank of [10, 46]) {
      const own = (await ornek.select('banka_karti', 'banka_sube_id', { search: '***', upColumnData: bank }))
        .json.results;
      expect(own.map((o: any) => o.id).every((id: number) => ornekBranches.includes(id))).toBe(true);
      expect(own).toHaveLength(1);
    }
    const stored = await ornek.store('banka_karti', {
      banka_tanımı: 'Sızma denemesi',
      bankalar_id: demoBank,
      banka_sube_id: demoBranch,
    });
    expect(stored.json.data).toEqual({
      message: 'error',
      errors: { banka_sube_id: ['Şube için geçerli bir seçim yapınız.'] },
    });
  });

  it('a company row: every user shows their own company; an admin of Demo cannot show Örnek Gıda', async () => {
    const own = await ornek.show('departments', ornekDept);
    expect(own.json.data.record.name_basic).toBe('Örnek Gıda Ltd. Şti.');
    expect((await demo.show('departments', ornekDept)).json).toEqual(FAIL_ID);
    expect((await ornek.show('departments', demoDept)).json).toEqual(NO_AUTH);
  });
});

describe('permissions', () => {
  it('admin-only tables refuse a non-admin and serve an admin', async () => {
    expect((await ornek.list('users')).json).toEqual(NO_AUTH);
    expect((await ornek.create('users')).json).toEqual(NO_AUTH);
    expect((await ornek.select('users', 'telefon_dogrulama')).json).toEqual(NO_AUTH);
    const users = (await demo.list('users')).json.data.records.map((u: any) => u.email).sort();
    expect(users).toEqual(['demo@defter.local', 'otp@defter.local']);
  });

  it('global lookups are readable by everyone and writable by no one', async () => {
    expect((await ornek.list('sehirler', { limit: 100 })).json.data.all_records_count).toBe(81);
    expect((await ornek.show('sehirler', 34)).json.data.record.name_basic).toBe('İstanbul');
    expect((await demo.store('sehirler', { name_basic: 'Yeni İl', plaka: '82' })).json).toEqual(NO_AUTH);
    expect((await demo.update('sehirler', 34, { name_basic: 'X' })).json).toEqual(NO_AUTH);
    expect((await demo.remove('sehirler', 34)).json).toEqual(NO_AUTH);
    expect((await demo.edit('sehirler', 34)).json).toEqual(NO_AUTH);
    expect((await demo.deleted('sehirler')).json).toEqual(NO_AUTH);
    expect((await ornek.show('sehirler', 34)).json.data.record.name_basic).toBe('İstanbul');
  });

  it('an unknown table answers fail.table.name, a known one the caller may not use no.auth', async () => {
    const unknown = { status: 'error', code: 400, data: { message: 'fail.table.name' } };
    expect((await demo.list('yok_boyle_tablo')).json).toEqual(unknown);
    expect((await demo.list('archive')).json).toEqual(unknown);
    expect((await demo.list('user_tokens')).json).toEqual(unknown);
    expect((await demo.store('yok_boyle_tablo', { name: 'x' })).json).toEqual(unknown);
    expect((await demo.select('yok_boyle_tablo', 'sehirler_id')).json).toEqual(unknown);
    // Known tables: outside the company's package (Kobi's invoices for Muhasebe), admin-only for a user.
    expect((await demo.list('kobi_satis_fatura')).json).toEqual(NO_AUTH);
    expect((await ornek.list('users')).json).toEqual(NO_AUTH);
  });

  it('a restricted authority record gets exactly the verbs it holds', async () => {
    await sql`update yetki_ver set auths = ${JSON.stringify({
      tables: { cari_hesap: { lists: ['0'], shows: ['0'] }, kasa_karti: { creates: ['0'] } },
    })}::jsonb where department_id = ${ornekDept}`.execute(t.database.db);
    try {
      const id = (await idsOf(t, 'cari_hesap', ornekDept))[0];
      expect((await ornek.list('cari_hesap')).status).toBe(200);
      expect((await ornek.show('cari_hesap', id)).status).toBe(200);
      expect((await ornek.edit('cari_hesap', id)).json).toEqual(NO_AUTH);
      expect((await ornek.create('cari_hesap')).json).toEqual(NO_AUTH);
      expect((await ornek.store('cari_hesap', newCari(1))).json).toEqual(NO_AUTH);
      expect((await ornek.update('cari_hesap', id, { description: 'x' })).json).toEqual(NO_AUTH);
      expect((await ornek.remove('cari_hesap', id)).json).toEqual(NO_AUTH);
      expect((await ornek.deleted('cari_hesap')).json).toEqual(NO_AUTH);
      expect((await ornek.restore('cari_hesap', 1)).json).toEqual(NO_AUTH);
      expect((await ornek.list('banka_karti')).json).toEqual(NO_AUTH);
      // A column set the record does not hold is refused too.
      const otherSet = await t.post(`/${await t.login(ORNEK_USER)}/tables/cari_hesap`, {
        params: { column_array_id: '7' },
      });
      expect(otherSet.json).toEqual(NO_AUTH);
      // Select data: allowed for a table the user may create in (kasa_karti), or list.
      expect((await ornek.select('kasa_karti', 'para_birimi_id')).status).toBe(200);
      expect((await ornek.select('banka_karti', 'bankalar_id')).json).toEqual(NO_AUTH);
      expect((await ornek.list('kasa_karti')).json).toEqual(NO_AUTH);
    } finally {
      await sql`update yetki_ver set auths = null where department_id = ${ornekDept}`.execute(t.database.db);
    }
    expect((await ornek.list('banka_karti')).status).toBe(200);
  });

  it('a table outside the company package is refused (unit: the package rule itself)', () => {
    const table: TableDef = {
      name: 'yevmiye_fisi',
      display_name: 'Yevmiye Fişleri',
      scope: 'company',
      packages: [4],
      display_column: 'name_basic',
      columns: [],
    };
    const kobi = { packageId: 2, isAdmin: false } as Session;
    const muhasebe = { packageId: 4, isAdmin: false } as Session;
    expect(tableAllowed(kobi, table)).toBe(false);
    expect(tableAllowed(muhasebe, table)).toBe(true);
    expect(tableAllowed({ packageId: 4, isAdmin: false }, { ...table, adminOnly: true })).toBe(false);
    const withAuths = { ...muhasebe, auths: { tables: { yevmiye_fisi: { lists: ['0', '3'] } } } } as Session;
    expect(authorize(withAuths, table, 'list', null)).toBe('0');
    expect(authorize(withAuths, table, 'list', '3')).toBe('3');
    expect(() => authorize(withAuths, table, 'list', '5')).toThrow('no.auth');
    expect(() => authorize(withAuths, table, 'show', null)).toThrow('no.auth');
  });

  it('a request without a valid token never reaches the table service', async () => {
    const r = await t.post('/0000000000000000000000000000000000000000000/tables/cari_hesap', { params: {} });
    expect(r.json.data.message).toBe('fail.token');
  });
});
