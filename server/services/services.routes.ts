import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { readBody } from '../lib/body.read';
import { ok } from '../lib/envelope';
import { tickers } from './market.service';
import { currentRates } from './rates.service';
import { rateAnswer } from './exchange-rate.service';
import { forecast, searchCities } from './weather.service';

/**
 * The outside services under /{token} (each answers from stored data when the service is off or down):
 *   POST kurlar                         → {tarih, bulten_no, kaynak, kurlar: {6: {ALIS, SATIS, …}, 3: …, 7: …}}
 *   POST piyasa                         → {tarih, kaynak, tickers: [{code, name, value}]}
 *   POST hava/sehirler {search}         → {sehirler: [{ad, bolge, enlem, boylam}]}
 *   GET exchange-rate?para_birimi_id=&tarih= (or POST with that body) → {kur, alis, tarih, kod, kaynak}
 *   POST hava/tahmin {ad?, enlem?, boylam?} → {sehir, kaynak, guncel, saatlik}
 */
export function serviceRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.post('/kurlar', async (c) => ok(c, await currentRates(deps)));
  r.post('/piyasa', async (c) => ok(c, await tickers(deps)));
  r.post('/hava/sehirler', async (c) =>
    ok(c, { sehirler: await searchCities(deps, (await readBody(c, { lenient: true })).search) }),
  );
  r.post('/hava/tahmin', async (c) =>
    ok(c, await forecast(deps, c.get('session'), await readBody(c, { lenient: true }))),
  );
  // Issue 12 item 5 (h/currency): the rate of a currency on a day, for the forms' döviz_kuru.
  r.get('/exchange-rate', async (c) => ok(c, await rateAnswer(deps, c.req.query())));
  r.post('/exchange-rate', async (c) => ok(c, await rateAnswer(deps, await readBody(c, { lenient: true }))));
  return r;
}
