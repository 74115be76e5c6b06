import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turkishToday } from '../auth/user-info.service';
import { DEMO_ADMIN, ORNEK_USER, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { ERROR_LOG_PER_MINUTE } from './error-log.service';

// Favourites (rows of one user), announcements (global, read-only), the calendar's e-document tables and
// the error log.

const OTP_USER = 'otp@defter.local';
let t: TestContext;
let adminToken: string;
let admin: ReturnType<typeof tablesApi>;
let otp: ReturnType<typeof tablesApi>;
let ornek: ReturnType<typeof tablesApi>;

beforeAll(async () => {
  t = await createTestContext();
  adminToken = await t.login(DEMO_ADMIN);
  admin = tablesApi(t, adminToken);
  otp = tablesApi(t, await t.login(OTP_USER));
  ornek = tablesApi(t, await t.login(ORNEK_USER));
});
afterAll(() => t.close());

async function userId(email: string): Promise<number> {
  const r = await sql<{ id: number }>`select id from users where email = ${email}`.execute(t.database.db);
  return Number(r.rows[0].id);
}

const favourite = (link: string, table: string, type = 'list', id: number | null = null) => ({
  [`${link}${table}`]: { type, link, table_name: table, id, state: true },
});

describe('favoriler', () => {
  let adminRow: number;

  it('stores the JSON map with name = the caller’s user id, whatever the body says', async () => {
    const map = {
      ...favourite('/kasa', 'kasa_karti'),
      ...favourite('/cari-hesaplar/duzenle/3', 'cari_hesap', 'edit', 3),
    };
    const r = await admin.store('favoriler', { name: '999', description: JSON.stringify(map) });
    expect(r.json.data.message).toBe('success');
    adminRow = r.json.data.id;
    const mine = await admin.list('favoriler', {
      filters: { name: { type: 4, guiType: 'string', filter: String(await userId(DEMO_ADMIN)) } },
    });
    expect(mine.json.data.records).toHaveLength(1);
    expect(mine.json.data.records[0].description).toEqual(map);
  });

  it('is private to its owner within the company', async () => {
    expect((await otp.list('favoriler')).json.data.all_records_count).toBe(0);
    expect((await otp.show('favoriler', adminRow)).json.data.message).toBe('fail.id');
    expect((await otp.update('favoriler', adminRow, { description: '{}' })).json.data.message).toBe(
      'fail.id',
    );
    expect((await otp.remove('favoriler', adminRow)).json.data.message).toBe('fail.id');
    const own = await otp.store('favoriler', {
      description: JSON.stringify(favourite('/banka', 'banka_karti')),
    });
    expect(own.json.data.message).toBe('success');
    expect((await admin.list('favoriler')).json.data.records.map((x: any) => x.id)).toEqual([adminRow]);
    expect((await ornek.list('favoriler')).json.data.all_records_count).toBe(0);
  });

  it('updates the map for its owner and refuses what is not a JSON map', async () => {
    const r = await admin.update('favoriler', adminRow, {
      description: JSON.stringify(favourite('/kasa', 'kasa_karti')),
    });
    expect(r.json.data).toEqual({ message: 'success', id: adminRow });
    for (const bad of ['[1,2]', '"metin"', '{bozuk']) {
      const e = await admin.update('favoriler', adminRow, { description: bad });
      expect(e.json.data, bad).toEqual({
        message: 'error',
        errors: { description: ['Favoriler alanı geçerli değil.'] },
      });
    }
    const row = (await admin.show('favoriler', adminRow)).json.data.record;
    expect(Object.keys(row.description)).toEqual(['/kasakasa_karti']);
    expect(row.name).toBe(String(await userId(DEMO_ADMIN)));
  });
});

describe('duyurular', () => {
  it('gives every company the type-5 announcement by a type filter', async () => {
    const r = await ornek.list('duyurular', {
      filters: { duyuru_tipleri_id: { type: 1, guiType: 'select:static', filter: ['5'] } },
    });
    expect(r.status).toBe(200);
    expect(r.json.data.records.map((x: any) => x.title)).toEqual(['Planlı bakım çalışması']);
    expect(r.json.data.records[0].duyuru_tipleri_id__id).toBe(5);
  });

  it('is written by no one through the table service, not even an admin', async () => {
    expect((await admin.store('duyurular', { title: 'x', announcement: 'y' })).json.data.message).toBe(
      'no.auth',
    );
    const id = (await admin.list('duyurular')).json.data.records[0].id;
    expect((await admin.update('duyurular', id, { title: 'x' })).json.data.message).toBe('no.auth');
  });
});

describe('the calendar tables', () => {
  const today = turkishToday(new Date());
  const [y, m] = today.split('-').map(Number);
  const monthEnd = `${today.slice(0, 8)}${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
  const month = (from: string, to: string) => ({
    limit: 100000,
    sorts: { fatura_tarihi: true },
    filters: { fatura_tarihi: { type: 4, guiType: 'date', filter: from, filter2: to } },
  });

  it('answers the month’s documents of the caller’s company by a between filter on the date', async () => {
    const r = await admin.list('e_fatura', month(`${today.slice(0, 8)}01`, monthEnd));
    expect(r.status).toBe(200);
    // The calendar's drafts carry no number (the series gives it on sending: docs/document-numbers.md, "One series
    // each"); the sent demo e-Faturas carry theirs.
    const numbers = r.json.data.records.map((x: any) => x.e_fatura_numarasi);
    expect(numbers).toEqual(expect.arrayContaining([null, `DEF${y}000000001`, `DEF${y}000000004`]));
    for (const rec of r.json.data.records) {
      expect(rec.fatura_tarihi >= `${today.slice(0, 8)}01` && rec.fatura_tarihi <= monthEnd).toBe(true);
      expect(rec.ettn).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect((await admin.list('e_fatura', month('2001-01-01', '2001-01-31'))).json.data.records).toEqual([]);
    const theirs = (await ornek.list('e_fatura', month(`${today.slice(0, 8)}01`, monthEnd))).json.data
      .records;
    // Örnek Gıda's own rows only: its calendar drafts (no number yet), none of Demo Ticaret's DEF… documents.
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((x: any) => x.e_fatura_numarasi === null)).toBe(true);
  });

  it('gives a new outgoing document a UUID and keeps it; incoming ones come only from the server', async () => {
    // A whole e-SMM (the receipt form's fields, docs/e-documents.md "e-SMM ve e-MM formları"): the demo draft's.
    const db = t.database.db;
    const [demo] = (
      await sql<Record<string, any>>`select * from serbest_meslek_makbuzu order by id limit 1`.execute(db)
    ).rows;
    const lines = (
      await sql`select mal_hizmet, brut_ucret, gv_stopaj_orani, kdv_id, kdv_tevkifat_orani, tevkifat_kodlari_listesi_id
        from serbest_meslek_malhizmet where bagli_efatura_id = ${demo.id} order by sira_no`.execute(db)
    ).rows;
    const fields = ['cari_hesap_id', 'adres_id', 'firma_adres_id', 'tc', 'unvan', 'vergi_daireleri_id'];
    const r = await admin.store('serbest_meslek_makbuzu', {
      ...Object.fromEntries(fields.map((f) => [f, demo[f]])),
      ...Object.fromEntries(['ulkeler_id', 'sehirler_id', 'ilceler_id'].map((f) => [f, demo[f]])),
      fatura_on_eki_id: demo.fatura_on_eki_id,
      duzenleme_zamani: '10:00:00',
      gonderim_sekli_id: 1,
      mal_hizmet_json: JSON.stringify(lines),
      duzenleme_tarihi: today,
      ettn: 'kendi-degerim',
    });
    expect(r.json.data.message, JSON.stringify(r.json)).toBe('success');
    const rec = (await admin.show('serbest_meslek_makbuzu', r.json.data.id)).json.data.record;
    expect(rec.ettn).toMatch(/^[0-9a-f-]{36}$/);
    await admin.update('serbest_meslek_makbuzu', r.json.data.id, { ettn: 'baska' });
    expect((await admin.show('serbest_meslek_makbuzu', r.json.data.id)).json.data.record.ettn).toBe(rec.ettn);
    expect((await admin.store('gelen_efatura', { document_issue_date: today })).json.data.message).toBe(
      'no.auth',
    );
  });

  it('stores outgoing documents as drafts (e_fatura_durumu_id 1, whatever the body says) and splits the lists by it (e_irsaliye; the e-Fatura form has its own test)', async () => {
    const status = (id: string) => ({
      filters: { e_fatura_durumu_id: { type: 1, guiType: 'select:static', filter: [id] } },
      limit: 100,
    });
    // The e-İrsaliye is a whole form now (docs/e-documents.md "e-İrsaliye"): a demo draft saved again with a body
    // that says "sent" stays a draft.
    const demo = await sql<{
      id: number;
    }>`select e.id from e_irsaliye e join users u on u.department_id = e.department_id
      where u.email = ${DEMO_ADMIN} and e.description = 'Demo e-İrsaliye' limit 1`.execute(t.database.db);
    const r = { json: { data: { id: Number(demo.rows[0].id) } } };
    const saved = await admin.update('e_irsaliye', r.json.data.id, {
      e_fatura_durumu_id: '2',
      plaka: '34 DTC 907',
    });
    expect(saved.json.data.message).toBe('success');
    const drafts = (await admin.list('e_irsaliye', status('1'))).json.data.records;
    const stored = drafts.find((x: any) => x.id === r.json.data.id);
    expect(stored).toMatchObject({ e_fatura_durumu_id: 'Taslak', e_fatura_durumu_id__id: 1 });
    // (Without the draft's calendar number: the demo data's sent waybills hold that number — docs/e-documents.md.)
    await sql`update e_irsaliye set e_fatura_durumu_id = 2, irsaliye_numarasi = null where id = ${r.json.data.id}`.execute(
      t.database.db,
    );
    // Giden holds it now, beside the demo data's sent waybills (docs/e-documents.md "Demo data").
    const sent = (await admin.list('e_irsaliye', status('2'))).json.data.records;
    expect(sent.map((x: any) => x.id)).toContain(r.json.data.id);
    for (const x of sent) expect(x.e_fatura_durumu_id__id).toBe(2);
    expect(
      (await admin.list('e_irsaliye', status('1'))).json.data.records.map((x: any) => x.id),
    ).not.toContain(r.json.data.id);
    const bad = await admin.list('e_irsaliye', status('7'));
    expect([bad.status, bad.json.data]).toEqual([
      400,
      { message: 'fail.filter.value', column: 'e_fatura_durumu_id' },
    ]);
  });
});

describe('POST /{token}/logError', () => {
  it('stores the error record with the token id, never the token', async () => {
    const body = {
      link: `/api/v1/${adminToken}/tables/cari_hesap/getSelectColumnData/vergi_daireleri_id`,
      table_name: 'cari_hesap',
      message: 'Seçenekler yüklenemedi',
      user_info: { id: 1, email: DEMO_ADMIN },
      payload: JSON.stringify({ search: '***', password: 'Gizli1234', nested: { token: adminToken } }),
      response: 'x'.repeat(5000),
    };
    const r = await t.post(`/${adminToken}/logError`, body);
    expect(r.json.data.message).toBe('success');
    const row = (
      await sql<any>`select * from hata_kayitlari where id = ${r.json.data.id}`.execute(t.database.db)
    ).rows[0];
    const token = (
      await sql<any>`select id from user_tokens where user_id = ${await userId(DEMO_ADMIN)} order by id desc limit 1`.execute(
        t.database.db,
      )
    ).rows[0];
    expect(Number(row.token_id)).toBe(Number(token.id));
    expect(Number(row.user_id)).toBe(await userId(DEMO_ADMIN));
    expect(row.link).toBe('/api/v1/{token}/tables/cari_hesap/getSelectColumnData/vergi_daireleri_id');
    expect(row.table_name).toBe('cari_hesap');
    expect(JSON.parse(row.payload)).toEqual({ search: '***', password: '***', nested: { token: '***' } });
    expect(row.response_preview.length).toBe(2000);
    expect(JSON.stringify(row)).not.toContain(adminToken);
  });

  it('refuses a flood from one user (429) and a call without a session', async () => {
    const token = await t.login(ORNEK_USER);
    for (let i = 0; i < ERROR_LOG_PER_MINUTE; i++)
      expect((await t.post(`/${token}/logError`, { message: `hata ${i}` })).status).toBe(200);
    const over = await t.post(`/${token}/logError`, { message: 'bir tane daha' });
    expect(over.json).toEqual({ status: 'error', code: 429, data: { message: 'fail.error.log.rate' } });
    expect((await t.post('/yok/logError', { message: 'x' })).json.data.message).toBe('fail.token');
    expect((await t.post(`/${token}/logError`, '{bozuk')).status).toBe(400);
  });
});
