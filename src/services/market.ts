/**
 * Market tickers for the lock screen, from Defter's server (the central bank's selling rates; the lock screen
 * hides TAHVIL, XU100, BRENT and EURUSD):
 *
 *   marketService.getTickers()  POST /api/v1/{token}/piyasa → {tarih, kaynak, tickers}
 */
import { call, tokenStore } from './http';

/** One ticker: a code ('USDTRY'), a Turkish name, the value and the day's change as shown. */
export interface MarketTicker {
  code: string;
  name: string;
  /** Display value, tr-TR formatted ('34,5210'). */
  value: string;
  /** Day's change in percent, tr-TR formatted with its sign ('+0,12'); absent when unknown. */
  change?: string;
  /** The day of the rates (the central bank bulletin's, YYYY-MM-DD): shown beside them, never left out. */
  date?: string;
}

/** 'YYYY-MM-DD' → '25.11.2026' (tr-TR); other text as it is. */
export function marketDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : date;
}

/** Defter's caption of the rates' day. */
export const marketDateText = (date: string) => `Kur tarihi: ${marketDate(date)}`;

/** The tickers source (tests replace `getTickers`). */
export const marketService = {
  /** The current tickers, or null when none are available. */
  async getTickers(): Promise<MarketTicker[] | null> {
    if (!tokenStore.get()) return null;
    try {
      const res = await call<{ tarih?: string; tickers: MarketTicker[] }>('piyasa');
      return res.tickers.map((t) => (res.tarih && !t.date ? { ...t, date: res.tarih } : t));
    } catch {
      return null;
    }
  },
};
