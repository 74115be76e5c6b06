/**
 * Weather for the lock screen. The weather client (city lookup, hourly forecast) is later work: until
 * then `weatherService.getCurrent()` answers null and the lock screen shows no weather.
 */

/** The weather now in the user's city. */
export interface WeatherNow {
  /** City name ('Ankara'). */
  city: string;
  /** Temperature in °C, as shown ('12'). */
  temperature: string;
  /** Turkish description ('Parçalı bulutlu'). */
  description: string;
}

/** The weather source; replace `getCurrent` to wire it (tests replace it too). */
export const weatherService = {
  /** The current weather, or null when unavailable. */
  async getCurrent(): Promise<WeatherNow | null> {
    return null;
  },
};
