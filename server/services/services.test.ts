import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { DEMO_ADMIN, ORNEK_USER } from '../tables/table.test-kit';

// The outside services as the browser calls them: exchange rates, tickers, weather and the inbox polls.
// A local HTTP server plays TCMB and Open-Meteo, and misbehaves on demand (errors, garbage, no answer).

const here = path.dirname(fileURLToPath(import.meta.url));
const HOUR = 60 * 60 * 1000;

type Mode = 'ok' | 'error' | 'garbage' | 'hang';
let mode: Mode = 'ok';
let hits = 0;
let server: Server;
let base: string;
let tcmbXml: string;

function forecastBody() {
  const now = new Date(Date.now() + 3 * HOUR).toISOString().slice(0, 10);
  const time = Array.from({ length: 48 }, (_, i) => {
    const d = new Date(Date.parse(`${now}T00:00:00Z`) + i * HOUR).toISOString();
    return d.slice(0, 16);
  });
  return {
    latitude: 38.4,
    longitude: 27.15,
    timezone: 'Europe/Istanbul',
    hourly: { time, temperature_2m: time.map(() => -0.4), weather_code: time.map(() => 71) },
  };
}

beforeAll(async () => {
  // The shipped bulletin with the dollar moved, so that a live answer is told apart from the fallback.
  tcmbXml = (await readFile(path.join(here, 'fixtures', 'tcmb-today.xml'), 'utf8'))
    .replace('Tarih="08.07.2024"', 'Tarih="20.11.2026"')
    .replace('<ForexSelling>32.6989</ForexSelling>', '<ForexSelling>42.1234</ForexSelling>');
  server = createServer((req, res) => {
    hits++;
    if (mode === 'hang') return;
    if (mode === 'error') return res.writeHead(503).end('bakımda');
    if (mode === 'garbage') return res.writeHead(200).end('<html>bakım</html>');
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/today.xml') return res.writeHead(200).end(tcmbXml);
    if (url.pathname === '/search')
      return res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          results: [{ name: 'İzmir', admin1: 'İzmir', latitude: 38.41273, longitude: 27.13838 }],
        }),
      );
    if (url.pathname === '/forecast')
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(forecastBody()));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('local sources (the default): the stored data answers, nothing is fetched', () => {
  let t: TestContext;
  let token: string;
  beforeAll(async () => {
    t = await createTestContext();
    token = await t.login(DEMO_ADMIN);
  });
  afterAll(() => t.close());

  it('POST /kurlar answers the stored TCMB bulletin, keyed as the exchange buttons expect', async () => {
    const r = await t.post(`/${token}/kurlar`);
    expect(r.status).toBe(200);
    const d = r.json.data;
    expect(d).toMatchObject({ tarih: '2024-07-08', bulten_no: '2024/126', kaynak: 'yedek' });
    expect(d.kurlar['6']).toEqual({
      ALIS: '32.6401',
      SATIS: '32.6989',
      code: 'USD',
      name: 'ABD DOLARI',
      tarih: '2024-07-08',
    });
    expect(d.kurlar['3']).toMatchObject({ code: 'EUR', SATIS: '35.4241' });
    expect(d.kurlar['7']).toMatchObject({ code: 'GBP', SATIS: '41.983' });
    // Quoted per 100 yen: stored per one yen, exactly.
    expect(d.kurlar.JPY).toMatchObject({ ALIS: '0.202286', SATIS: '0.203626' });
    expect(d.kurlar.XDR).toMatchObject({ ALIS: '43.1731', SATIS: null, name: 'ÖZEL ÇEKME HAKKI (SDR)' });
  });

  it('POST /piyasa answers tickers from the same bulletin', async () => {
    const d = (await t.post(`/${token}/piyasa`)).json.data;
    expect(d.tickers.map((x: any) => [x.code, x.value])).toEqual([
      ['USDTRY', '32,6989'],
      ['EURTRY', '35,4241'],
      ['GBPTRY', '41,9830'],
      ['CHFTRY', '36,6010'],
      ['EURUSD', '1,0833'],
    ]);
  });

  it("POST /hava/tahmin answers the sample forecast for the company's city, marked as such", async () => {
    const d = (await t.post(`/${token}/hava/tahmin`)).json.data;
    expect(d.sehir).toBe('İstanbul');
    expect(d.kaynak).toBe('yedek');
    expect(d.saatlik).toHaveLength(12);
    expect(d.guncel).toEqual(d.saatlik[0]);
    expect(d.guncel.saat).toMatch(/^\d{2}:00$/);
    expect(d.guncel.durum).toMatch(/bulutlu|Açık|Kapalı/);
    // Örnek Gıda's address names Ankara Asfaltı first and İzmir last: the city is İzmir.
    const ornek = await t.login(ORNEK_USER);
    expect((await t.post(`/${ornek}/hava/tahmin`)).json.data.sehir).toBe('İzmir');
    expect((await t.post(`/${ornek}/hava/tahmin`, { ad: 'Erzurum' })).json.data.sehir).toBe('Erzurum');
    // The city chosen on /ayarlar/genel (kullanici_ayarlari.sehir) wins over the company's; null forgets it.
    const kars = { ad: 'Kars', bolge: null, enlem: null, boylam: null };
    const saved = await t.post(`/${ornek}/profile/settings`, { kullanici_ayarlari: { sehir: kars } });
    expect(saved.json.data).toEqual({ message: 'success' });
    expect((await t.post(`/${ornek}/hava/tahmin`)).json.data.sehir).toBe('Kars');
    expect((await t.post(`/${token}/hava/tahmin`)).json.data.sehir).toBe('İstanbul');
    const bad = await t.post(`/${ornek}/profile/settings`, { kullanici_ayarlari: { sehir: 'Kars' } });
    expect(bad.json.data).toEqual({
      message: 'error',
      errors: { sehir: ['Hava durumu şehri listeden seçilmelidir.'] },
    });
    await t.post(`/${ornek}/profile/settings`, { kullanici_ayarlari: { sehir: null } });
    expect((await t.post(`/${ornek}/hava/tahmin`)).json.data.sehir).toBe('İzmir');
  });

  it('POST /hava/sehirler completes province names Turkish case-insensitively', async () => {
    const d = (await t.post(`/${token}/hava/sehirler`, { search: 'IĞD' })).json.data;
    expect(d.sehirler).toEqual([{ ad: 'Iğdır', bolge: null, enlem: null, boylam: null }]);
    const many = (await t.post(`/${token}/hava/sehirler`, { search: 'i' })).json.data.sehirler;
    expect(many).toHaveLength(10);
    expect((await t.post(`/${token}/hava/sehirler`, { search: { $ne: 1 } })).status).toBe(200);
  });

  it('the inbox polls answer an empty list, for a valid session only', async () => {
    for (const table of ['gelen_efatura', 'gelen_eirsaliye']) {
      const r = await t.post(`/${token}/tables/${table}/inbox/getInboxes`);
      expect(r.json).toEqual({
        status: 'success',
        code: 200,
        data: { message: 'success', records: [], yeni_kayit_sayisi: 0 },
      });
      expect((await t.post(`/${'x'.repeat(43)}/tables/${table}/inbox/getInboxes`)).json.data.message).toBe(
        'fail.token',
      );
    }
    // Other table verbs are still the generic service's.
    expect((await t.post(`/${token}/tables/gelen_efatura`, { params: { limit: 1 } })).status).toBe(200);
  });
});

