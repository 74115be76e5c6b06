import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validation } from '../../domain/messages';
import { settingsTexts } from '../../domain/settings/user-settings';
import { DEMO_ADMIN, ORNEK_USER, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { profileTexts } from './profile.service';

// The own-profile endpoints: a user (not an admin) changes the safe fields of their OWN row only.

let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login(ORNEK_USER);
});
afterAll(() => t.close());

async function row(email: string) {
  const r = await sql<any>`select * from users where email = ${email}`.execute(t.database.db);
  return r.rows[0];
}

const update = (body: unknown) => t.post(`/${token}/profile/update`, body);
const settings = (body: unknown) => t.post(`/${token}/profile/settings`, body);

describe('POST /{token}/profile/update', () => {
  it('changes the caller’s name and phone, archiving the old row', async () => {
    const before = await row(ORNEK_USER);
    const r = await update({ name_basic: 'Mehmet Ali', surname: 'Demirci', phone: '+90 (542) 305 71 29' });
    expect(r.json).toEqual({ status: 'success', code: 200, data: { message: 'success' } });
    const after = await row(ORNEK_USER);
    expect([after.name_basic, after.surname, after.phone]).toEqual([
      'Mehmet Ali',
      'Demirci',
      '+90 (542) 305 71 29',
    ]);
    const archived = await sql<any>`
      select data from archive where table_name = 'users' and record_id = ${before.id} and action = 'update'`.execute(
      t.database.db,
    );
    expect(archived.rows.map((a) => a.data.name_basic)).toEqual(['Mehmet']);
    const info = await t.post(`/${token}/getLoggedInUserInfo`);
    expect(info.json.data.user.name_basic).toBe('Mehmet Ali');
  });

  it('refuses privileged fields and an empty name, and changes nothing then', async () => {
    const before = await row(ORNEK_USER);
    const r = await update({
      name_basic: '',
      email: 'baska@ornek.example',
      firma_sube_adi: '1k',
      kullanici_ayarlari: '{}',
      telefon_dogrulama: '1',
      department_id: 1,
    });
    expect(r.json.data).toEqual({
      message: 'error',
      errors: {
        name_basic: [validation.required('Adı')],
        email: [profileTexts.privileged],
        firma_sube_adi: [profileTexts.privileged],
        kullanici_ayarlari: [profileTexts.privileged],
        telefon_dogrulama: [profileTexts.privileged],
        department_id: [profileTexts.privileged],
      },
    });
    expect(await row(ORNEK_USER)).toEqual(before);
  });

  it('refuses another user’s row: the body cannot name another id', async () => {
    const other = await row(DEMO_ADMIN);
    const r = await update({ id: other.id, name_basic: 'Ele Geçirildi' });
    expect(r.status).toBe(400);
    expect(r.json.data.message).toBe('no.auth');
    expect((await row(DEMO_ADMIN)).name_basic).toBe(other.name_basic);
    // The table service keeps users for admins.
    const viaTables = await tablesApi(t, token).update('users', other.id, { name_basic: 'Ele Geçirildi' });
    expect(viaTables.json.data.message).toBe('no.auth');
  });

  it('changes the password only with the current one and 8–24 characters', async () => {
    expect((await update({ password: 'YeniSifre2026', current_password: 'yanlış' })).json.data).toEqual({
      message: 'error',
      errors: { current_password: [profileTexts.currentPassword] },
    });
    expect((await update({ password: 'kisa', current_password: 'Demo1234!' })).json.data.errors).toEqual({
      password: [validation.password],
    });
    expect(
      (await update({ password: 'x'.repeat(25), current_password: 'Demo1234!' })).json.data.errors,
    ).toEqual({
      password: [validation.password],
    });
    expect((await update({ password: 'YeniSifre2026', current_password: 'Demo1234!' })).json.data).toEqual({
      message: 'success',
    });
    expect((await t.post('/login', { email: ORNEK_USER, password: 'Demo1234!' })).status).toBe(400);
    token = await t.login(ORNEK_USER, 'YeniSifre2026');
  });
});

