/**
 * Exchange rates as the form reads them (001 §5.1): the rate object keyed by the spec's rate ids, each with
 * the TCMB buying (ALIS) and selling (SATIS) rate as decimal strings. While logged in the source is Defter's
 * server (`installServerRates` in rates.http.ts: TCMB's bulletin or the stored one); without it the object
 * lives in memory (`setRates`, stories and tests). A failing source rejects with its message, which the
 * exchange buttons show (000 §8: "Rate feed error → the server message is shown").
 */

/** One currency's rates, decimal strings ('32.4567'). */
export interface Rate {
  ALIS: string;
  SATIS: string;
  /** ISO 4217 code. */
  code?: string;
  name?: string;
}

/** The stored rate object: rate id → rates. */
export type RateObject = Record<string, Rate>;

/** The spec's rate ids by ISO code (001 §5.1: Dolar 6, Euro 3, Sterlin 7). */
export const RATE_IDS: Readonly<Record<string, string>> = { USD: '6', EUR: '3', GBP: '7' };

let stored: RateObject | null = null;
let source: () => Promise<RateObject | null> = async () => stored;

/** Stores a rate object in memory (the default source answers it). */
export function setRates(rates: RateObject | null): void {
  stored = rates;
}

/** Replaces where the rates come from (e.g. the server's TCMB endpoint); `null` restores the memory store. */
export function setRateSource(next: (() => Promise<RateObject | null>) | null): void {
  source = next ?? (async () => stored);
}

/** The current rate object, or null when none is known; rejects with the source's error (the server's message). */
export function getRates(): Promise<RateObject | null> {
  return source();
}

/** The selling rate (SATIS) of an ISO currency code, if the rate object holds it. */
export function sellingRate(rates: RateObject | null, code: string): string | undefined {
  const rate = rates?.[RATE_IDS[code] ?? ''] ?? Object.values(rates ?? {}).find((r) => r.code === code);
  const satis = rate?.SATIS;
  return typeof satis === 'string' && /^\d+(\.\d+)?$/.test(satis) ? satis : undefined;
}
