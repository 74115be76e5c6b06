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
}

/** The tickers source (tests replace `getTickers`). */
export const marketService = {
  /** The current tickers, or null when none are available. */
  async getTickers(): Promise<MarketTicker[] | null> {
    if (!tokenStore.get()) return null;
    try {
      return (await call<{ tickers: MarketTicker[] }>('piyasa')).tickers;
    } catch {
      return null;
    }
  },
};