describe('POST /{token}/profile/settings', () => {
  it('stores pinTime, the shortcut list and the theme, keeping other stored keys', async () => {
    await sql`update users set kullanici_ayarlari = '{"dil":"tr"}'::jsonb where email = ${ORNEK_USER}`.execute(
      t.database.db,
    );
    const r = await settings({
      kullanici_ayarlari: {
        pinTime: '300',
        theme: 'dark',
        kisayol: [{ tus: 'ctrl+1', link: '/kasa', ad: 'Kasa' }],
      },
    });
    expect(r.json.data).toEqual({ message: 'success' });
    expect((await row(ORNEK_USER)).kullanici_ayarlari).toEqual({
      dil: 'tr',
      pinTime: 300,
      theme: 'dark',
      kisayol: [{ tus: 'Ctrl+1', link: '/kasa', ad: 'Kasa' }],
    });
    // null removes a setting; a JSON string works as well.
    await settings({ kullanici_ayarlari: JSON.stringify({ pinTime: null }) });
    expect((await row(ORNEK_USER)).kullanici_ayarlari.pinTime).toBeUndefined();
    const info = await t.post(`/${token}/getLoggedInUserInfo`);
    expect(info.json.data.user.kullanici_ayarlari.kisayol).toHaveLength(1);
  });

  it('answers field errors for bad settings and changes nothing', async () => {
    const before = (await row(ORNEK_USER)).kullanici_ayarlari;
    const r = await settings({ kullanici_ayarlari: { pinTime: 3, kisayol: [{ tus: 'K', link: '/kasa' }] } });
    expect(r.json.data).toEqual({
      message: 'error',
      errors: { pinTime: [settingsTexts.pinTime], kisayol: [settingsTexts.keys(1)] },
    });
    expect((await row(ORNEK_USER)).kullanici_ayarlari).toEqual(before);
    expect((await settings({ kullanici_ayarlari: '[1]' })).status).toBe(400);
  });

  it('keeps the line grids’ column choices per line table: one grid’s choice leaves the others, null removes one', async () => {
    const stored = async () => (await row(ORNEK_USER)).kullanici_ayarlari.satirSutunlari;
    const choose = (satirSutunlari: unknown) => settings({ kullanici_ayarlari: { satirSutunlari } });
    let r = await choose({
      satis_fatura_hizmet: { goster: ['iskonto_orani', 'kdv_tutari'], gizle: ['depo_kartlari_id'] },
    });
    expect(r.json.data).toEqual({ message: 'success' });
    r = await choose({ alis_fatura_hizmet: { goster: ['kdv_dahil_buton', 'kdv_dahil_buton'] } });
    expect(r.json.data).toEqual({ message: 'success' });
    expect(await stored()).toEqual({
      satis_fatura_hizmet: { goster: ['iskonto_orani', 'kdv_tutari'], gizle: ['depo_kartlari_id'] },
      alis_fatura_hizmet: { goster: ['kdv_dahil_buton'], gizle: [] },
    });
    await choose({ satis_fatura_hizmet: null });
    expect(await stored()).toEqual({ alis_fatura_hizmet: { goster: ['kdv_dahil_buton'], gizle: [] } });
    // The rest of the settings stay.
    expect((await row(ORNEK_USER)).kullanici_ayarlari.theme).toBe('dark');
  });

  it.each([
    ['a list that is not one', { satis_fatura_hizmet: { goster: 'miktar' } }],
    ['a column name that is not one', { satis_fatura_hizmet: { goster: ['miktar; drop table users'] } }],
    ['a table name that is not one', { 'Satış Fatura': { goster: ['miktar'] } }],
    ['too many columns', { satis_fatura_hizmet: { goster: Array.from({ length: 201 }, (_, i) => `c${i}`) } }],
  ])('refuses %s with a Turkish field error and stores nothing', async (_what, satirSutunlari) => {
    const before = (await row(ORNEK_USER)).kullanici_ayarlari;
    const r = await settings({ kullanici_ayarlari: { satirSutunlari } });
    expect(r.status).toBe(200);
    expect(r.json.data).toEqual({
      message: 'error',
      errors: { satirSutunlari: [settingsTexts.lineColumns] },
    });
    expect((await row(ORNEK_USER)).kullanici_ayarlari).toEqual(before);
  });
});
