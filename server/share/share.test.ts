import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationHash } from '../billing/payment.provider';
import { kurus } from '../billing/billing.service';
import { DEMO_ADMIN, departmentOf } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { shareTexts } from './share.service';

// Share links (issue 28 item 4; docs/mail.md "Share links"): a signed, expiring, revocable link to one invoice's
// public page; expired, revoked and tampered links refused; a card payment through the link marks the invoice
// collected once, even when the provider's notification is delivered twice — one after the other or at once.

type Row = Record<string, any>;
let t: TestContext;
let token: string;
let dept: number;

const GOOD_CARD = {
  kart_sahibi: 'Ege Zeytincilik',
  kart_no: '4242 4242 4242 4242',
  son_kullanma: `12/${String(new Date().getFullYear() + 3).slice(2)}`,
  cvc: '123',
};
const rows = async (q: ReturnType<typeof sql<Row>>) => (await q.execute(t.database.db)).rows;

async function get(path: string, address = '203.0.113.9') {
  const res = await t.app.request(path, {}, { incoming: { socket: { remoteAddress: address } } });
  return { status: res.status, html: await res.text(), headers: res.headers };
}
async function post(path: string, fields: Record<string, string> = {}) {
  const res = await t.app.request(
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    },
    { incoming: { socket: { remoteAddress: '203.0.113.9' } } },
  );
  return { status: res.status, html: await res.text(), headers: res.headers };
}

/** A demo sales invoice of the company with something left to collect, not yet shared. */
async function openInvoice(skip: number[] = []): Promise<Row> {
  const [r] = await rows(sql<Row>`select id, fatura_numarasi as no, kalan_odeme_tutari::text as kalan
    from satis_fatura where department_id = ${dept} and kalan_odeme_tutari > 0 and para_birimi_id = 1
      and not (id = any(${[0, ...skip]}::bigint[])) order by id limit 1`);
  expect(r).toBeTruthy();
  return r;
}
const share = async (id: number, extra: Row = {}) =>
  (await t.post(`/${token}/share/create`, { tablo: 'satis_fatura', id, ...extra })).json.data;
const pathOf = (url: string) => new URL(url).pathname;

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login(DEMO_ADMIN);
  dept = await departmentOf(t, DEMO_ADMIN);
});
afterAll(() => t?.close());

