import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCards, type Cards } from '../documents/document.test-kit';
import { DEMO_ADMIN, departmentOf, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { OutsideServiceError } from './outside.fetch';
import { localExchangeRates, tcmbExchangeRates, tcmbUrl } from './exchange-rate.service';

// Issue 12 item 5 (currencies) and the balance column of item 6, over HTTP as Demo Ticaret's admin: the day's rate
// (local: the stored demo rates; TCMB: a saved bulletin through a fake fetch), weekends and holidays answering
// the last business day with its date, the refusal of a foreign document at rate 1, and cari_hesap.bakiye.

type Row = Record<string, unknown>;
const here = path.dirname(fileURLToPath(import.meta.url));

let t: TestContext;
let token: string;
let api: ReturnType<typeof tablesApi>;
let c: Cards;
let seq = 0;
const no = () => `KUR2026${String(++seq).padStart(9, '0')}`;
const get = async (query: string) =>
  (await t.app.request(`/api/v1/${token}/exchange-rate?${query}`, { method: 'GET' })).json() as Promise<any>;

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login(DEMO_ADMIN);
  api = tablesApi(t, token);
  c = await demoCards(t, await departmentOf(t, DEMO_ADMIN));
});
afterAll(() => t.close());

describe('GET /{token}/exchange-rate (local rates)', () => {
  it("answers the day's selling rate with its date, deterministic", async () => {
    // Monday 23.11.2026: 32.6989 × (1 + 0.0006 × 868) = 49.72848… → 49.7285; 32.6401 × 1.5208 = 49.6391.
    const r = await get('para_birimi_id=2&tarih=2026-11-23');
    expect(r.data).toEqual({
      para_birimi_id: 2,
      kod: 'USD',
      kur: '49.7285',
      alis: '49.6391',
      tarih: '2026-11-23',
      kaynak: 'ornek',
    });
    expect((await get('para_birimi_id=2&tarih=2026-11-23')).data).toEqual(r.data);
    const eur = await t.post(`/${token}/exchange-rate`, { para_birimi_id: 3, tarih: '2026-11-23' });
    expect(eur.json.data).toMatchObject({ kod: 'EUR', tarih: '2026-11-23' });
  });

  it("answers the last business day's rate on a weekend and a holiday, with that day's date", async () => {
    const friday = (await get('para_birimi_id=2&tarih=2026-11-27')).data;
    expect((await get('para_birimi_id=2&tarih=2026-11-28')).data).toEqual(friday);
    expect((await get('para_birimi_id=2&tarih=2026-11-29')).data).toEqual(friday);
    // 29 Ekim (Cumhuriyet Bayramı, a Thursday in 2026): the 28th's rate.
    expect((await get('para_birimi_id=6&tarih=2026-10-29')).data).toMatchObject({
      kod: 'GBP',
      tarih: '2026-10-28',
    });
  });

  it('answers 1 for TL and field errors for a bad currency, a bad date or a day without rates', async () => {
    expect((await get('para_birimi_id=1&tarih=2026-11-23')).data).toMatchObject({ kur: '1.0000' });
    expect((await get('para_birimi_id=99&tarih=2026-31-02')).data).toEqual({
      message: 'error',
      errors: { para_birimi_id: ['Para birimi geçerli değil.'], tarih: ['Tarih geçerli değil.'] },
    });
    expect((await get('para_birimi_id=2&tarih=2020-01-06')).data).toEqual({
      message: 'error',
      errors: { döviz_kuru: ['Bu tarih için döviz kuru bulunamadı.'] },
    });
  });
});

