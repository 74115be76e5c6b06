import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestContext, type TestContext } from '../test/harness';

const error = (message: string) => ({ status: 'error', code: 400, data: { message } });
const codeOf = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? '';

describe('one-time code at login', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
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
    const payments = { PAYMENT_PROVIDER: 'paytr', PAYMENT_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ NODE_ENV: 'production', ...payments }).otpFixedCode).toBeUndefined();
    expect(loadConfig({ OTP_FIXED_CODE: '654321' }).otpFixedCode).toBe('654321');
  });
});
