import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';

// Every way a password changes ends the user's other sessions (docs/auth.md, "Tokens"): the user's own change on
// the profile page, an admin's edit through the users table, a restore of an older users row.

const OTP_USER = 'otp@defter.local';

describe('a password change ends the other sessions of its user', () => {
  let t: TestContext;
  let otpPassword = 'Demo1234!';
  let adminPassword = 'Demo1234!';
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const alive = async (token: string) => (await t.post(`/${token}`)).status === 200;
  const idOf = async (email: string) =>
    Number(
      (await sql<{ id: number }>`select id from users where email = ${email}`.execute(t.database.db)).rows[0]
        .id,
    );
  const lastCode = () => /\b(\d{6})\b/.exec(t.sms.sent.at(-1)?.text ?? '')?.[1] ?? '';

  it('the user’s own change keeps the session that made it and ends the others, a code step begun before too', async () => {
    const here = await t.login(OTP_USER, otpPassword);
    const phone = await t.login(OTP_USER, otpPassword);
    const pending = await t.post('/login', { email: OTP_USER, password: otpPassword });
    const code = lastCode();

    const r = await t.post(`/${here}/profile/update`, {
      password: 'YeniSifre2026',
      current_password: otpPassword,
    });
    expect(r.json.data).toEqual({ message: 'success' });
    otpPassword = 'YeniSifre2026';

    expect(await alive(here)).toBe(true);
    expect(await alive(phone)).toBe(false);
    // The code step was opened with the old password: its code no longer logs in.
    expect((await t.post('/otp', { otp_id: pending.json.data.token.otp_id, code })).json.data.message).toBe(
      'otp.invalid',
    );
    expect(await alive(await t.login(OTP_USER, otpPassword))).toBe(true);
  });

  it('an admin changing another user’s password ends all of that user’s sessions; the admin’s stay', async () => {
    const admin = await t.login(DEMO_ADMIN, adminPassword);
    const adminPhone = await t.login(DEMO_ADMIN, adminPassword);
    const user = [await t.login(OTP_USER, otpPassword), await t.login(OTP_USER, otpPassword)];
    // The admin acting as the user: a session of that user as well.
    const imitation = (await t.post(`/${adminPhone}/getUserToken/${await idOf(OTP_USER)}`)).json.data.token;
    expect(await alive(imitation)).toBe(true);

    const r = await tablesApi(t, admin).update('users', await idOf(OTP_USER), { password: 'BaskaSifre2027' });
    expect(r.json.data.message).toBe('success');
    otpPassword = 'BaskaSifre2027';

    expect(await Promise.all(user.map(alive))).toEqual([false, false]);
    expect(await alive(imitation)).toBe(false);
    expect([await alive(admin), await alive(adminPhone)]).toEqual([true, true]);
  });

  it('an admin changing their own password through the users table keeps only the session that did it', async () => {
    const here = await t.login(DEMO_ADMIN, adminPassword);
    const laptop = await t.login(DEMO_ADMIN, adminPassword);
    // A session the admin opened as another user ends with the admin's password too.
    const imitation = (await t.post(`/${laptop}/getUserToken/${await idOf(OTP_USER)}`)).json.data.token;
    const user = await t.login(OTP_USER, otpPassword);

    const r = await tablesApi(t, here).update('users', await idOf(DEMO_ADMIN), {
      password: 'YoneticiSifre1!',
    });
    expect(r.json.data.message).toBe('success');
    adminPassword = 'YoneticiSifre1!';

    expect([await alive(here), await alive(laptop), await alive(imitation)]).toEqual([true, false, false]);
    expect(await alive(user)).toBe(true);
  });

  it('restoring an older version of the user row brings the old password back and ends the user’s sessions', async () => {
    const admin = await t.login(DEMO_ADMIN, adminPassword);
    const api = tablesApi(t, admin);
    const id = await idOf(OTP_USER);
    const user = await t.login(OTP_USER, otpPassword);
    // The first archived version holds the seed's password.
    const first = await sql<{ id: number }>`
      select id from archive where table_name = 'users' and record_id = ${id} order by id limit 1`.execute(
      t.database.db,
    );
    expect((await api.restore('users', first.rows[0].id)).json.data.message).toBe('success');
    otpPassword = 'Demo1234!';

    expect(await alive(user)).toBe(false);
    expect(await alive(admin)).toBe(true);
    expect(await alive(await t.login(OTP_USER, otpPassword))).toBe(true);
  });

  it('a change that leaves the password alone ends no session', async () => {
    const admin = await t.login(DEMO_ADMIN, adminPassword);
    const user = await t.login(OTP_USER, otpPassword);
    const api = tablesApi(t, admin);
    expect(
      (await api.update('users', await idOf(OTP_USER), { surname: 'Kaya Yıldız' })).json.data.message,
    ).toBe('success');
    expect((await api.update('users', await idOf(OTP_USER), { password: '' })).json.data.message).toBe(
      'success',
    );
    expect((await t.post(`/${user}/profile/update`, { name_basic: 'Elif Su' })).json.data.message).toBe(
      'success',
    );
    expect([await alive(admin), await alive(user)]).toEqual([true, true]);
  });
});