describe('share links', () => {
  it('opens the page of its invoice only, with the amount left and "Kartla Öde"', async () => {
    const inv = await openInvoice();
    const made = await share(inv.id);
    expect(made).toMatchObject({ message: 'success', text: shareTexts.created });
    expect(made.url.startsWith(`${t.config.mail.publicUrl}/paylas/`)).toBe(true);
    const page = await get(pathOf(made.url));
    expect(page.status).toBe(200);
    expect(page.html).toContain(`Fatura ${inv.no}`);
    expect(page.html).toContain('Kartla Öde');
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    // No other invoice of the company is on the page.
    const others = await rows(sql<Row>`select fatura_numarasi as no from satis_fatura
      where department_id = ${dept} and id <> ${inv.id}`);
    for (const o of others) expect(page.html).not.toContain(o.no);
    expect(
      (await rows(sql<Row>`select acilma_sayisi from paylasim_linkleri where id = ${made.id}`))[0]
        .acilma_sayisi,
    ).toBe(1);
  });

  it('refuses a tampered, a made-up, a revoked and an expired link', async () => {
    const inv = await openInvoice();
    const made = await share(inv.id, { gun: 2 });
    const path = pathOf(made.url);
    const token0 = path.split('/').pop()!;
    const [id, exp, nonce, sig] = token0.split('.');
    const flip = (s: string) => `${s.slice(0, -1)}${s.endsWith('A') ? 'B' : 'A'}`;
    const tampered = [
      `${id}.${exp}.${nonce}.${flip(sig)}`, // the signature
      `${Number(id) + 1}.${exp}.${nonce}.${sig}`, // another link's id
      `${id}.${Number(exp) + 86400}.${nonce}.${sig}`, // a later expiry
      `${id}.${exp}.${flip(nonce)}.${sig}`, // the nonce
      'abc',
    ];
    for (const bad of tampered) {
      const r = await get(`/paylas/${bad}`);
      expect(r.status, bad).toBe(404);
      expect(r.html).toContain(shareTexts.gone);
      expect(r.html).not.toContain(inv.no);
    }
    // Expired: two days and a second later.
    t.clock.offsetMs = 2 * 86_400_000 + 1000;
    try {
      expect((await get(path)).status).toBe(404);
    } finally {
      t.clock.offsetMs = 0;
    }
    expect((await get(path)).status).toBe(200);
    // Revoked.
    expect((await t.post(`/${token}/share/revoke`, { id: made.id })).json.data.text).toBe(shareTexts.revoked);
    expect((await get(path)).status).toBe(404);
    expect((await get(`${path}/pdf`)).status).toBe(404);
    expect((await post(`${path}/ode`)).status).toBe(404);
    const list = (await t.post(`/${token}/share/list`, { tablo: 'satis_fatura', id: inv.id })).json.data
      .records;
    expect(list.find((l: Row) => l.id === made.id).durum).toBe('İptal edildi');
  });

  it('throttles wrong tokens per address (429 after 30 an hour)', async () => {
    const address = '198.51.100.200';
    const answers: number[] = [];
    for (let i = 0; i < 31; i++)
      answers.push((await get(`/paylas/1.1700000000.AAAAAAAAAAAAAAAA.${'x'.repeat(43)}`, address)).status);
    expect(answers.slice(0, 30)).toEqual(Array(30).fill(404));
    expect(answers[30]).toBe(429);
  });

  it('a card payment through the link collects the invoice once, the notification delivered twice after it', async () => {
    const inv = await openInvoice();
    const made = await share(inv.id);
    const path = pathOf(made.url);
    const start = await post(`${path}/ode`);
    expect(start.status).toBe(303);
    const cardPath = start.headers.get('location')!;
    expect(cardPath).toMatch(/^\/odeme\/[A-Za-z0-9_-]{20,}$/);
    const paid = await post(cardPath, GOOD_CARD);
    expect(paid.status).toBe(200);
    expect(paid.html).toContain('Ödemeniz alındı.');
    const [payment] =
      await rows(sql<Row>`select id, durum, tutar::text as tutar, tahsilat_id from odeme_islemleri
      where fatura_id = ${inv.id} and fatura_tablosu = 'satis_fatura'`);
    expect(payment).toMatchObject({ durum: 'odendi', tutar: Number(inv.kalan).toFixed(2) });

    // The provider delivers its notification again, twice.
    const fields = { merchant_oid: payment.id, status: 'success', total_amount: kurus(payment.tutar) };
    const hash = notificationHash(t.config.services.paymentSecret, fields as any);
    for (let i = 0; i < 2; i++) expect((await post('/odeme/bildirim', { ...fields, hash })).html).toBe('OK');

    const collections = await rows(sql<Row>`select id, tutar::text as tutar, banka_karti2_id, aciklama
      from banka_gelen_havale_islemi where satis_fatura_id = ${inv.id} and odeme_islem_id is not null`);
    expect(collections).toHaveLength(1);
    expect(Number(collections[0].tutar)).toBe(Number(inv.kalan));
    expect(collections[0].aciklama).toContain('**** **** **** 4242');
    const [after] = await rows(sql<Row>`select kalan_odeme_tutari::text as kalan, tahsilat_tamamlandi as tamam
      from satis_fatura where id = ${inv.id}`);
    expect(after).toEqual({ kalan: '0.00', tamam: true });
    // The page says so and offers no payment any more.
    const page = await get(path);
    expect(page.html).toContain('Ödendi');
    expect(page.html).not.toContain('Kartla Öde');
    expect((await post(`${path}/ode`)).html).toContain(shareTexts.paid);
  });

  it('two notifications of one payment at the same instant post one collection', async () => {
    const first = (
      await rows(sql<Row>`select fatura_id from odeme_islemleri where fatura_id is not null`)
    ).map((r) => Number(r.fatura_id));
    const inv = await openInvoice(first);
    const made = await share(inv.id);
    const start = await post(`${pathOf(made.url)}/ode`);
    expect(start.status).toBe(303);
    const [payment] = await rows(sql<Row>`select id, tutar::text as tutar from odeme_islemleri
      where fatura_id = ${inv.id} and durum = 'bekliyor'`);
    const fields = { merchant_oid: payment.id, status: 'success', total_amount: kurus(payment.tutar) };
    const hash = notificationHash(t.config.services.paymentSecret, fields as any);
    const answers = await Promise.all([1, 2, 3].map(() => post('/odeme/bildirim', { ...fields, hash })));
    expect(answers.map((a) => a.html)).toEqual(['OK', 'OK', 'OK']);
    const collections = await rows(sql<Row>`select count(*)::int as n from banka_gelen_havale_islemi
      where satis_fatura_id = ${inv.id} and odeme_islem_id = ${payment.id}`);
    expect(collections[0].n).toBe(1);
    const [after] = await rows(
      sql<Row>`select kalan_odeme_tutari::text as kalan from satis_fatura where id = ${inv.id}`,
    );
    expect(after.kalan).toBe('0.00');
  });
});
