/**
 * The exchange rates from Defter's server (TCMB, or its stored bulletin), behind the rate source of
 * rates.ts:
 *
 *   fetchServerRates()  POST /api/v1/{token}/kurlar → {tarih, bulten_no, kaynak, kurlar}
 *   fetchDayRate(id, tarih)  POST /api/v1/{token}/exchange-rate {para_birimi_id, tarih} → {kur, tarih, …}
 *
 * The answer is kept in memory for 10 minutes (the admin's clear cache empties it).
 */
import { registerCache } from './cache';
import { call } from './http';
import { setDayRateSource, setRateSource, type RateObject } from './rates';

/** What /kurlar answers. */
export interface ServerRates {
  tarih: string;
  bulten_no: string;
  /** canli, onbellek (stored by the server) or yedek (the bulletin shipped with Defter). */
  kaynak: 'canli' | 'onbellek' | 'yedek';
  kurlar: RateObject;
}

const KEEP_MS = 10 * 60 * 1000;
let kept: { at: number; rates: Promise<ServerRates> } | null = null;
registerCache(() => {
  kept = null;
});

/** The server's rates (kept for 10 minutes; a failed call is not kept). */
export function fetchServerRates(): Promise<ServerRates> {
  if (kept && Date.now() - kept.at < KEEP_MS) return kept.rates;
  const rates = call<ServerRates>('kurlar');
  kept = { at: Date.now(), rates };
  rates.catch(() => {
    if (kept?.rates === rates) kept = null;
  });
  return rates;
}

/** The rate of a currency on a day from the server (issue 12 item 5; docs/currencies.md). */
export async function fetchDayRate(
  paraBirimiId: number,
  tarih: string | undefined,
): Promise<{ kur: string; tarih: string } | { error: string }> {
  const d = await call<Record<string, unknown>>('exchange-rate', {
    para_birimi_id: paraBirimiId,
    tarih: tarih ?? '',
  });
  if (d.message === 'error') {
    const errors = (d.errors ?? {}) as Record<string, string[]>;
    return { error: Object.values(errors)[0]?.[0] ?? 'Bilinmeyen bir hata oluştu.' };
  }
  return { kur: String(d.kur), tarih: String(d.tarih) };
}

/** Makes the form's exchange buttons read the server's rates; returns the function that undoes it. */
export function installServerRates(): () => void {
  setRateSource(async () => (await fetchServerRates()).kurlar);
  setDayRateSource(fetchDayRate);
  return () => {
    setRateSource(null);
    setDayRateSource(null);
  };
}
