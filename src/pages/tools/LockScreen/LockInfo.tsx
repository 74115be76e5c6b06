import { useEffect, useState } from 'react';
import { marketDateText, marketService, type MarketTicker } from '../../../services/market';
import { weatherService, type WeatherNow } from '../../../services/weather';
import { toolTexts } from '../texts';

/** Tickers the lock screen never shows (spec 000 §2). */
export const HIDDEN_TICKERS: readonly string[] = ['TAHVIL', 'XU100', 'BRENT', 'EURUSD'];

/** The tickers the lock screen shows: all but the hidden ones. */
export function visibleTickers(list: readonly MarketTicker[]): MarketTicker[] {
  return list.filter((t) => !HIDDEN_TICKERS.includes(t.code.toUpperCase()));
}

function useLoaded<T>(load: () => Promise<T | null>): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    // A failing source only leaves its slot empty; the lock screen must never break.
    load().then(
      (v) => live && setValue(v),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load]);
  return value;
}

const loadWeather = () => weatherService.getCurrent();
const loadTickers = () => marketService.getTickers();

/**
 * The weather slot (the user's city from the settings, else the company's): now, then the coming hours;
 * nothing until the weather service answers.
 */
export function LockWeather() {
  const weather: WeatherNow | null = useLoaded(loadWeather);
  if (!weather) return null;
  // The first hour of the forecast is the current one, shown large already.
  const hours = (weather.hourly ?? []).slice(1);
  return (
    <section className="lock__weather" aria-label={toolTexts.weather}>
      <span className="lock__temperature">{weather.temperature}°C</span>
      <span>
        {weather.city} · {weather.description}
      </span>
      {hours.length > 0 && (
        <ol className="lock__hours" aria-label={toolTexts.hourly}>
          {hours.map((h) => (
            <li key={h.time} className="lock__hour" title={h.description}>
              <span className="lock__hour-time">{h.time}</span>
              <strong>{h.temperature}°</strong>
              <span className="lock__hour-text">{h.description}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The market tickers slot, without TAHVIL, XU100, BRENT and EURUSD; nothing until the service answers. */
export function LockTickers() {
  const tickers = useLoaded(loadTickers);
  const shown = visibleTickers(tickers ?? []);
  if (shown.length === 0) return null;
  const date = shown.find((t) => t.date)?.date;
  return (
    <div className="lock__market">
      <ul className="lock__tickers" aria-label={toolTexts.markets}>
        {shown.map((t) => (
          <li key={t.code} className="lock__ticker">
            <strong>{t.name}</strong> <span>{t.value}</span>
            {t.change && <span className={t.change.startsWith('-') ? 'is-down' : 'is-up'}> {t.change}%</span>}
          </li>
        ))}
      </ul>
      {date && <small className="lock__market-date">{marketDateText(date)}</small>}
    </div>
  );
}
