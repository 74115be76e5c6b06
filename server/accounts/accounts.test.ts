import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password';
import { createTestContext, type TestContext } from '../test/harness';
import { DEMO_ADMIN, departmentOf, ORNEK_USER, tablesApi } from '../tables/table.test-kit';

// The user switch (yetki_ver through the table service, scoped to the caller's own records across companies;
// getUserTokenYetki) and impersonation (getUserToken: admins only, users of their own company only).

let t: TestContext;
let demoDept: number;
let ornekDept: number;
const FAIL_ID = { status: 'error', code: 400, data: { message: 'fail.id' } };
const NO_AUTH = { status: 'error', code: 400, data: { message: 'no.auth' } };

async function userId(email: string): Promise<number> {
  const r = await sql<{ id: number }>`select id from users where email = ${email}`.execute(t.database.db);
  return Number(r.rows[0].id);
}

async function yetkiId(email: string, departmentId: number): Promise<number> {
  const r = await sql<{ id: number }>`
    select y.id from yetki_ver y join users u on u.id = y.target_user_id
    where u.email = ${email} and y.department_id = ${departmentId}`.execute(t.database.db);
  return Number(r.rows[0].id);
}

const info = async (token: string) => (await t.post(`/${token}/getLoggedInUserInfo`)).json;

beforeAll(async () => {
  t = await createTestContext();
  demoDept = await departmentOf(t, DEMO_ADMIN);
  ornekDept = await departmentOf(t, ORNEK_USER);
});
afterAll(() => t.close());

describe('yetki_ver: every user reads only their own authority records, across companies', () => {
  it('lists the two companies of the demo admin, sortable and filterable by department_id', async () => {
    const api = tablesApi(t, await t.login(DEMO_ADMIN));
    const all = (await api.list('yetki_ver', { limit: 100000, sorts: { department_id: true } })).json.data;
    expect(all.all_records_count).toBe(2);
    expect(all.records.map((r: any) => [r.department_id, r.department_id__id, r.is_admin])).toEqual([
      ['Demo Ticaret A.Ş.', demoDept, '1'],
      ['Örnek Gıda Ltd. Şti.', ornekDept, '0'],
    ]);
    const desc = (await api.list('yetki_ver', { limit: 100000, sorts: { department_id: false } })).json.data;
    expect(desc.records.map((r: any) => r.department_id__id)).toEqual([ornekDept, demoDept]);
    const filtered = (
      await api.list('yetki_ver', {
        limit: 100000,
        filters: { department_id: { type: 1, guiType: 'select', filter: [ornekDept] } },
      })
    ).json.data;
    expect(filtered.records.map((r: any) => r.department_id__id)).toEqual([ornekDept]);
  });

  it("never shows another user's records, even of the same company or by guessing ids", async () => {
    const ornek = tablesApi(t, await t.login(ORNEK_USER));
    const own = (await ornek.list('yetki_ver', { limit: 100000 })).json.data;
    // Örnek Gıda has two authority records (ornek@ and demo@); its user sees only the own one.
    expect(own.records.map((r: any) => r.target_user_id)).toEqual([await userId(ORNEK_USER)]);
    expect(await ornek.show('yetki_ver', await yetkiId(DEMO_ADMIN, ornekDept))).toMatchObject({
      json: FAIL_ID,
    });
    expect(await ornek.show('yetki_ver', await yetkiId(DEMO_ADMIN, demoDept))).toMatchObject({
      json: FAIL_ID,
    });
    const guessed = await ornek.list('yetki_ver', {
      filters: { department_id: { type: 1, filter: [demoDept] } },
    });
    expect(guessed.json.data.all_records_count).toBe(0);
    expect((await ornek.show('yetki_ver', await yetkiId(ORNEK_USER, ornekDept))).status).toBe(200);
  });

  it('is read-only: no form, store, update, delete or restore', async () => {
    const api = tablesApi(t, await t.login(DEMO_ADMIN));
    const own = await yetkiId(DEMO_ADMIN, ornekDept);
    expect((await api.create('yetki_ver')).json).toEqual(NO_AUTH);
    expect((await api.store('yetki_ver', { department_id: demoDept, is_admin: '1' })).json).toEqual(NO_AUTH);
    expect((await api.update('yetki_ver', own, { is_admin: '1' })).json).toEqual(NO_AUTH);
    expect((await api.edit('yetki_ver', own)).json).toEqual(NO_AUTH);
    expect((await api.remove('yetki_ver', own)).json).toEqual(NO_AUTH);
    expect((await api.deleted('yetki_ver')).json).toEqual(NO_AUTH);
    const r = await sql<{ is_admin: boolean }>`select is_admin from yetki_ver where id = ${own}`.execute(
      t.database.db,
    );
    expect(r.rows[0].is_admin).toBe(false);
  });

  it('hides switched-off records', async () => {
    const api = tablesApi(t, await t.login(DEMO_ADMIN));
    const id = await yetkiId(DEMO_ADMIN, ornekDept);
    await sql`update yetki_ver set state = false where id = ${id}`.execute(t.database.db);
    try {
      expect((await api.list('yetki_ver', { limit: 100000 })).json.data.all_records_count).toBe(1);
    } finally {
      await sql`update yetki_ver set state = true where id = ${id}`.execute(t.database.db);
    }
  });
});

