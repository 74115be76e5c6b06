/** Turkish descriptions of the WMO weather codes Open-Meteo reports. */
const WMO: Record<number, string> = {
  0: 'Açık',
  1: 'Az bulutlu',
  2: 'Parçalı bulutlu',
  3: 'Kapalı',
  45: 'Sisli',
  48: 'Kırağılı sis',
  51: 'Hafif çisenti',
  53: 'Çisenti',
  55: 'Yoğun çisenti',
  56: 'Hafif donan çisenti',
  57: 'Donan çisenti',
  61: 'Hafif yağmurlu',
  63: 'Yağmurlu',
  65: 'Şiddetli yağmurlu',
  66: 'Hafif dondurucu yağmur',
  67: 'Dondurucu yağmur',
  71: 'Hafif karlı',
  73: 'Karlı',
  75: 'Yoğun karlı',
  77: 'Kar taneli',
  80: 'Hafif sağanak',
  81: 'Sağanak yağışlı',
  82: 'Şiddetli sağanak',
  85: 'Hafif kar sağanağı',
  86: 'Kar sağanağı',
  95: 'Gök gürültülü sağanak',
  96: 'Dolulu fırtına',
  99: 'Şiddetli dolulu fırtına',
};

/** The Turkish text of a WMO weather code. */
export const describeWeather = (code: number) => WMO[code] ?? 'Bilinmiyor';

/** One hour of a forecast as Defter shows it. */
export interface WeatherHour {
  /** Local time in Türkiye, 'HH:mm'. */
  saat: string;
  /** Whole °C as text ('-2', '11'). */
  sicaklik: string;
  durum: string;
}

/** An Open-Meteo forecast answer (the fields Defter asks for). */
export interface OpenMeteoForecast {
  current?: { time: string; temperature_2m: number; weather_code: number };
  hourly: { time: string[]; temperature_2m: number[]; weather_code: number[] };
}

/** A finite number, else an error (a malformed answer must not become "NaN°"). */
function num(v: unknown): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new Error('Open-Meteo: sayı beklenirdi');
  return v;
}

const degrees = (t: number) => String(Math.round(t) === 0 ? 0 : Math.round(t));

/**
 * Reads an Open-Meteo forecast (timezone Europe/Istanbul, `current` and `hourly` with temperature_2m and
 * weather_code): the current weather and the next `hours` hours from `nowLocal` ('YYYY-MM-DDTHH:mm').
 */
export function readForecast(
  body: unknown,
  nowLocal: string,
  hours = 12,
): { current: WeatherHour; hourly: WeatherHour[] } {
  const f = body as OpenMeteoForecast;
  const h = f?.hourly;
  if (!h || !Array.isArray(h.time) || !Array.isArray(h.temperature_2m) || !Array.isArray(h.weather_code))
    throw new Error('Open-Meteo: hourly alanı yok');
  const rows = h.time.map((time, i) => ({
    time: String(time),
    saat: String(time).slice(11, 16),
    sicaklik: degrees(num(h.temperature_2m[i])),
    durum: describeWeather(num(h.weather_code[i])),
  }));
  const thisHour = `${nowLocal.slice(0, 13)}:00`;
  const start = rows.findIndex((r) => r.time >= thisHour);
  // An answer that ends before this hour is too old to show.
  if (start < 0) throw new Error('Open-Meteo: saatlik veri yok');
  const next = rows
    .slice(start, start + hours)
    .map(({ saat, sicaklik, durum }) => ({ saat, sicaklik, durum }));
  const current =
    f.current && String(f.current.time).slice(0, 13) === thisHour.slice(0, 13)
      ? {
          saat: String(f.current.time).slice(11, 16),
          sicaklik: degrees(num(f.current.temperature_2m)),
          durum: describeWeather(num(f.current.weather_code)),
        }
      : next[0];
  return { current, hourly: next };
}

/** A city found by Open-Meteo's geocoding API. */
export interface GeoCity {
  ad: string;
  bolge: string | null;
  enlem: number;
  boylam: number;
}

/** Reads a geocoding answer (`results` with name, admin1, latitude, longitude). */
export function readGeocoding(body: unknown): GeoCity[] {
  const results = (body as { results?: unknown })?.results;
  if (results === undefined) return [];
  if (!Array.isArray(results)) throw new Error('Open-Meteo: results bir liste değil');
  return results
    .filter(
      (r) => r && typeof r.name === 'string' && Number.isFinite(r.latitude) && Number.isFinite(r.longitude),
    )
    .map((r) => ({
      ad: r.name as string,
      bolge: typeof r.admin1 === 'string' ? r.admin1 : null,
      enlem: r.latitude as number,
      boylam: r.longitude as number,
    }));
}
