import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { AppDeps, Session } from '../app-env';
import { weatherCityOf, type WeatherCitySetting } from '../../domain/settings/user-settings';
import { nowOf } from '../auth/auth.clock';
import { cachedAnswer, type Source } from './outside.cache';
import { fetchText } from './outside.fetch';
import {
  readForecast,
  readGeocoding,
  type GeoCity,
  type OpenMeteoForecast,
  type WeatherHour,
} from './weather.openmeteo';

const SAMPLE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'open-meteo-ornek.json');
const DEFAULT_CITY = 'Ankara';
const FORECAST_FRESH_MS = 30 * 60 * 1000;
const GEO_FRESH_MS = 30 * 24 * 60 * 60 * 1000;
const RETRY_MS = 5 * 60 * 1000;

/** A city the user may pick; coordinates only when the geocoding service found it. */
export interface City {
  ad: string;
  bolge: string | null;
  enlem: number | null;
  boylam: number | null;
}

/** What POST /{token}/hava/tahmin answers. */
export interface WeatherAnswer {
  sehir: string;
  /** canli / onbellek: the forecast service; yedek: the sample forecast shipped with Defter. */
  kaynak: Source;
  guncel: WeatherHour;
  saatlik: WeatherHour[];
}

/** Now in Türkiye as 'YYYY-MM-DDTHH:mm'. */
export function istanbulNow(now: Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(now)
    .replace(' ', 'T');
}

const text = (v: unknown, max: number) =>
  typeof v === 'string' ? v.trim().replace(/\s+/g, ' ').slice(0, max) : '';
const coordinate = (v: unknown, limit: number) => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
};
const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** Provinces whose name contains `search` (Turkish case-insensitive), from the reference data. */
async function localCities(deps: AppDeps, search: string): Promise<City[]> {
  const r = await sql<{ name_basic: string }>`
    select name_basic from sehirler
    where tr_lower(name_basic) like tr_lower(${`%${escapeLike(search)}%`})
    order by tr_sort_key(name_basic) collate "C" limit 10`.execute(deps.db);
  return r.rows.map((x) => ({ ad: x.name_basic, bolge: null, enlem: null, boylam: null }));
}

async function geocode(deps: AppDeps, search: string): Promise<GeoCity[]> {
  const cfg = deps.config.services;
  const url = new URL(cfg.geocodingUrl);
  for (const [k, v] of Object.entries({
    name: search,
    count: '10',
    language: 'tr',
    format: 'json',
    countryCode: 'TR',
  }))
    url.searchParams.set(k, v);
  const { value } = await cachedAnswer<GeoCity[]>(deps.db, {
    key: `geo.${search.toLocaleLowerCase('tr-TR')}`,
    now: nowOf(deps),
    freshMs: GEO_FRESH_MS,
    retryMs: RETRY_MS,
    live: true,
    fetch: async () => readGeocoding(JSON.parse(await fetchText(url.toString(), cfg.timeoutMs))),
    fallback: async () => [],
  });
  return value;
}

/** City autocomplete (spec 000 §7): Open-Meteo's geocoding, or the provinces when it is off or fails. */
export async function searchCities(deps: AppDeps, rawSearch: unknown): Promise<City[]> {
  const search = text(rawSearch, 60);
  if (deps.config.services.weather === 'open-meteo' && search.length >= 2) {
    const found = await geocode(deps, search);
    if (found.length) return found;
  }
  return localCities(deps, search);
}

/** The province named last in the company's address (addresses end with the city), else Ankara. */
async function companyCity(deps: AppDeps, departmentId: number): Promise<string> {
  const r = await sql<{ name_basic: string }>`
    select s.name_basic from departments d, sehirler s
    where d.id = ${departmentId}::bigint and strpos(tr_lower(coalesce(d.firma_adresi, '')), tr_lower(s.name_basic)) > 0
    order by length(d.firma_adresi) - strpos(reverse(tr_lower(d.firma_adresi)), reverse(tr_lower(s.name_basic))) desc,
             length(s.name_basic) desc
    limit 1`.execute(deps.db);
  return r.rows[0]?.name_basic ?? DEFAULT_CITY;
}

