import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppDeps } from '../app-env';
import { nowOf } from '../auth/auth.clock';
import { cachedAnswer, type Source } from './outside.cache';
import { fetchText } from './outside.fetch';
import { parseTcmbXml, type TcmbBulletin } from './rates.tcmb';

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'tcmb-today.xml');

/** Keys of the form's exchange buttons for the currencies that have them (spec 001 §5.1). */
export const RATE_IDS: Readonly<Record<string, string>> = { USD: '6', EUR: '3', GBP: '7' };

/** One currency in the rate object: TCMB forex buying (ALIS) and selling (SATIS) rates per one unit. */
export interface RateEntry {
  ALIS: string | null;
  SATIS: string | null;
  code: string;
  name: string;
  /** The bulletin's date (YYYY-MM-DD). */
  tarih: string;
}

/** What POST /{token}/kurlar answers. */
export interface RatesAnswer {
  /** Bulletin date and number. */
  tarih: string;
  bulten_no: string;
  /** canli: fetched now; onbellek: stored answer; yedek: the bulletin shipped with Defter. */
  kaynak: Source;
  /** The rate object: USD, EUR, GBP under the form's ids (6, 3, 7), every other currency under its code. */
  kurlar: Record<string, RateEntry>;
}

const FRESH_MS = 60 * 60 * 1000;
const RETRY_MS = 5 * 60 * 1000;

/** The stored bulletin (TCMB, 08.07.2024, No 2024/126) that answers when the bank cannot be reached. */
export async function storedBulletin(): Promise<TcmbBulletin> {
  return parseTcmbXml(await readFile(FIXTURE, 'utf8'));
}

/** The rate object of a bulletin. */
export function rateObject(b: TcmbBulletin): Record<string, RateEntry> {
  const out: Record<string, RateEntry> = {};
  for (const c of b.currencies) {
    if (!c.forexBuying && !c.forexSelling) continue;
    out[RATE_IDS[c.code] ?? c.code] = {
      ALIS: c.forexBuying,
      SATIS: c.forexSelling,
      code: c.code,
      name: c.name,
      tarih: b.date,
    };
  }
  return out;
}

/**
 * Today's bulletin: with RATES_SOURCE=tcmb from the bank (kept in the database for an hour; after a failure
 * the stored answer, else the shipped bulletin, answers for 5 minutes without a new attempt); with
 * RATES_SOURCE=local (the default) the shipped bulletin.
 */
export async function currentBulletin(deps: AppDeps): Promise<{ bulletin: TcmbBulletin; source: Source }> {
  const cfg = deps.config.services;
  const { value, source } = await cachedAnswer<TcmbBulletin>(deps.db, {
    key: 'tcmb.today',
    now: nowOf(deps),
    freshMs: FRESH_MS,
    retryMs: RETRY_MS,
    live: cfg.rates === 'tcmb',
    fetch: async () => parseTcmbXml(await fetchText(cfg.ratesUrl, cfg.timeoutMs)),
    fallback: storedBulletin,
  });
  return { bulletin: value, source };
}

/** POST /{token}/kurlar. */
export async function currentRates(deps: AppDeps): Promise<RatesAnswer> {
  const { bulletin, source } = await currentBulletin(deps);
  return { tarih: bulletin.date, bulten_no: bulletin.bulletin, kaynak: source, kurlar: rateObject(bulletin) };
}
