import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestContext, type TestContext } from '../test/harness';

const error = (message: string, extra?: Record<string, unknown>) => ({
  status: 'error',
  code: 400,
  data: { message, ...extra },
});
const codeOf = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? '';

describe('one-time code at login', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    // The clock stands still but for offsetMs: the waits asserted to the second do not depend on the machine's speed.
    t.clock.at = Date.now();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.offsetMs = 0;
  });

  /** Logs the phone-verified demo user in up to the code step; returns the otp_id and the code sent. */
  async function startLogin() {
    const before = t.sms.sent.length;
    const r = await t.post('/login', { email: 'otp@defter.local', password: 'Demo1234!' });
    expect(r.status).toBe(200);
    expect(t.sms.sent).toHaveLength(before + 1);
    return {
      otpId: r.json.data.token.otp_id as string,
      code: codeOf(t.sms.sent.at(-1)?.text),
      reply: r.json,
    };
  }
  const sendCode = (otp_id: string, code: unknown) => t.post('/otp', { otp_id, code });

  it('answers a code step instead of a token and texts the code to the user’s phone', async () => {
    const { reply, code } = await startLogin();
    expect(reply.data.token).toEqual({
      otp_id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      phone_hint: '+90 (5**) *** ** 67',
      resend_after: 120,
    });
    expect(t.sms.sent.at(-1)).toMatchObject({ phone: '+90 (533) 618 24 67' });
    expect(t.sms.sent.at(-1)?.text).toBe(`Defter doğrulama kodunuz: ${code}. Kod 3 dakika geçerlidir.`);
    expect(JSON.stringify(reply)).not.toContain(code);
  });

  it('the right code answers a token once; the same code again is invalid', async () => {
    const { otpId, code } = await startLogin();
    const r = await sendCode(otpId, code);
    expect(r.status).toBe(200);
    expect(r.json.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await t.post(`/${r.json.data.token}/getLoggedInUserInfo`);
    expect(info.json.data.user.email).toBe('otp@defter.local');
    expect((await sendCode(otpId, code)).json).toEqual(error('otp.invalid'));
  });

  it('a wrong code is invalid and the right one still works after it', async () => {
    const { otpId, code } = await startLogin();
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await sendCode(otpId, wrong)).json).toEqual(error('otp.invalid'));
    expect((await sendCode(otpId, `${code.slice(0, 3)}x${code.slice(4)}`)).json).toEqual(
      error('otp.invalid'),
    );
    expect((await sendCode(otpId, Number(code))).status).toBe(200);
  });

  it('five wrong tries lock the code, even for the right code, until a new one is sent', async () => {
    const { otpId, code } = await startLogin();
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 4; i++) expect((await sendCode(otpId, wrong)).json).toEqual(error('otp.invalid'));
    expect((await sendCode(otpId, wrong)).json).toEqual(error('otp.locked'));
    expect((await sendCode(otpId, code)).json).toEqual(error('otp.locked'));

    t.clock.offsetMs = 121_000;
    expect((await t.post('/otp/resend', { otp_id: otpId })).status).toBe(200);
    const fresh = codeOf(t.sms.sent.at(-1)?.text);
    expect((await sendCode(otpId, fresh)).status).toBe(200);
  });

  it('a code expires after 180 seconds', async () => {
    const { otpId, code } = await startLogin();
    t.clock.offsetMs = 181_000;
    expect((await sendCode(otpId, code)).json).toEqual(error('otp.expired'));
    t.clock.offsetMs = 0;
    expect((await sendCode(otpId, code)).status).toBe(200);
  });

  it('resend waits 120 seconds, then sends a new code that replaces the old one', async () => {
    const { otpId, code } = await startLogin();
    const early = await t.post('/otp/resend', { otp_id: otpId });
    expect(early.status).toBe(400);
    expect(early.json).toEqual({
      status: 'error',
      code: 400,
      data: { message: 'otp.wait', retry_after: 120 },
    });
    t.clock.offsetMs = 60_000;
    expect((await t.post('/otp/resend', { otp_id: otpId })).json.data.retry_after).toBe(60);

    const sent = t.sms.sent.length;
    t.clock.offsetMs = 120_000;
    const r = await t.post('/otp/resend', { otp_id: otpId });
    expect(r.json).toEqual({ status: 'success', code: 200, data: { otp_id: otpId, resend_after: 120 } });
    expect(t.sms.sent).toHaveLength(sent + 1);
    const fresh = codeOf(t.sms.sent.at(-1)?.text);
    if (fresh !== code) expect((await sendCode(otpId, code)).json).toEqual(error('otp.invalid'));
    // The new code has a new expiry: 150 s after the resend it still works (330 s after the first send).
    t.clock.offsetMs = 270_000;
    expect((await sendCode(otpId, fresh)).status).toBe(200);
    expect((await t.post('/otp/resend', { otp_id: otpId })).json).toEqual(error('otp.invalid'));
  });

  it('unknown or malformed otp ids and bodies answer otp.invalid', async () => {
    for (const body of [
      { otp_id: 'bilinmeyen-bir-kimlik-000', code: '123456' },
      { otp_id: "x' or '1'='1", code: '123456' },
      { otp_id: 42, code: '123456' },
      {},
    ]) {
      expect((await t.post('/otp', body)).json).toEqual(error('otp.invalid'));
      expect((await t.post('/otp/resend', body)).json).toEqual(error('otp.invalid'));
    }
    expect((await t.post('/otp', '{oops')).status).toBe(400);
  });
});

