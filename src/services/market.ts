/**
 * Market tickers for the lock screen (exchange rates, indices). The server-side rate feed is later work:
 * until then `marketService.getTickers()` answers null and the lock screen shows no tickers.
 */

/** One ticker: a code ('USDTRY'), a Turkish name, the value and the day's change as shown. */
export interface MarketTicker {
  code: string;
  name: string;
  /** Display value, tr-TR formatted ('34,5210'). */
  value: string;
  /** Day's change in percent, tr-TR formatted with its sign ('+0,12'); absent when unknown. */
  change?: string;
}

/** The tickers source; replace `getTickers` to wire it (tests replace it too). */
export const marketService = {
  /** The current tickers, or null when none are available. */
  async getTickers(): Promise<MarketTicker[] | null> {
    return null;
  },
};
