import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, ORNEK_USER, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';

// Notifications: the table service shows each user only their own rows; markAsRead and delete change only
// the caller's shown notifications in the session's company, and archive what they change.

const OTP_USER = 'otp@defter.local';
let t: TestContext;
let admin: ReturnType<typeof tablesApi>;
let adminToken: string;

beforeAll(async () => {
  t = await createTestContext();
  adminToken = await t.login(DEMO_ADMIN);
  admin = tablesApi(t, adminToken);
});
afterAll(() => t.close());

async function userId(email: string): Promise<number> {
  const r = await sql<{ id: number }>`select id from users where email = ${email}`.execute(t.database.db);
  return Number(r.rows[0].id);
}

/** The notifications of a user straight from the database: id → state. */
async function stored(email: string) {
  const r = await sql<{ id: number; state: boolean; future: boolean }>`
    select id, state, start_time > now() as future from bildirimler where user_id = ${await userId(email)}
    order by id`.execute(t.database.db);
  return r.rows;
}

async function archived(action: string, ids: number[]) {
  const r = await sql<{ n: number }>`
    select count(*)::int as n from archive
    where table_name = 'bildirimler' and action = ${action} and record_id = any(${ids})`.execute(
    t.database.db,
  );
  return r.rows[0].n;
}

const shownNow = () => ({ start_time: { type: 2, guiType: 'datetime', filter: '2999-01-01 00:00:00' } });

describe('bildirimler through the table service', () => {
  it('lists only the caller’s own notifications, with their unread flag', async () => {
    const mine = await stored(DEMO_ADMIN);
    const r = await admin.list('bildirimler', { limit: 100, filters: shownNow() });
    expect(r.status).toBe(200);
    expect(r.json.data.records.map((x: any) => x.id).sort()).toEqual(mine.map((x) => Number(x.id)).sort());
    const trendyol = r.json.data.records.find((x: any) => x.title === 'Yeni Trendyol siparişi');
    expect(trendyol.state).toBe('1');
    expect(JSON.parse(trendyol.bildirim_json).table).toBe('trendyol_siparisler');
    // Another user's of the same company (Telefon doğrulaması…) and another company's (Stok uyarısı) stay hidden.
    for (const title of ['Telefon', 'Stok']) {
      const f = await admin.list('bildirimler', { filters: { title: { type: 1, filter: title } } });
      expect(f.json.data.all_records_count, title).toBe(0);
    }
  });

  it('hides another user’s notification of the same company: show, update and delete answer fail.id', async () => {
    const theirs = Number((await stored(OTP_USER))[0].id);
    expect((await admin.show('bildirimler', theirs)).json.data.message).toBe('fail.id');
    expect((await admin.update('bildirimler', theirs, { state: '0' })).json.data.message).toBe('fail.id');
    expect((await admin.remove('bildirimler', theirs)).json.data.message).toBe('fail.id');
    expect((await stored(OTP_USER))[0].state).toBe(true);
  });

  it('marks one read by id (state false), archives the unread version, and never changes its text', async () => {
    const unread = (await stored(DEMO_ADMIN)).find((x) => x.state && !x.future)!;
    const id = Number(unread.id);
    const up = await admin.update('bildirimler', id, { state: '0', title: 'Değiştirilmiş' });
    expect(up.json.data).toEqual({ message: 'success', id });
    const shown = (await admin.show('bildirimler', id)).json.data.record;
    expect(shown.state).toBe('0');
    expect(shown.title).not.toBe('Değiştirilmiş');
    expect(await archived('update', [id])).toBe(1);
  });

  it('is never created through the table service', async () => {
    const r = await admin.store('bildirimler', { title: 'Sahte', state: '1' });
    expect(r.json.data.message).toBe('no.auth');
  });

  it('is usable by a user whose stored auths do not name it', async () => {
    await sql`update yetki_ver set auths = ${JSON.stringify({ cari_hesap: { lists: ['0'] } })}::jsonb
              where target_user_id = ${await userId(ORNEK_USER)}`.execute(t.database.db);
    const ornek = tablesApi(t, await t.login(ORNEK_USER));
    const r = await ornek.list('bildirimler', { limit: 100 });
    expect(r.status).toBe(200);
    expect(r.json.data.all_records_count).toBe((await stored(ORNEK_USER)).length);
    expect((await ornek.list('kasa_karti')).json.data.message).toBe('no.auth');
  });
});

describe('POST /{token}/bildirimler/markAsRead', () => {
  it('marks the caller’s shown notifications read, archives them, and leaves everyone else’s alone', async () => {
    const before = await stored(DEMO_ADMIN);
    const target = before.filter((x) => x.state && !x.future).map((x) => Number(x.id));
    expect(target.length).toBeGreaterThan(1);
    const otpBefore = await stored(OTP_USER);
    const ornekBefore = await stored(ORNEK_USER);

    const r = await t.post(`/${adminToken}/bildirimler/markAsRead`);
    expect(r.json).toEqual({
      status: 'success',
      code: 200,
      data: { message: 'success', count: target.length },
    });

    const after = await stored(DEMO_ADMIN);
    expect(after.filter((x) => !x.future).every((x) => !x.state)).toBe(true);
    // A scheduled notification the user cannot see yet stays unread.
    expect(after.filter((x) => x.future).every((x) => x.state)).toBe(true);
    expect(await archived('update', target)).toBe(target.length);
    expect(await stored(OTP_USER)).toEqual(otpBefore);
    expect(await stored(ORNEK_USER)).toEqual(ornekBefore);

    const again = await t.post(`/${adminToken}/bildirimler/markAsRead`);
    expect(again.json.data.count).toBe(0);
  });
});

describe('POST /{token}/bildirimler/delete', () => {
  it('deletes the caller’s shown notifications after archiving them; others keep theirs', async () => {
    const before = await stored(DEMO_ADMIN);
    const shown = before.filter((x) => !x.future).map((x) => Number(x.id));
    const otpBefore = await stored(OTP_USER);
    const ornekBefore = await stored(ORNEK_USER);

    const r = await t.post(`/${adminToken}/bildirimler/delete`);
    expect(r.json.data).toEqual({ message: 'success', count: shown.length });

    // What is left are the scheduled ones (the seed's, and the due-date notices of cheques and notes).
    const left = await stored(DEMO_ADMIN);
    expect(left.length).toBe(before.filter((x) => x.future).length);
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((x) => x.future)).toBe(true);
    expect(await archived('delete', shown)).toBe(shown.length);
    expect(await stored(OTP_USER)).toEqual(otpBefore);
    expect(await stored(ORNEK_USER)).toEqual(ornekBefore);

    // Nothing is lost: the deleted ones are listed as deleted for their owner only, and can come back.
    const gone = (await admin.deleted('bildirimler', { limit: 100 })).json.data.records;
    expect(gone.map((x: any) => x.record_id).sort()).toEqual([...shown].sort());
    const otp = tablesApi(t, await t.login(OTP_USER));
    expect((await otp.deleted('bildirimler', { limit: 100 })).json.data.records).toHaveLength(0);
    expect((await otp.restore('bildirimler', gone[0].id)).json.data.message).toBe('fail.id');
    expect((await admin.restore('bildirimler', gone[0].id)).json.data).toEqual({
      message: 'success',
      id: gone[0].record_id,
    });
  });

  it('answers fail.token without a valid token', async () => {
    const r = await t.post('/not-a-token/bildirimler/delete');
    expect(r.status).toBe(400);
    expect(r.json.data.message).toBe('fail.token');
  });
});