describe('one-time code throttle: sends and guesses per user and address per hour (docs/auth.md)', () => {
  let t: TestContext;
  let day = 0;
  let host = 0;
  const DAY = 24 * 3600_000;
  beforeAll(async () => {
    t = await createTestContext();
    t.clock.at = Date.now();
    // Three users with phone verification.
    await t.database.db
      .updateTable('users')
      .set({ telefon_dogrulama: true })
      .where('email', 'in', ['demo@defter.local', 'ornek@defter.local'])
      .execute();
  });
  afterAll(() => t.close());
  // The clock stands still but for `later`; each test starts two days after the last, from addresses of its own.
  beforeEach(() => {
    day += 2;
    t.clock.offsetMs = day * DAY;
    t.address = `203.0.113.${++host}`;
  });
  const later = (seconds: number) => {
    t.clock.offsetMs += seconds * 1000;
  };
  const login = (email = 'otp@defter.local', address = t.address) =>
    t.post('/login', { email, password: 'Demo1234!' }, { address });
  const lastCode = () => codeOf(t.sms.sent.at(-1)?.text);
  const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000');
  const throttled = (retryAfter: number) => ({
    status: 429,
    json: { status: 'error', code: 429, data: { message: 'otp.throttled', retry_after: retryAfter } },
  });

  it('a new login gives no new guesses: 10 wrong codes an hour over all codes, then even the right one waits', async () => {
    for (const wrongTries of [4, 4, 2]) {
      const r = await login();
      const otpId = r.json.data.token.otp_id;
      const code = lastCode();
      for (let i = 0; i < wrongTries; i++)
        expect((await t.post('/otp', { otp_id: otpId, code: wrongFor(code) })).json).toEqual(
          error('otp.invalid'),
        );
      if (wrongTries === 2) {
        // The code itself is not locked (2 wrong tries), but the user's guesses are used up until the
        // first of them is an hour old: 3600 − 20 s.
        expect(await t.post('/otp', { otp_id: otpId, code })).toEqual(throttled(3580));
      }
      later(10);
    }
    later(3600);
    const r = await login();
    expect((await t.post('/otp', { otp_id: r.json.data.token.otp_id, code: lastCode() })).status).toBe(200);
  });

  it('sends at most 10 codes an hour to one user, logins and resends together, then says when', async () => {
    let otpId = '';
    for (let i = 0; i < 9; i++) {
      const r = await login();
      expect(r.status).toBe(200);
      otpId = r.json.data.token.otp_id;
      later(60);
    }
    later(120);
    expect((await t.post('/otp/resend', { otp_id: otpId })).status).toBe(200);
    const sent = t.sms.sent.length;
    // 10 codes: 9 logins a minute apart from 0 s, the resend at 660 s. The first leaves the hour at 3600 s.
    expect(await login()).toEqual(throttled(3600 - 660));
    later(120);
    const resend = await t.post('/otp/resend', { otp_id: otpId });
    expect(resend.json).toEqual(error('otp.wait', { retry_after: 3600 - 780 }));
    expect(t.sms.sent).toHaveLength(sent);
    later(3600 - 780);
    expect((await login()).json.data.token.otp_id).toEqual(expect.any(String));
    expect(t.sms.sent).toHaveLength(sent + 1);
  });

  it('sends at most 20 codes an hour for one address, over every user; other addresses go on', async () => {
    for (const email of ['otp@defter.local', 'demo@defter.local'])
      for (let i = 0; i < 10; i++) expect((await login(email)).status).toBe(200);
    const sent = t.sms.sent.length;
    expect(await login('ornek@defter.local')).toEqual(throttled(3600));
    expect(t.sms.sent).toHaveLength(sent);
    expect((await login('ornek@defter.local', '198.51.100.99')).status).toBe(200);
    expect(t.sms.sent).toHaveLength(sent + 1);
  });
});

describe('OTP_FIXED_CODE', () => {
  it('fixes every code to the configured value and still sends it', async () => {
    const t = await createTestContext({ env: { OTP_FIXED_CODE: '123456' } });
    try {
      const r = await t.post('/login', { email: 'otp@defter.local', password: 'Demo1234!' });
      expect(codeOf(t.sms.sent.at(-1)?.text)).toBe('123456');
      expect((await t.post('/otp', { otp_id: r.json.data.token.otp_id, code: '123456' })).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('is refused when NODE_ENV=production, and must be 6 digits', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', OTP_FIXED_CODE: '123456' })).toThrow(/production/);
    expect(() => loadConfig({ OTP_FIXED_CODE: '12345' })).toThrow();
    const payments = {
      PAYMENT_PROVIDER: 'paytr',
      PAYMENT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtps://posta.example.com:465',
      PUBLIC_URL: 'https://defter.example.com',
      SHARE_LINK_SECRET: 'y'.repeat(40),
    };
    expect(loadConfig({ NODE_ENV: 'production', ...payments }).otpFixedCode).toBeUndefined();
    expect(loadConfig({ OTP_FIXED_CODE: '654321' }).otpFixedCode).toBe('654321');
  });
});
