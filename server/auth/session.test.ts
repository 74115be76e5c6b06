import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { newToken } from './token.crypto';

const failToken = { status: 'error', code: 400, data: { message: 'fail.token' } };
const HOUR = 3600_000;

describe('session tokens', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.offsetMs = 0;
  });
  const check = (token: string) => t.post(`/${token}`);

  it('the system check answers service.ok for a live token', async () => {
    const token = await t.login('demo@defter.local');
    expect(await check(token)).toEqual({
      status: 200,
      json: { status: 'success', code: 200, data: { message: 'service.ok' } },
    });
  });

  it('answers fail.token for garbage, unknown and expired tokens, on every session path', async () => {
    const unknown = newToken().token;
    for (const bad of ['abc', 'x'.repeat(43), unknown, encodeURIComponent("' or 1=1 --")]) {
      for (const path of [`/${bad}`, `/${bad}/getLoggedInUserInfo`, `/${bad}/logOut`]) {
        const r = await t.post(path);
        expect(r.status, path).toBe(400);
        expect(r.json, path).toEqual(failToken);
      }
    }
    const token = await t.login('ornek@defter.local');
    t.clock.offsetMs = 12 * HOUR + 1000;
    expect((await check(token)).json).toEqual(failToken);
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login('ornek@defter.local');
    const rows = await t.database.db.selectFrom('user_tokens').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('slides the expiry with use, writing it at most once a minute', async () => {
    const token = await t.login('ornek@defter.local');
    const lastUsed = async () =>
      (
        await t.database.db
          .selectFrom('user_tokens')
          .select('last_used_at')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).last_used_at;
    const first = await lastUsed();
    t.clock.offsetMs = 30_000;
    await check(token);
    expect(await lastUsed()).toBe(first);
    t.clock.offsetMs = 11 * HOUR;
    expect((await check(token)).status).toBe(200);
    expect(await lastUsed()).not.toBe(first);
    t.clock.offsetMs = 22 * HOUR; // 22 h after login, 11 h after the last use
    expect((await check(token)).status).toBe(200);
    t.clock.offsetMs = 34 * HOUR + 1000; // 12 h and a second after the last use
    expect((await check(token)).json).toEqual(failToken);
  });

  it('logOut removes only that token; the user’s other devices stay logged in', async () => {
    const phone = await t.login('demo@defter.local');
    const laptop = await t.login('demo@defter.local');
    const out = await t.post(`/${phone}/logOut`);
    expect(out.json).toEqual({ status: 'success', code: 200, data: { message: 'success' } });
    expect((await check(phone)).json).toEqual(failToken);
    expect((await t.post(`/${phone}/getLoggedInUserInfo`)).json).toEqual(failToken);
    expect((await check(laptop)).json.data.message).toBe('service.ok');
  });

  it('a token stops working when its user is deactivated', async () => {
    const token = await t.login('ornek@defter.local');
    const users = () => t.database.db.updateTable('users').where('email', '=', 'ornek@defter.local');
    await users().set({ state: false }).execute();
    try {
      expect((await check(token)).json).toEqual(failToken);
    } finally {
      await users().set({ state: true }).execute();
    }
  });
});

describe('POST /{token}/getLoggedInUserInfo', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('answers the user, the permissions and the company of the session, and never the password', async () => {
    const token = await t.login('demo@defter.local');
    const r = await t.post(`/${token}/getLoggedInUserInfo`);
    expect(r.status).toBe(200);
    const data = r.json.data;
    expect(Object.keys(data).sort()).toEqual([
      'auths',
      'department',
      'imitator_user_id',
      'is_admin',
      'user',
      'yetki_count',
    ]);
    expect(data.user).toEqual({
      id: expect.any(Number),
      email: 'demo@defter.local',
      tc: '28461935716',
      name_basic: 'Ahmet',
      surname: 'Yılmaz',
      phone: '+90 (532) 412 18 67',
      department_id: data.department.id,
      firma_sube_adi: 'Merkez',
      kullanici_ayarlari: {},
    });
    expect(data.department).toMatchObject({
      name_basic: 'Demo Ticaret A.Ş.',
      musteri_paketi_id: 4,
      paket_adi: 'Muhasebe',
      son_kullanma_tarihi: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      firma_adresi: expect.stringContaining('İstanbul'),
    });
    // The demo subscription runs for a year from the seed.
    expect([365, 366]).toContain(data.department.kalan_gun);
    expect(data.is_admin).toBe(true);
    expect(data.auths.admin).toEqual({ authWizard: [['0']], userImitation: [['0']] });
    // demo@defter.local also works for Örnek Gıda (the user switch).
    expect(data.yetki_count).toBe(2);
    expect(JSON.stringify(r.json)).not.toMatch(/password|scrypt/i);
  });

  it('counts the subscription days down with the clock', async () => {
    t.clock.offsetMs = 10 * 24 * HOUR;
    try {
      const token = await t.login('demo@defter.local');
      const { department } = (await t.post(`/${token}/getLoggedInUserInfo`)).json.data;
      expect([355, 356]).toContain(department.kalan_gun);
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  it('answers an ordinary user of the other company with its own company and no admin entries', async () => {
    const token = await t.login('ornek@defter.local');
    const { data } = (await t.post(`/${token}/getLoggedInUserInfo`)).json;
    expect(data.user.email).toBe('ornek@defter.local');
    expect(data.department).toMatchObject({ name_basic: 'Örnek Gıda Ltd. Şti.', musteri_paketi_id: 2 });
    expect(data.department.paket_adi).toBe('Kobi');
    expect(data.department.firma_adresi).toContain('İzmir');
    expect(data.is_admin).toBe(false);
    expect(data.auths.admin).toEqual({});
  });

  it('no reply of the login and session calls carries a password or its hash', async () => {
    const replies = [
      await t.post('/login', { email: 'otp@defter.local', password: 'Demo1234!' }),
      await t.post('/login', { email: 'demo@defter.local', password: 'wrong' }),
    ];
    const token = await t.login('otp@defter.local');
    replies.push(await t.post(`/${token}`), await t.post(`/${token}/getLoggedInUserInfo`));
    for (const r of replies) expect(JSON.stringify(r.json)).not.toMatch(/Demo1234|scrypt\$|"password"/);
  });
});
