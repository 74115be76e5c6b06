import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { hashPassword } from './password';

const incorrect = { status: 'error', code: 400, data: { message: 'mail.or.password.incorrect' } };

describe('POST /login', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const systemCheck = (token: string) => t.post(`/${token}`);

  it('logs in with e-mail and password and answers a token string that opens a session', async () => {
    const r = await t.post('/login', { email: 'demo@defter.local', password: 'Demo1234!' });
    expect(r.status).toBe(200);
    expect(r.json.status).toBe('success');
    expect(r.json.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await systemCheck(r.json.data.token)).json.data.message).toBe('service.ok');
  });

  it('accepts the TC number instead of the e-mail, and the e-mail in any case with spaces around', async () => {
    for (const email of ['28461935716', '  Demo@DEFTER.Local ']) {
      const r = await t.post('/login', { email, password: 'Demo1234!' });
      expect(r.status, email).toBe(200);
      const info = await t.post(`/${r.json.data.token}/getLoggedInUserInfo`);
      expect(info.json.data.user.email).toBe('demo@defter.local');
    }
  });

  it('refuses a wrong password, an unknown user and a password in the wrong case alike', async () => {
    for (const body of [
      { email: 'demo@defter.local', password: 'Demo1234?' },
      { email: 'demo@defter.local', password: 'demo1234!' },
      { email: 'kimse@defter.local', password: 'Demo1234!' },
      { email: '11111111110', password: 'Demo1234!' },
    ]) {
      const r = await t.post('/login', body);
      expect(r.status).toBe(400);
      expect(r.json).toEqual(incorrect);
    }
  });

  it('refuses a deactivated user even with the right password', async () => {
    const db = t.database.db;
    await db.updateTable('users').set({ state: false }).where('email', '=', 'ornek@defter.local').execute();
    try {
      expect((await t.post('/login', { email: 'ornek@defter.local', password: 'Demo1234!' })).json).toEqual(
        incorrect,
      );
    } finally {
      await db.updateTable('users').set({ state: true }).where('email', '=', 'ornek@defter.local').execute();
    }
  });

  it('answers odd bodies with a 4xx envelope, never a crash', async () => {
    const odd: unknown[] = [
      {},
      { email: 'demo@defter.local' },
      { email: 'demo@defter.local', password: 12345678 },
      { email: ['demo@defter.local'], password: 'Demo1234!' },
      { email: { $ne: null }, password: { $ne: null } },
      { email: 'demo@defter.local', password: 'x'.repeat(100_000) },
      [1, 2, 3],
      '"just a string"',
      'null',
    ];
    for (const body of odd) {
      const r = await t.post('/login', body);
      expect(r.json, JSON.stringify(body).slice(0, 60)).toEqual(incorrect);
    }
    const broken = await t.post('/login', '{"email": "demo@defter.local", "password": ');
    expect(broken.status).toBe(400);
    expect(broken.json.status).toBe('error');
    expect(broken.json.data.message).toBe('fail.json');
    const empty = await t.post('/login');
    expect(empty.json).toEqual(incorrect);
  });

  it('accepts form-encoded and multipart logins, and JSON sent as a form the way curl -d does', async () => {
    const form = await t.post('/login', undefined, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'demo@defter.local', password: 'Demo1234!' }).toString(),
    });
    expect(typeof form.json.data.token).toBe('string');
    const curlStyle = await t.post('/login', undefined, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: JSON.stringify({ email: 'demo@defter.local', password: 'Demo1234!' }),
    });
    expect(typeof curlStyle.json.data.token).toBe('string');
    const fd = new FormData();
    fd.set('email', 'ornek@defter.local');
    fd.set('password', 'Demo1234!');
    const multipart = await t.post('/login', undefined, { body: fd });
    expect(typeof multipart.json.data.token).toBe('string');
  });

  it('answers no.auth to a right password of a user who may act in no company', async () => {
    await t.database.db
      .insertInto('users')
      .values({ email: 'yetkisiz@defter.local', password: await hashPassword('Gizli5678!') })
      .execute();
    const r = await t.post('/login', { email: 'yetkisiz@defter.local', password: 'Gizli5678!' });
    expect(r.json).toEqual({ status: 'error', code: 400, data: { message: 'no.auth' } });
    expect((await t.post('/login', { email: 'yetkisiz@defter.local', password: 'yanlis' })).json).toEqual(
      incorrect,
    );
  });
});

describe('login throttling (10 failures per account within 15 minutes)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const tryLogin = (password: string, email = 'ornek@defter.local') => t.post('/login', { email, password });

  it('a successful login forgets earlier failures', async () => {
    for (let i = 0; i < 9; i++) expect((await tryLogin('yanlis-' + i)).json).toEqual(incorrect);
    expect((await tryLogin('Demo1234!')).status).toBe(200);
    const rows = await t.database.db.selectFrom('login_failures').selectAll().execute();
    expect(rows).toHaveLength(0);
  });

  it('after 10 failures refuses even the right password, for that account only, until the window passes', async () => {
    for (let i = 0; i < 10; i++) expect((await tryLogin('yanlis-' + i)).json).toEqual(incorrect);
    // Counted in the database, where every server process sees it.
    const failures = await t.database.db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(failures.n)).toBe(10);

    expect((await tryLogin('Demo1234!')).json).toEqual(incorrect);
    expect((await tryLogin('Demo1234!', 'demo@defter.local')).status).toBe(200);

    t.clock.offsetMs = 14 * 60 * 1000;
    expect((await tryLogin('Demo1234!')).json).toEqual(incorrect);
    t.clock.offsetMs = 15 * 60 * 1000 + 1000;
    expect((await tryLogin('Demo1234!')).status).toBe(200);
    t.clock.offsetMs = 0;
  });
});