describe('the TCMB client (a saved bulletin through a fake fetch)', () => {
  it('builds the archive address of a past day and today.xml for today', () => {
    const today = 'https://www.tcmb.gov.tr/kurlar/today.xml';
    expect(tcmbUrl(today, '2026-11-27', '2026-11-30')).toBe(
      'https://www.tcmb.gov.tr/kurlar/202611/27112026.xml',
    );
    expect(tcmbUrl(today, '2026-11-30', '2026-11-30')).toBe(today);
  });

  it('steps back over the weekend (404), answers the bulletin date, stores it and reads it once', async () => {
    const xml = (await readFile(path.join(here, 'fixtures', 'tcmb-today.xml'), 'utf8'))
      .replace('Tarih="08.07.2024"', 'Tarih="27.11.2026"')
      .replace('<ForexSelling>32.6989</ForexSelling>', '<ForexSelling>42.12345</ForexSelling>');
    const asked: string[] = [];
    const service = tcmbExchangeRates(t.database.db, {
      todayUrl: 'https://www.tcmb.gov.tr/kurlar/today.xml',
      timeoutMs: 1000,
      today: () => '2026-11-30',
      fetch: async (url) => {
        asked.push(url);
        if (url.endsWith('/202611/27112026.xml')) return xml;
        throw new OutsideServiceError('www.tcmb.gov.tr: HTTP 404');
      },
    });
    const rate = await service.rateOn(2, '2026-11-29');
    expect(rate).toEqual({
      para_birimi_id: 2,
      kod: 'USD',
      kur: '42.1235',
      alis: '32.6401',
      tarih: '2026-11-27',
      kaynak: 'tcmb',
    });
    expect(asked.map((u) => u.slice(-12))).toEqual(['29112026.xml', '28112026.xml', '27112026.xml']);
    // Stored: the local service now answers TCMB's rate for that day, and TCMB is not asked again for it.
    expect(await localExchangeRates(t.database.db).rateOn(2, '2026-11-27')).toEqual(rate);
    asked.length = 0;
    expect(await service.rateOn(2, '2026-11-27')).toEqual(rate);
    expect(asked).toEqual([]);
    // JPY is quoted per 100 yen: stored per one yen.
    expect(await service.rateOn(5, '2026-11-27')).toMatchObject({ kur: '0.2036', tarih: '2026-11-27' });
  });

  it('falls back to the stored rates when TCMB cannot be reached or answers garbage', async () => {
    const down = tcmbExchangeRates(t.database.db, {
      todayUrl: 'https://www.tcmb.gov.tr/kurlar/today.xml',
      timeoutMs: 1000,
      today: () => '2026-11-24',
      fetch: async () => {
        throw new OutsideServiceError('www.tcmb.gov.tr: zaman aşımı');
      },
    });
    expect(await down.rateOn(3, '2026-11-24')).toMatchObject({
      kod: 'EUR',
      tarih: '2026-11-24',
      kaynak: 'ornek',
    });
    const garbage = tcmbExchangeRates(t.database.db, {
      todayUrl: 'https://www.tcmb.gov.tr/kurlar/today.xml',
      timeoutMs: 1000,
      today: () => '2026-11-24',
      fetch: async () => '<html>bakım</html>',
    });
    expect(await garbage.rateOn(3, '2026-11-24')).toMatchObject({ kaynak: 'ornek' });
  });
});

const serviceLine = (price: string) => [
  {
    mal_hizmet_turu_id: 2,
    hizmet_ve_masraf_kartlari_id: c.bakim,
    miktar: '1',
    birim_id: 1,
    birim_fiyat: price,
    kdv_id: 9,
    kdv_dahil_buton: '0',
  },
];
const salesInvoice = (price: string, extra: Row = {}) => ({
  cari_hesap_id: c.cari,
  fatura_senaryo_id: 1,
  fatura_tipi_id: 2,
  fatura_numarasi: no(),
  fatura_tarihi: '2026-11-23',
  para_birimi_id: 1,
  döviz_kuru: '1',
  mal_hizmet_json: JSON.stringify(serviceLine(price)),
  ...extra,
});

describe('a foreign-currency document at rate 1', () => {
  it('is refused on döviz_kuru with a Turkish message; at the day rate it is saved', async () => {
    const r = await api.store('satis_fatura', salesInvoice('100', { para_birimi_id: 2, döviz_kuru: '1' }));
    expect(r.json.data).toEqual({
      message: 'error',
      errors: {
        döviz_kuru: ['Yabancı para biriminde döviz kuru 1 olamaz. Lütfen belge tarihinin kurunu giriniz.'],
      },
    });
    const ok = await api.store(
      'satis_fatura',
      salesInvoice('100', { para_birimi_id: 2, döviz_kuru: '49.7278' }),
    );
    expect(ok.json.data.message, JSON.stringify(ok.json)).toBe('success');
    // An update back to 1 is refused too.
    const back = await api.update('satis_fatura', ok.json.data.id, { döviz_kuru: '1' });
    expect(back.json.data.errors).toHaveProperty('döviz_kuru');
    await api.remove('satis_fatura', ok.json.data.id);
  });
});