/** The weather city the user chose in the settings (`kullanici_ayarlari.sehir`, docs/accounts-billing.md). */
async function userCity(deps: AppDeps, userId: number): Promise<WeatherCitySetting | undefined> {
  const r = await sql<{ sehir: unknown }>`
    select kullanici_ayarlari -> 'sehir' as sehir from users where id = ${userId}::bigint`.execute(deps.db);
  return weatherCityOf(r.rows[0]?.sehir);
}

/** The sample forecast moved to today and tomorrow (hour by hour), so that "now" and the next hours exist. */
async function sampleForecast(nowLocal: string): Promise<OpenMeteoForecast> {
  const sample = JSON.parse(await readFile(SAMPLE, 'utf8')) as OpenMeteoForecast;
  const today = nowLocal.slice(0, 10);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const h = sample.hourly;
  const hour = (day: string) => h.time.map((t) => `${day}T${t.slice(11, 16)}`);
  const at = h.time.findIndex((t) => t.slice(11, 13) === nowLocal.slice(11, 13));
  return {
    current: {
      time: `${today}T${nowLocal.slice(11, 13)}:00`,
      temperature_2m: h.temperature_2m[at],
      weather_code: h.weather_code[at],
    },
    hourly: {
      time: [...hour(today), ...hour(tomorrow)],
      temperature_2m: [...h.temperature_2m, ...h.temperature_2m],
      weather_code: [...h.weather_code, ...h.weather_code],
    },
  };
}

/**
 * The current weather and the next 12 hours for a city (the one asked, else the user's from the settings, else
 * the company's): Open-Meteo when
 * WEATHER_SOURCE=open-meteo (kept in the database for 30 minutes), else, or when it cannot be reached, the
 * sample forecast (`kaynak: 'yedek'`).
 */
export async function forecast(
  deps: AppDeps,
  session: Session,
  input: Record<string, unknown>,
): Promise<WeatherAnswer> {
  const cfg = deps.config.services;
  const now = nowOf(deps);
  const nowLocal = istanbulNow(now);
  const chosen: Record<string, unknown> = text(input.ad, 60)
    ? input
    : { ...(await userCity(deps, session.userId)) };
  let city = text(chosen.ad, 60) || (await companyCity(deps, session.departmentId));
  let lat = coordinate(chosen.enlem, 90);
  let lon = coordinate(chosen.boylam, 180);
  let answer: { value: OpenMeteoForecast; source: Source } | null = null;
  if (cfg.weather === 'open-meteo') {
    if (lat === null || lon === null) {
      const [first] = await geocode(deps, city);
      if (first) [city, lat, lon] = [first.ad, first.enlem, first.boylam];
    }
    if (lat !== null && lon !== null) {
      const url = new URL(cfg.weatherUrl);
      const params = {
        latitude: lat.toFixed(4),
        longitude: lon.toFixed(4),
        current: 'temperature_2m,weather_code',
        hourly: 'temperature_2m,weather_code',
        timezone: 'Europe/Istanbul',
        forecast_days: '2',
      };
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
      answer = await cachedAnswer<OpenMeteoForecast>(deps.db, {
        key: `weather.${lat.toFixed(2)},${lon.toFixed(2)}`,
        now,
        freshMs: FORECAST_FRESH_MS,
        retryMs: RETRY_MS,
        live: true,
        fetch: async () => {
          const body = JSON.parse(await fetchText(url.toString(), cfg.timeoutMs)) as OpenMeteoForecast;
          readForecast(body, nowLocal);
          return body;
        },
        fallback: () => sampleForecast(nowLocal),
      });
    }
  }
  answer ??= { value: await sampleForecast(nowLocal), source: 'yedek' };
  try {
    const read = readForecast(answer.value, nowLocal);
    return { sehir: city, kaynak: answer.source, guncel: read.current, saatlik: read.hourly };
  } catch {
    // A stored answer too old to hold the coming hours: the sample answers.
    const read = readForecast(await sampleForecast(nowLocal), nowLocal);
    return { sehir: city, kaynak: 'yedek', guncel: read.current, saatlik: read.hourly };
  }
}