describe('live sources: fetched, kept in the database, and never blocking when the service misbehaves', () => {
  let t: TestContext;
  let token: string;
  beforeAll(async () => {
    t = await createTestContext({
      env: {
        RATES_SOURCE: 'tcmb',
        TCMB_URL: `${base}/today.xml`,
        WEATHER_SOURCE: 'open-meteo',
        WEATHER_URL: `${base}/forecast`,
        GEOCODING_URL: `${base}/search`,
        SERVICES_TIMEOUT_MS: '400',
      },
    });
    token = await t.login(DEMO_ADMIN);
  });
  afterAll(() => t.close());

  const rates = async () => (await t.post(`/${token}/kurlar`)).json.data;

  it('fetches the bulletin once an hour and keeps it in the database', async () => {
    mode = 'ok';
    hits = 0;
    const first = await rates();
    expect(first).toMatchObject({ tarih: '2026-11-20', kaynak: 'canli' });
    expect(first.kurlar['6'].SATIS).toBe('42.1234');
    expect((await rates()).kaynak).toBe('onbellek');
    expect(hits).toBe(1);
  });

  it.each<Mode>(['hang', 'error', 'garbage'])(
    'answers the stored bulletin at once when the bank %s',
    async (m) => {
      mode = m;
      t.clock.offsetMs += 2 * HOUR;
      const started = Date.now();
      const d = await rates();
      expect(Date.now() - started).toBeLessThan(3000);
      expect(d).toMatchObject({ tarih: '2026-11-20', kaynak: 'onbellek' });
      expect(d.kurlar['6'].SATIS).toBe('42.1234');
      // After a failure the next calls do not wait for the bank again for five minutes.
      const before = hits;
      await rates();
      expect(hits).toBe(before);
    },
  );

  it('asks Open-Meteo for the city and the forecast; falls back to the sample when it is down', async () => {
    mode = 'ok';
    const d = (await t.post(`/${token}/hava/tahmin`, { ad: 'izmir' })).json.data;
    expect(d).toMatchObject({ sehir: 'İzmir', kaynak: 'canli' });
    expect(d.guncel).toEqual({
      saat: expect.stringMatching(/^\d{2}:00$/),
      sicaklik: '0',
      durum: 'Hafif karlı',
    });
    const cities = (await t.post(`/${token}/hava/sehirler`, { search: 'izm' })).json.data.sehirler;
    expect(cities).toEqual([{ ad: 'İzmir', bolge: 'İzmir', enlem: 38.41273, boylam: 27.13838 }]);

    mode = 'hang';
    const down = (await t.post(`/${token}/hava/tahmin`, { ad: 'Van', enlem: 38.5, boylam: 43.4 })).json.data;
    expect(down).toMatchObject({ sehir: 'Van', kaynak: 'yedek' });
    expect(down.saatlik).toHaveLength(12);
    mode = 'ok';
  });
});

describe('an unreachable bank', () => {
  it('answers the shipped bulletin without an error', async () => {
    const t = await createTestContext({
      demo: true,
      env: { RATES_SOURCE: 'tcmb', TCMB_URL: 'http://127.0.0.1:9/today.xml', SERVICES_TIMEOUT_MS: '400' },
    });
    try {
      const token = await t.login(DEMO_ADMIN);
      const r = await t.post(`/${token}/kurlar`);
      expect(r.status).toBe(200);
      expect(r.json.data).toMatchObject({ tarih: '2024-07-08', kaynak: 'yedek' });
    } finally {
      await t.close();
    }
  });
});
