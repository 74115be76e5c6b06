import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vknCheckDigit } from '../../domain/identity';
import { localMails } from '../mail/mail.local';
import { createTestContext, type TestContext } from '../test/harness';
import { REGISTER_PER_ADDRESS } from './signup.policy';
import { signupTexts } from './signup.texts';

// Registration and invites (issue 27 item 2, spec 000 §2 /register and /new-invite-users/:id; docs/signup.md):
// the confirmation and invite links reach the user through the mail interface (the local mailbox here).

/** A valid VKN from 9 digits (GİB's check digit). */
const vkn = (first9: string) => `${first9}${vknCheckDigit(first9)}`;
const linkOf = (text: string, path: string) => new RegExp(`${path}/([A-Za-z0-9_-]{43})`).exec(text)?.[1];

describe('registration and invites', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => {
    await t?.close();
  });

  const form = (over: Record<string, unknown> = {}) => ({
    firma_adi: 'Yıldız Danışmanlık Ltd. Şti.',
    vergi_no: vkn('482105937'),
    musteri_paketi_id: 4,
    ad: 'Selin',
    soyad: 'Öztürk',
    email: 'selin@yildiz.example',
    telefon: '0532 555 12 34',
    password: 'Yildiz2026!',
    password_again: 'Yildiz2026!',
    ...over,
  });

  async function lastMail(to: string) {
    const [m] = await localMails(t.database.db, { to, limit: 1 });
    return m;
  }

  it('answers every wrong field of the form in Turkish and sends nothing', async () => {
    const r = await t.post('/register', {
      ...form(),
      // The check digit of 123456789 is 0 (GİB's algorithm): 1234567891 is no VKN.
      vergi_no: '1234567891',
      email: 'selin@',
      password: 'kisa',
      ad: '',
      musteri_paketi_id: 5,
    });
    expect(r.status).toBe(200);
    expect(r.json.data).toEqual({
      message: 'error',
      errors: {
        vergi_no: [signupTexts.vkn],
        email: [signupTexts.email],
        password: ['Şifre 8 ile 24 karakter arasında olmalıdır.'],
        ad: ['Adı alanı zorunludur.'],
        musteri_paketi_id: [signupTexts.package],
      },
    });
    const mismatch = await t.post('/register', { ...form(), password_again: 'Baska2026!' });
    expect(mismatch.json.data.errors).toEqual({ password_again: [signupTexts.passwordAgain] });
    expect(await lastMail('selin@yildiz.example')).toBeUndefined();
  });

  it("refuses a tax number already registered (a VKN is one company), the demo company's", async () => {
    const r = await t.post('/register', { ...form(), vergi_no: '2910473856' });
    expect(r.json.data.errors).toEqual({ vergi_no: [signupTexts.vknTaken] });
  });

  it('confirms the e-mail through the link of the mail: company, admin user and a session; the link works once', async () => {
    const r = await t.post('/register', form());
    expect(r.json.data).toEqual({ message: 'success', text: signupTexts.registered });
    const mail = await lastMail('selin@yildiz.example');
    expect(mail.konu).toBe('Defter kaydınızı doğrulayın');
    const token = linkOf(mail.metin, `${t.config.mail.publicUrl}/register/onay`)!;
    expect(token).toBeTruthy();
    // Nothing exists before the link is opened.
    expect(
      await t.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'selin@yildiz.example')
        .execute(),
    ).toEqual([]);

    const confirmed = await t.post('/register/confirm', { token });
    expect(confirmed.status).toBe(200);
    const session = confirmed.json.data.token as string;
    const info = (await t.post(`/${session}/getLoggedInUserInfo`)).json.data;
    expect(info.department).toMatchObject({
      name_basic: 'Yıldız Danışmanlık Ltd. Şti.',
      musteri_paketi_id: 4,
    });
    expect(info.department.kalan_gun).toBe(14);
    expect(info.is_admin).toBe(true);
    expect(info.user).toMatchObject({
      email: 'selin@yildiz.example',
      name_basic: 'Selin',
      surname: 'Öztürk',
    });
    expect(info.user.phone).toBe('+90 (532) 555 12 34');

    // Used: the same link again, a made-up one, a tampered one.
    for (const bad of [token, 'A'.repeat(43), `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`])
      expect((await t.post('/register/confirm', { token: bad })).json.data.message).toBe(
        signupTexts.linkGone,
      );
    // The new admin logs in with the password of the form.
    expect(await t.login('selin@yildiz.example', 'Yildiz2026!')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('sends an existing account a mail that says so instead of a link, and answers alike', async () => {
    const r = await t.post('/register', {
      ...form(),
      vergi_no: vkn('731904562'),
      email: 'DEMO@defter.local',
    });
    expect(r.json.data).toEqual({ message: 'success', text: signupTexts.registered });
    const mail = await lastMail('demo@defter.local');
    expect(mail.konu).toBe('Defter kaydı: bu adresle bir hesabınız var');
    expect(mail.metin).not.toMatch(/register\/onay/);
  });

  it('lets a link expire after 24 hours', async () => {
    await t.post('/register', { ...form(), vergi_no: vkn('615230987'), email: 'gec@ornek.example' });
    const token = linkOf((await lastMail('gec@ornek.example')).metin, '/register/onay')!;
    t.clock.offsetMs = 24 * 3600_000 + 1000;
    try {
      expect((await t.post('/register/confirm', { token })).json.data.message).toBe(signupTexts.linkGone);
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  it('throttles registrations from one address like the login: the 11th in an hour waits (429, Retry-After)', async () => {
    const address = '198.51.100.77';
    const answers: number[] = [];
    for (let i = 0; i <= REGISTER_PER_ADDRESS.max; i++) {
      const r = await t.post(
        '/register',
        { ...form(), vergi_no: vkn(String(300000000 + i * 7919)), email: `kisi${i}@seri.example` },
        { address },
      );
      answers.push(r.status);
      if (r.status === 429) {
        expect(r.json.data).toMatchObject({ message: 'signup.throttled' });
        expect(r.json.data.retry_after).toBeGreaterThan(0);
      }
    }
    expect(answers).toEqual([...Array(REGISTER_PER_ADDRESS.max).fill(200), 429]);
    // Another address is not held up.
    expect(
      (await t.post('/register', { ...form(), vergi_no: vkn('902314576'), email: 'x@y.example' })).status,
    ).toBe(200);
  });

  it('an admin invites an address; the invitee sets a password, joins the company and logs in', async () => {
    const admin = await t.login('demo@defter.local');
    const sent = await t.post(`/${admin}/users/invite`, { email: 'Cem@Ornek.example', name_basic: 'Cem' });
    expect(sent.json.data).toMatchObject({ message: 'success', text: signupTexts.invited });
    const again = await t.post(`/${admin}/users/invite`, { email: 'cem@ornek.example' });
    expect(again.json.data.errors).toEqual({ email: [signupTexts.invitePending] });
    const member = await t.post(`/${admin}/users/invite`, { email: 'otp@defter.local' });
    expect(member.json.data.errors).toEqual({ email: [signupTexts.alreadyMember] });

    const mail = await lastMail('cem@ornek.example');
    expect(mail.konu).toBe("Demo Ticaret A.Ş. sizi Defter'e davet etti");
    const id = linkOf(mail.metin, '/new-invite-users')!;
    expect((await t.post('/invite/show', { id })).json.data).toEqual({
      firma: 'Demo Ticaret A.Ş.',
      email: 'cem@ornek.example',
      name_basic: 'Cem',
      surname: null,
      hesap_var: false,
    });
    const weak = await t.post('/invite/accept', { id, name_basic: 'Cem', surname: '', password: 'x' });
    expect(weak.json.data.errors).toMatchObject({ surname: ['Soyadı alanı zorunludur.'] });
    const ok = await t.post('/invite/accept', {
      id,
      name_basic: 'Cem',
      surname: 'Aydın',
      password: 'Cem12345!',
      password_again: 'Cem12345!',
    });
    expect(ok.status).toBe(200);
    const info = (await t.post(`/${ok.json.data.token}/getLoggedInUserInfo`)).json.data;
    expect(info.department.name_basic).toBe('Demo Ticaret A.Ş.');
    expect(info.is_admin).toBe(false);
    expect((await t.post('/invite/accept', { id, password: 'Cem12345!' })).json.data.message).toBe(
      signupTexts.linkGone,
    );
    const token = await t.login('cem@ornek.example', 'Cem12345!');
    expect((await t.post(`/${token}/getLoggedInUserInfo`)).json.data.user.email).toBe('cem@ornek.example');
    const list = (await t.post(`/${admin}/users/invites`)).json.data.records;
    expect(list[0]).toMatchObject({ email: 'cem@ornek.example', durum: 'Kabul edildi' });
  });

  it('an invite to an address with an account asks for its password; revoked invites and non-admins are refused', async () => {
    const admin = await t.login('ornek@defter.local');
    // ornek@ is no admin of Örnek Gıda.
    expect((await t.post(`/${admin}/users/invite`, { email: 'a@b.example' })).json.data.message).toBe(
      signupTexts.inviteAdminOnly,
    );
    const demo = await t.login('demo@defter.local');
    await t.post(`/${demo}/users/invite`, { email: 'expired@defter.local' });
    const id = linkOf((await lastMail('expired@defter.local')).metin, '/new-invite-users')!;
    expect((await t.post('/invite/show', { id })).json.data).toMatchObject({
      hesap_var: true,
      name_basic: 'Zeynep',
    });
    const wrong = await t.post('/invite/accept', { id, password: 'Yanlis1234' });
    expect(wrong.json.data.errors).toEqual({ password: [signupTexts.currentPassword] });
    const right = await t.post('/invite/accept', { id, password: 'Demo1234!' });
    expect(
      (await t.post(`/${right.json.data.token}/getLoggedInUserInfo`)).json.data.department.name_basic,
    ).toBe('Demo Ticaret A.Ş.');

    await t.post(`/${demo}/users/invite`, { email: 'geri@ornek.example' });
    const revokedId = linkOf((await lastMail('geri@ornek.example')).metin, '/new-invite-users')!;
    const invites = (await t.post(`/${demo}/users/invites`)).json.data.records;
    const row = invites.find((r: { email: string }) => r.email === 'geri@ornek.example');
    expect((await t.post(`/${demo}/users/invites/revoke`, { id: row.id })).json.data.text).toBe(
      signupTexts.revoked,
    );
    expect((await t.post('/invite/show', { id: revokedId })).json.data.message).toBe(signupTexts.linkGone);
  });
});
