import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createTestContext, type TestContext } from '../test/harness';
import { hashPassword } from './password';

const incorrect = { status: 'error', code: 400, data: { message: 'mail.or.password.incorrect' } };

describe('POST /login', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  // Addresses of its own for each test: the failures here are not about the throttle.
  let host = 0;
  beforeEach(() => {
    t.address = `198.51.100.${++host}`;
  });

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

describe('login throttle: growing delays, never a lock an attacker holds (docs/auth.md)', () => {
  let t: TestContext;
  let day = 0;
  let host = 0;
  const DAY = 24 * 3600_000;
  beforeAll(async () => {
    t = await createTestContext();
    t.clock.at = Date.now();
  });
  afterAll(() => t.close());
  // The clock stands still but for `later`. Each test starts two days after the last one, when every earlier attempt has left the throttle's windows,
  // and from addresses of its own.
  beforeEach(() => {
    day += 2;
    t.clock.offsetMs = day * DAY;
  });
  const address = () => `203.0.113.${++host}`;
  const later = (seconds: number) => {
    t.clock.offsetMs += seconds * 1000;
  };
  const tryLogin = (password: string, from: string, email = 'ornek@defter.local') =>
    t.post('/login', { email, password }, { address: from });
  const throttled = (retryAfter: number) => ({
    status: 429,
    json: { status: 'error', code: 429, data: { message: 'login.throttled', retry_after: retryAfter } },
  });

  it('after 5 failures of an account from one address, each next try there waits 1, 2, 4… s, even the right password', async () => {
    const from = address();
    for (let i = 0; i < 5; i++) expect((await tryLogin('yanlis-' + i, from)).json).toEqual(incorrect);
    expect(await tryLogin('Demo1234!', from)).toEqual(throttled(1));
    later(1);
    expect((await tryLogin('yanlis-5', from)).json).toEqual(incorrect);
    expect(await tryLogin('Demo1234!', from)).toEqual(throttled(2));
    // Refused tries are not counted: hammering does not push the wait further out.
    for (let i = 0; i < 3; i++) expect(await tryLogin('yanlis', from)).toEqual(throttled(2));
    later(2);
    expect((await tryLogin('yanlis-6', from)).json).toEqual(incorrect);
    expect(await tryLogin('Demo1234!', from)).toEqual(throttled(4));
    later(4);
    expect((await tryLogin('Demo1234!', from)).status).toBe(200);
    // The success forgets this address's failures for the account: with 7 of them, the second next failure
    // would have to wait 8 s.
    for (let i = 0; i < 2; i++) expect((await tryLogin('yanlis-' + i, from)).json).toEqual(incorrect);
    expect((await tryLogin('Demo1234!', from)).status).toBe(200);
  });

  it('an attacker at one address never locks the owner out: the owner elsewhere logs in at once', async () => {
    const attacker = address();
    // 12 wrong passwords, each as soon as the throttle lets it through (more than the old lock's 10).
    for (let failures = 0; failures < 12;) {
      const r = await tryLogin('yanlis-' + failures, attacker);
      if (r.status === 429) later(r.json.data.retry_after);
      else {
        expect(r.json).toEqual(incorrect);
        failures++;
      }
    }
    expect(await tryLogin('Demo1234!', attacker)).toEqual(throttled(128));
    expect((await tryLogin('Demo1234!', address())).status).toBe(200);
  });

  it('one address guessing over several accounts is slowed after 10 failures; other addresses are not', async () => {
    const from = address();
    const accounts = ['ornek@defter.local', 'demo@defter.local', 'expired@defter.local'];
    const answers: number[] = [];
    for (let i = 0; i < 27; i++) answers.push((await tryLogin('yanlis-' + i, from, accounts[i % 3])).status);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(answers.slice(10)).toEqual(Array(17).fill(429));
    expect(await tryLogin('Demo1234!', from, 'demo@defter.local')).toEqual(throttled(1));
    expect((await tryLogin('Demo1234!', address(), 'demo@defter.local')).status).toBe(200);
  });

  it('treats an unknown account like a known one', async () => {
    const from = address();
    for (const email of ['kimse@defter.local', 'ornek@defter.local']) {
      for (let i = 0; i < 5; i++)
        expect((await tryLogin('yanlis-' + i, from, email)).json).toEqual(incorrect);
      expect(await tryLogin('Demo1234!', from, email)).toEqual(throttled(1));
    }
  });

  it('a guess spread over many addresses slows the account, except from an address where its owner logged in', async () => {
    const home = address();
    expect((await tryLogin('Demo1234!', home)).status).toBe(200);
    // Each address counts for the account with its first 5 failures only: one address alone never gets there.
    for (let a = 0; a < 4; a++) {
      const from = address();
      for (let i = 0; i < 5; i++) expect((await tryLogin('yanlis-' + i, from)).json).toEqual(incorrect);
    }
    expect(await tryLogin('Demo1234!', address())).toEqual(throttled(1));
    expect((await tryLogin('Demo1234!', home)).status).toBe(200);
  });

  it('decides parallel tries one after the other: 8 at once from one address, 5 are checked', async () => {
    const from = address();
    const replies = await Promise.all(Array.from({ length: 8 }, (_, i) => tryLogin('yanlis-' + i, from)));
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
  });

  it('keeps its state in the database: another server process on the same database refuses too', async () => {
    const from = address();
    for (let i = 0; i < 5; i++) expect((await tryLogin('yanlis-' + i, from)).json).toEqual(incorrect);
    const other = createApp({ db: t.database.db, config: t.config, sms: t.sms, now: t.now });
    const res = await other.request(
      '/api/v1/login',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ornek@defter.local', password: 'Demo1234!' }),
      },
      { incoming: { socket: { remoteAddress: from } } },
    );
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('1');
  });

  it('reads X-Forwarded-For only from trusted proxies (TRUST_PROXY): a client cannot rotate it', async () => {
    const from = address();
    for (let i = 0; i < 6; i++) {
      const r = await t.post(
        '/login',
        { email: 'ornek@defter.local', password: 'yanlis-' + i },
        {
          address: from,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
        },
      );
      expect(r.status).toBe(i < 5 ? 400 : 429);
    }
  });
});

describe('login throttle behind a trusted proxy (TRUST_PROXY=1)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ env: { TRUST_PROXY: '1' } });
    t.clock.at = Date.now();
  });
  afterAll(() => t.close());
  const viaProxy = (forwardedFor: string, password: string) =>
    t.post(
      '/login',
      { email: 'ornek@defter.local', password },
      {
        address: '10.0.0.2',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      },
    );

  it('keys on the address the proxy appended, not on what the client wrote before it', async () => {
    for (let i = 0; i < 5; i++)
      expect((await viaProxy(`1.2.3.${i}, 198.51.100.7`, 'yanlis')).status).toBe(400);
    expect((await viaProxy('9.9.9.9, 198.51.100.7', 'Demo1234!')).json.data.message).toBe('login.throttled');
    // Another client behind the same proxy is not slowed.
    expect((await viaProxy('198.51.100.8', 'Demo1234!')).status).toBe(200);
  });

  it('refuses a TRUST_PROXY that would believe every entry', () => {
    for (const v of ['true', '*', '-1', 'evet'])
      expect(() => loadConfig({ TRUST_PROXY: v }), v).toThrow(/TRUST_PROXY/);
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });
});
