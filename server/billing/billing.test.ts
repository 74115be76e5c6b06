import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turkishToday } from '../auth/user-info.service';
import { createTestContext, type TestContext } from '../test/harness';
import { DEMO_ADMIN, departmentOf, tablesApi } from '../tables/table.test-kit';
import { notificationHash } from './payment.provider';

// The payment flow with the local provider: the price list, the card page, the card checks, the provider's
// notification, the extended subscription, the invoice (KDV included) and the yearly package's credits.

const EXPIRED = 'expired@defter.local';
const GOOD_CARD = {
  kart_sahibi: 'Zeynep Arslan',
  kart_no: '4242 4242 4242 4242',
  son_kullanma: `12/${String(new Date().getFullYear() + 3).slice(2)}`,
  cvc: '123',
};

let t: TestContext;
let token: string;
let api: ReturnType<typeof tablesApi>;

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login(EXPIRED);
  api = tablesApi(t, token);
});
afterAll(() => t.close());

const info = async (tk = token) => (await t.post(`/${tk}/getLoggedInUserInfo`)).json.data;

/** The card page's form, posted the way a browser posts it. */
async function postCard(path: string, fields: Record<string, string>) {
  const res = await t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

async function abonelik(period: number, packageId = 1) {
  const r = await api.list('abonelik', {
    limit: 10,
    filters: {
      musteri_paketi_id: { type: 1, guiType: 'select', filter: [packageId] },
      periyot_id: { type: 1, filter: [period] },
    },
  });
  return r.json.data.records[0];
}

/** `day` + `days` + `interval`, as a date. */
async function plus(day: string, days: number, interval: string): Promise<string> {
  const r = await sql<{ d: string }>`
    select ((${day}::date + ${days}::int) + ${interval}::interval)::date::text as d`.execute(t.database.db);
  return r.rows[0].d;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

describe('the price list', () => {
  it('offers weekly, monthly and yearly subscriptions of the company package, prices including KDV', async () => {
    const r = await api.list('abonelik', {
      limit: 10,
      filters: { musteri_paketi_id: { type: 1, guiType: 'select', filter: [1] } },
      sorts: { toplam_tutar: true },
    });
    expect(
      r.json.data.records.map((x: any) => [x.name_basic, x.periyot_id, x.toplam_tutar, x.kontor]),
    ).toEqual([
      ['Ön muhasebe Haftalık', 'Haftalık', '149.00', 0],
      ['Ön muhasebe Aylık', 'Aylık', '499.00', 0],
      ['Ön muhasebe Yıllık', 'Yıllık', '4990.00', 250],
    ]);
    expect(r.json.data.records[2].abonelik_json).toContain('250 kontör hediye');
    expect((await api.create('abonelik')).json.data.message).toBe('no.auth');
  });
});

describe('an expired company pays its way back', () => {
  it('starts expired', async () => {
    expect((await info()).department.kalan_gun).toBe(-12);
    expect((await t.post(`/${token}/payment/summary`)).json.data).toMatchObject({
      musteri_paketi_id: 1,
      kalan_gun: -12,
      kontor_bakiyesi: 0,
    });
  });

  it('reads its data but may not write it until it pays (fail.subscription); forms still load', async () => {
    // A cash card from before the subscription ended.
    await sql`insert into kasa_karti (department_id, "kasa_tanımı")
      values (${await departmentOf(t, EXPIRED)}, 'Merkez Kasa')`.execute(t.database.db);
    const listed = await api.list('kasa_karti', { limit: 5 });
    expect(listed.status).toBe(200);
    expect((await api.create('kasa_karti')).status).toBe(200);
    const stored = await api.store('kasa_karti', { kasa_tanımı: 'Süresi dolmuş kasa' });
    expect(stored.status).toBe(400);
    expect(stored.json.data.message).toBe('fail.subscription');
    const first = listed.json.data.records[0];
    expect(first, 'the expired demo company has cash cards').toBeDefined();
    {
      const updated = await t.post(`/${token}/tables/kasa_karti/${first.id}/update`, {
        column_set_id: '0',
        kasa_tanımı: 'Değişmemeli',
      });
      expect(updated.json.data.message).toBe('fail.subscription');
      const deleted = await t.post(`/${token}/tables/kasa_karti/${first.id}/delete`);
      expect(deleted.json.data.message).toBe('fail.subscription');
      expect((await api.show('kasa_karti', first.id)).json.data.record['kasa_tanımı']).toBe(
        first['kasa_tanımı'],
      );
    }
    const total = (await api.list('kasa_karti', { limit: 5 })).json.data.all_records_count;
    expect(total).toBe(listed.json.data.all_records_count);
  });

  it('refuses a subscription of another package and unknown ids', async () => {
    const kobi = await abonelik(2, 2);
    const other = await t.post(`/${token}/payment/paket/create`, { paymentId: kobi.id });
    expect(other.json.data.message).toBe('fail.payment.package');
    for (const paymentId of [999, 'x', null, -3]) {
      const r = await t.post(`/${token}/payment/paket/create`, { paymentId });
      expect(r.json.data.message, String(paymentId)).toBe('fail.id');
    }
  });

  it('refuses bad card data and changes nothing', async () => {
    const monthly = await abonelik(2);
    const created = (await t.post(`/${token}/payment/paket/create`, { paymentId: monthly.id })).json.data;
    expect(created).toMatchObject({ merchant_id: 'DEFTER-YEREL', price: '499.00', taksit: 1 });
    expect(created.iframe_url).toBe(`/odeme/${created.token}`);

    const page = await t.app.request(created.iframe_url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('499,00 ₺');
    expect(html).toContain('Ön muhasebe Aylık abonelik');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");

    const cases: [Record<string, string>, string][] = [
      [{ kart_no: '4242 4242 4242 4241' }, 'Kart numarası geçerli değil.'],
      [{ kart_no: '1234' }, 'Kart numarası geçerli değil.'],
      [{ son_kullanma: '01/20' }, 'Kartın son kullanma tarihi geçmiş.'],
      [{ son_kullanma: '13/30' }, 'Son kullanma tarihi AA/YY biçiminde olmalıdır.'],
      [{ cvc: '12' }, 'Güvenlik kodu 3 haneli olmalıdır.'],
      [{ kart_sahibi: ' ' }, 'Kart üzerindeki isim zorunludur.'],
      [{ kart_no: '4000 0000 0000 0002' }, 'Kartınız bankanız tarafından reddedildi.'],
    ];
    for (const [change, message] of cases) {
      const r = await postCard(created.iframe_url, { ...GOOD_CARD, ...change });
      expect(r.status).toBe(200);
      expect(r.html, message).toContain(message);
      // The card number is never written back into the page.
      expect(r.html).not.toContain('4242 4242 4242 4241');
    }
    expect((await t.post(`/${token}/payment/status`, { token: created.token })).json.data.durum).toBe(
      'bekliyor',
    );
    expect((await info()).department.kalan_gun).toBe(-12);
    expect((await api.list('fatura_abonelik')).json.data.all_records_count).toBe(0);
  });

  it('a good card extends the subscription from today, writes the invoice and only once', async () => {
    const monthly = await abonelik(2);
    const created = (await t.post(`/${token}/payment/paket/create`, { paymentId: monthly.id })).json.data;
    const paid = await postCard(created.iframe_url, GOOD_CARD);
    expect(paid.html).toContain('Ödemeniz alındı.');
    expect((await t.post(`/${token}/payment/status`, { token: created.token })).json.data.durum).toBe(
      'odendi',
    );

    // Paid: the company writes again.
    const stored = await api.store('kasa_karti', { kasa_tanımı: 'Ödeme sonrası kasa' });
    expect(stored.json.data.message).toBe('success');

    const today = turkishToday(new Date());
    const department = (await info()).department;
    // Calendar months as PostgreSQL counts them (31 January + 1 month = 28/29 February).
    expect(department.son_kullanma_tarihi).toBe(await plus(`${today}`, -1, '1 month'));
    expect(department.kalan_gun).toBe(daysBetween(today, department.son_kullanma_tarihi));
    expect(department.kalan_gun).toBeGreaterThanOrEqual(27);

    const invoices = (await api.list('fatura_abonelik', { limit: 10 })).json.data.records;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      fatura_tarihi: today,
      aciklama: 'Ön muhasebe Aylık abonelik',
      abonelik_id: 'Ön muhasebe Aylık',
      donem_baslangic: today,
      donem_bitis: department.son_kullanma_tarihi,
      matrah: '415.83',
      kdv_tutari: '83.17',
      toplam_tutar: '499.00',
      kontor: 0,
      kart_no: '**** **** **** 4242',
    });
    expect(invoices[0].fatura_no).toMatch(new RegExp(`^DFT${today.slice(0, 4)}\\d{9}$`));

    // The used form is gone; posting it again pays nothing twice.
    expect((await postCard(created.iframe_url, GOOD_CARD)).status).toBe(404);
    expect((await t.app.request(created.iframe_url)).status).toBe(404);
    expect((await info()).department.son_kullanma_tarihi).toBe(department.son_kullanma_tarihi);
    expect((await api.list('fatura_abonelik')).json.data.all_records_count).toBe(1);
  });

  it('a yearly package extends from the last day and brings 250 credits; credits can be bought', async () => {
    const before = (await info()).department.son_kullanma_tarihi;
    const yearly = await abonelik(3);
    const created = (await t.post(`/${token}/payment/paket/create`, { paymentId: yearly.id })).json.data;
    expect(created.price).toBe('4990.00');
    await postCard(created.iframe_url, GOOD_CARD);
    const after = (await info()).department.son_kullanma_tarihi;
    expect(after).toBe(await plus(before, 0, '1 year'));
    expect((await t.post(`/${token}/payment/summary`)).json.data.kontor_bakiyesi).toBe(250);

    const credits = (await api.list('kontor_paketleri', { sorts: { kontor: true } })).json.data.records;
    const bought = (await t.post(`/${token}/payment/kontor/create`, { paymentId: credits[0].id })).json.data;
    expect(bought.price).toBe('150.00');
    await postCard(bought.iframe_url, GOOD_CARD);
    expect((await t.post(`/${token}/payment/summary`)).json.data.kontor_bakiyesi).toBe(350);
    expect((await info()).department.son_kullanma_tarihi).toBe(after);
    const invoices = (await api.list('fatura_abonelik', { sorts: { id: true } })).json.data.records;
    expect(invoices.map((x: any) => [x.toplam_tutar, x.matrah, x.kdv_tutari, x.kontor])).toEqual([
      ['499.00', '415.83', '83.17', 0],
      ['4990.00', '4158.33', '831.67', 250],
      ['150.00', '125.00', '25.00', 100],
    ]);
  });
});

describe('the provider notification', () => {
  async function pending() {
    const monthly = await abonelik(2);
    const created = (await t.post(`/${token}/payment/paket/create`, { paymentId: monthly.id })).json.data;
    const r = await sql<{ id: string }>`
      select id from odeme_islemleri where durum = 'bekliyor' order by created_at desc limit 1`.execute(
      t.database.db,
    );
    return { created, oid: r.rows[0].id };
  }
  const notify = (body: Record<string, string>) => postCard('/odeme/bildirim', body);

  it('refuses a wrong hash and a wrong amount; a failure is recorded; repeats change nothing', async () => {
    const before = (await info()).department.son_kullanma_tarihi;
    const { created, oid } = await pending();
    const fields = { merchant_oid: oid, status: 'success', total_amount: '49900' };
    const forged = await notify({ ...fields, hash: 'AAAA' });
    expect([forged.status, forged.html]).toEqual([400, 'Geçersiz ödeme bildirimi.']);
    const cheap = { ...fields, total_amount: '100' };
    const wrongAmount = await notify({
      ...cheap,
      hash: notificationHash(t.config.services.paymentSecret, cheap as any),
    });
    expect([wrongAmount.status, wrongAmount.html]).toEqual([400, 'Ödeme tutarı siparişle uyuşmuyor.']);
    expect((await notify({})).status).toBe(400);
    expect((await info()).department.son_kullanma_tarihi).toBe(before);

    const failed = { merchant_oid: oid, status: 'failed', total_amount: '49900' };
    const r = await notify({
      ...failed,
      hash: notificationHash(t.config.services.paymentSecret, failed as any),
    });
    expect([r.status, r.html]).toEqual([200, 'OK']);
    expect((await t.post(`/${token}/payment/status`, { token: created.token })).json.data.durum).toBe(
      'basarisiz',
    );
    const late = await notify({
      ...fields,
      hash: notificationHash(t.config.services.paymentSecret, fields as any),
    });
    expect(late.html).toBe('OK');
    expect((await info()).department.son_kullanma_tarihi).toBe(before);
  });

  it('keeps payments and invoices inside their company', async () => {
    const { created } = await pending();
    const demo = await t.login(DEMO_ADMIN);
    expect((await t.post(`/${demo}/payment/status`, { token: created.token })).json.data.message).toBe(
      'fail.id',
    );
    expect((await tablesApi(t, demo).list('fatura_abonelik')).json.data.all_records_count).toBe(0);
    const own = await departmentOf(t, EXPIRED);
    const ids = await sql<{
      id: number;
    }>`select id from fatura_abonelik where department_id = ${own}`.execute(t.database.db);
    expect((await tablesApi(t, demo).show('fatura_abonelik', ids.rows[0].id)).json.data.message).toBe(
      'fail.id',
    );
  });

  it('an impersonation token cannot pay, and an expired form is gone', async () => {
    const admin = await t.login(DEMO_ADMIN);
    const otp = await sql<{ id: number }>`select id from users where email = 'otp@defter.local'`.execute(
      t.database.db,
    );
    const imitation = (await t.post(`/${admin}/getUserToken/${otp.rows[0].id}`)).json.data.token;
    const r = await t.post(`/${imitation}/payment/kontor/create`, { paymentId: 1 });
    expect(r.json.data.message).toBe('fail.payment.imitation');

    const { created } = await pending();
    t.clock.offsetMs = 31 * 60 * 1000;
    try {
      expect((await t.app.request(created.iframe_url)).status).toBe(404);
      expect((await postCard(created.iframe_url, GOOD_CARD)).status).toBe(404);
      expect((await t.post(`/${token}/payment/status`, { token: created.token })).json.data.durum).toBe(
        'suresi_doldu',
      );
    } finally {
      t.clock.offsetMs = 0;
    }
  });
});