describe('POST /{token}/getUserTokenYetki/{id}: the user switch', () => {
  it('answers a token of the same user in the other company; the old one ends after a minute', async () => {
    const token = await t.login(DEMO_ADMIN);
    expect((await info(token)).data).toMatchObject({ yetki_count: 2, is_admin: true });
    const r = await t.post(`/${token}/getUserTokenYetki/${await yetkiId(DEMO_ADMIN, ornekDept)}`);
    expect(r.status).toBe(200);
    const next = r.json.data.token;
    expect(next).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const after = (await info(next)).data;
    expect(after.user.email).toBe(DEMO_ADMIN);
    expect(after.department.name_basic).toBe('Örnek Gıda Ltd. Şti.');
    expect(after).toMatchObject({ is_admin: false, imitator_user_id: null });
    expect(after.auths.admin).toEqual({});
    // The tables now answer Örnek Gıda's records.
    const cari = (await tablesApi(t, next).list('cari_hesap', { limit: 100 })).json.data;
    expect(cari.records.every((x: any) => x.department_id === ornekDept)).toBe(true);
    expect(cari.all_records_count).toBeGreaterThan(0);
    // Calls already on their way with the old token still work for a moment, then it is gone.
    expect((await info(token)).data.department.id).toBe(demoDept);
    t.clock.offsetMs = 61_000;
    try {
      expect((await info(token)).data.message).toBe('fail.token');
      expect((await info(next)).data.department.id).toBe(ornekDept);
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  it("refuses another user's authority record, unknown ids and garbage as fail.id", async () => {
    const token = await t.login(DEMO_ADMIN);
    for (const id of [await yetkiId(ORNEK_USER, ornekDept), 999999, 0, 'abc', '1e3', '-1']) {
      expect((await t.post(`/${token}/getUserTokenYetki/${id}`)).json, String(id)).toEqual(FAIL_ID);
    }
    expect((await info(token)).data.department.id).toBe(demoDept);
  });

  it('refuses a switched-off company', async () => {
    const token = await t.login(DEMO_ADMIN);
    await sql`update departments set state = false where id = ${ornekDept}`.execute(t.database.db);
    try {
      const r = await t.post(`/${token}/getUserTokenYetki/${await yetkiId(DEMO_ADMIN, ornekDept)}`);
      expect(r.json).toEqual(FAIL_ID);
    } finally {
      await sql`update departments set state = true where id = ${ornekDept}`.execute(t.database.db);
    }
  });
});

describe('impersonation: POST /{token}/getUserToken/{userId}', () => {
  it('lets the admin pick users of the own company (not itself, not other admins)', async () => {
    const token = await t.login(DEMO_ADMIN);
    const all = (await t.post(`/${token}/getImitableUsers`, {})).json.data.users;
    expect(all.map((u: any) => u.email)).toEqual(['otp@defter.local']);
    expect((await t.post(`/${token}/getImitableUsers`, { search: 'ELİF' })).json.data.users).toHaveLength(1);
    expect((await t.post(`/${token}/getImitableUsers`, { search: 'mehmet' })).json.data.users).toEqual([]);
  });

  it('answers a token of the other user marked with the admin, and keeps the admin token', async () => {
    const admin = await t.login(DEMO_ADMIN);
    const otpId = await userId('otp@defter.local');
    const r = await t.post(`/${admin}/getUserToken/${otpId}`);
    expect(r.status).toBe(200);
    const imitation = r.json.data.token;
    const data = (await info(imitation)).data;
    expect(data.user.email).toBe('otp@defter.local');
    expect(data.department.id).toBe(demoDept);
    expect(data.is_admin).toBe(false);
    expect(data.imitator_user_id).toBe(await userId(DEMO_ADMIN));
    const stored = await sql<{ imitator_user_id: number }>`
      select imitator_user_id from user_tokens where user_id = ${otpId}`.execute(t.database.db);
    expect(stored.rows.map((x) => Number(x.imitator_user_id))).toEqual([await userId(DEMO_ADMIN)]);
    expect((await info(admin)).data.user.email).toBe(DEMO_ADMIN);

    // The imitation can neither imitate further nor switch companies; its logout leaves the admin's token.
    expect((await t.post(`/${imitation}/getUserToken/${otpId}`)).json).toEqual(NO_AUTH);
    expect((await t.post(`/${imitation}/getImitableUsers`)).json).toEqual(NO_AUTH);
    expect((await t.post(`/${imitation}/getUserTokenYetki/1`)).json).toEqual(NO_AUTH);
    expect((await t.post(`/${imitation}/logOut`)).status).toBe(200);
    expect((await info(imitation)).data.message).toBe('fail.token');
    expect((await info(admin)).data.imitator_user_id).toBeNull();
  });

  it('refuses non-admins, users of other companies, the admin itself and other admins', async () => {
    const admin = await t.login(DEMO_ADMIN);
    const ornek = await t.login(ORNEK_USER);
    const otpId = await userId('otp@defter.local');
    expect((await t.post(`/${ornek}/getUserToken/${otpId}`)).json).toEqual(NO_AUTH);
    expect((await t.post(`/${ornek}/getImitableUsers`)).json).toEqual(NO_AUTH);
    expect((await t.post(`/${admin}/getUserToken/${await userId(ORNEK_USER)}`)).json).toEqual(FAIL_ID);
    expect((await t.post(`/${admin}/getUserToken/${await userId('expired@defter.local')}`)).json).toEqual(
      FAIL_ID,
    );
    expect((await t.post(`/${admin}/getUserToken/${await userId(DEMO_ADMIN)}`)).json).toEqual(FAIL_ID);
    expect((await t.post(`/${admin}/getUserToken/x`)).json).toEqual(FAIL_ID);

    const peer = await t.database.db
      .insertInto('users')
      .values({
        email: 'ikinci.yonetici@demoticaret.example',
        name_basic: 'Can',
        surname: 'Öztürk',
        password: await hashPassword('Demo1234!'),
        department_id: demoDept,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('yetki_ver')
      .values({ target_user_id: peer.id, department_id: demoDept, is_admin: true })
      .execute();
    expect((await t.post(`/${admin}/getUserToken/${peer.id}`)).json).toEqual(FAIL_ID);
  });
});
