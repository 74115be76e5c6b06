/**
 * Exchange rates as the form reads them (001 §5.1): the rate object keyed by the spec's rate ids, each with
 * the TCMB buying (ALIS) and selling (SATIS) rate as decimal strings. While logged in the source is Defter's
 * server (`installServerRates` in rates.http.ts: TCMB's bulletin or the stored one); without it the object
 * lives in memory (`setRates`, stories and tests). A failing source rejects with its message, which the
 * exchange buttons show (000 §8: "Rate feed error → the server message is shown").
 */

import { CURRENCY_CODES } from '../../domain/money';

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

/** A currency's rate on a day (the server's exchange-rate call): the selling rate and the bulletin's date. */
export interface DayRate {
  kur: string;
  /** The bulletin's date (YYYY-MM-DD): the asked day or the last business day before it; absent in memory. */
  tarih?: string;
}

/** Where a day's rate comes from: a rate, `{error}` with the server's message, or null when none is known. */
export type DayRateSource = (
  paraBirimiId: number,
  tarih: string | undefined,
) => Promise<DayRate | { error: string } | null>;

let dayRateSource: DayRateSource | null = null;

/** Replaces where a day's rate comes from (the server's call, tests); `null`: today's rate of `getRates()`. */
export function setDayRateSource(next: DayRateSource | null): void {
  dayRateSource = next;
}

/** The rate of `paraBirimiId` (002 §9 ids) on `tarih` (YYYY-MM-DD; empty: today). */
export async function getDayRate(
  paraBirimiId: number,
  tarih: string | undefined,
): Promise<DayRate | { error: string } | null> {
  if (dayRateSource) return dayRateSource(paraBirimiId, tarih);
  const code = CURRENCY_CODES[paraBirimiId];
  const kur = code ? sellingRate(await getRates(), code) : undefined;
  return kur ? { kur } : null;
}
