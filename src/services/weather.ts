/**
 * Weather for the lock screen (spec 000 §7: city autocomplete, then hourly forecast), from Defter's server,
 * which asks Open-Meteo or answers its sample forecast:
 *
 *   weatherService.searchCities(q)     POST /api/v1/{token}/hava/sehirler {search}           → {sehirler}
 *   weatherService.getCurrent(city?)   POST /api/v1/{token}/hava/tahmin {ad?, enlem?, boylam?} → WeatherNow
 *
 * The city is the user's choice in the settings (`kullanici_ayarlari.sehir`, chosen on /ayarlar/genel with
 * the autocomplete); without one the server takes the city of the company's address.
 */
import type { WeatherCitySetting } from '../../domain/settings/user-settings';
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

/** A city of the autocomplete (stored as is in the user settings). */
export type WeatherCity = WeatherCitySetting;

interface ServerHour {
  saat: string;
  sicaklik: string;
  durum: string;
}

/** Marks the sample forecast Defter shows when the forecast service cannot be reached. */
export const SAMPLE_MARK = 'örnek veri';

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
  /** The weather now and the next hours in `city` (else the company's), or null when unavailable. */
  async getCurrent(city?: WeatherCity | null): Promise<WeatherNow | null> {
    if (!tokenStore.get()) return null;
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
