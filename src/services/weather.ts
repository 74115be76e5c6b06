/**
 * Weather for the lock screen (spec 000 §7: city autocomplete, then hourly forecast), from Defter's server,
 * which asks Open-Meteo or answers its sample forecast:
 *
 *   weatherService.searchCities(q)  POST /api/v1/{token}/hava/sehirler {search}           → {sehirler}
 *   weatherService.getCurrent()     POST /api/v1/{token}/hava/tahmin {ad?, enlem?, boylam?} → WeatherNow
 *
 * The chosen city is kept in this browser (`defter.weather.city`); without one the server takes the city of
 * the company's address.
 */
import { call, tokenStore } from './http';

/** One hour of the forecast. */
export interface WeatherHour {
  /** 'HH:mm' in Türkiye. */
  time: string;
  temperature: string;
  description: string;
}

/** The weather now in the user's city. */
export interface WeatherNow {
  /** City name ('Ankara'). */
  city: string;
  /** Temperature in °C, as shown ('12'). */
  temperature: string;
  /** Turkish description ('Parçalı bulutlu'); the sample forecast says so. */
  description: string;
  /** The next 12 hours. */
  hourly?: WeatherHour[];
}

/** A city of the autocomplete. */
export interface WeatherCity {
  ad: string;
  bolge: string | null;
  enlem: number | null;
  boylam: number | null;
}

interface ServerHour {
  saat: string;
  sicaklik: string;
  durum: string;
}

const CITY_KEY = 'defter.weather.city';

/** Marks the sample forecast Defter shows when the forecast service cannot be reached. */
export const SAMPLE_MARK = 'örnek veri';

/** The city the user chose, or null (the company's city). */
export function chosenCity(): WeatherCity | null {
  try {
    const v = JSON.parse(globalThis.localStorage?.getItem(CITY_KEY) ?? 'null');
    return v && typeof v.ad === 'string' ? (v as WeatherCity) : null;
  } catch {
    return null;
  }
}

/** Keeps the chosen city (null forgets it). */
export function chooseCity(city: WeatherCity | null): void {
  if (city) globalThis.localStorage?.setItem(CITY_KEY, JSON.stringify(city));
  else globalThis.localStorage?.removeItem(CITY_KEY);
}

const hour = (h: ServerHour): WeatherHour => ({
  time: h.saat,
  temperature: h.sicaklik,
  description: h.durum,
});

/** The weather source (tests replace its methods). */
export const weatherService = {
  /** Cities matching what the user typed. */
  async searchCities(search: string): Promise<WeatherCity[]> {
    return (await call<{ sehirler: WeatherCity[] }>('hava/sehirler', { search })).sehirler;
  },
  /** The current weather, or null when unavailable (no session, server unreachable). */
  async getCurrent(): Promise<WeatherNow | null> {
    if (!tokenStore.get()) return null;
    const city = chosenCity();
    try {
      const d = await call<{ sehir: string; kaynak: string; guncel: ServerHour; saatlik: ServerHour[] }>(
        'hava/tahmin',
        city ? { ad: city.ad, enlem: city.enlem, boylam: city.boylam } : {},
      );
      const description = d.kaynak === 'yedek' ? `${d.guncel.durum} (${SAMPLE_MARK})` : d.guncel.durum;
      return { city: d.sehir, temperature: d.guncel.sicaklik, description, hourly: d.saatlik.map(hour) };
    } catch {
      return null;
    }
  },
};