describe('cari_hesap.bakiye', () => {
  const balance = async () => {
    const r =
      await sql<Row>`select bakiye::text as b, borc_alacak from cari_hesap where id = ${c.cari}`.execute(
        t.database.db,
      );
    return r.rows[0] as { b: string; borc_alacak: string | null };
  };
  const cents = (s: string) => Math.round(Number(s) * 100);
  const foreign = async () =>
    String(
      (await sql<Row>`select doviz_bakiyeleri from cari_hesap where id = ${c.cari}`.execute(t.database.db))
        .rows[0].doviz_bakiyeleri ?? '',
    );

  it('follows invoices and cash receipts of the account on store, update and delete', async () => {
    const start = cents((await balance()).b);
    const inv = await api.store('satis_fatura', salesInvoice('1000'));
    expect(inv.json.data.message, JSON.stringify(inv.json)).toBe('success');
    expect(cents((await balance()).b) - start).toBe(120000);
    // A USD invoice counts at its rate: 100 + 20 % = 120 USD × 40 = 4 800 TL.
    const usd = await api.store('satis_fatura', salesInvoice('100', { para_birimi_id: 2, döviz_kuru: '40' }));
    expect(cents((await balance()).b) - start).toBe(600000);
    // …and in its own currency among the foreign positions.
    expect(await foreign()).toBe('USD 120,00 B');
    const eur = await api.store(
      'satis_fatura',
      salesInvoice('1000', { para_birimi_id: 3, döviz_kuru: '45' }),
    );
    expect(await foreign()).toBe('EUR 1.200,00 B · USD 120,00 B');
    await api.remove('satis_fatura', eur.json.data.id);
    expect(await foreign()).toBe('USD 120,00 B');
    const kasa = Number(
      (
        await sql<Row>`select id from kasa_karti where department_id = (select department_id from cari_hesap
        where id = ${c.cari}) and para_birimi_id = 1 order by id limit 1`.execute(t.database.db)
      ).rows[0].id,
    );
    const receipt = await api.store('tahsilat_islem', {
      kasa_karti2_id: kasa,
      islem_tipi_id: 4,
      cari_hesap_id: c.cari,
      tip_id: 1,
      satis_fatura_id: inv.json.data.id,
      islem_tarihi: '2026-11-24',
      para_birimi_id: 1,
      döviz_kuru: '1',
      kdv_id: 5,
      tutar: '400',
    });
    expect(receipt.json.data.message, JSON.stringify(receipt.json)).toBe('success');
    expect(cents((await balance()).b) - start).toBe(560000);
    await api.update('tahsilat_islem', receipt.json.data.id, { tutar: '1000' });
    expect(cents((await balance()).b) - start).toBe(500000);
    await api.update('satis_fatura', usd.json.data.id, { döviz_kuru: '41' });
    expect(cents((await balance()).b) - start).toBe(512000);
    expect((await api.remove('tahsilat_islem', receipt.json.data.id)).json.data.message).toBeDefined();
    expect(cents((await balance()).b) - start).toBe(612000);
    await api.remove('satis_fatura', usd.json.data.id);
    expect(await foreign()).toBe('');
    await api.remove('satis_fatura', inv.json.data.id);
    expect(cents((await balance()).b)).toBe(start);
  });

  it('is B when the account owes us, A when we owe it, and the list shows it', async () => {
    const wrong = await sql<Row>`select count(*)::int as n from cari_hesap h where h.bakiye <>
      coalesce((select round(sum(k.tl_tutar), 2) from cari_bakiye_kalemleri k where k.cari_hesap_id = h.id), 0)
      or coalesce(h.borc_alacak, '') <> case when h.bakiye > 0 then 'B' when h.bakiye < 0 then 'A' else '' end`.execute(
      t.database.db,
    );
    expect(wrong.rows[0].n).toBe(0);
    const b = await balance();
    await sql`update satis_fatura set odenecek_tutar = odenecek_tutar where cari_hesap_id = ${c.cari}`.execute(
      t.database.db,
    );
    const list = (await api.list('cari_hesap', { page: 1, limit: 100 })).json.data;
    const row = list.records.find((r: Row) => Number(r.id) === c.cari);
    expect(row).toMatchObject({ bakiye: b.b, borc_alacak: b.borc_alacak });
    // A purchase of more than it owes turns the side to A.
    const dept = await departmentOf(t, DEMO_ADMIN);
    await sql`insert into kobi_alis_fatura (department_id, cari_hesap_id, fatura_numarasi, fatura_tarihi,
      para_birimi_id, "döviz_kuru", odenecek_tutar)
      values (${dept}, ${c.cari}, 'KBA2026000000999', '2026-11-24', 1, 1, ${String(Number(b.b) + 250)})`.execute(
      t.database.db,
    );
    expect(await balance()).toEqual({ b: '-250.00', borc_alacak: 'A' });
  });
});
