import { D } from '../../domain/money';
import type { AppDeps } from '../app-env';
import type { Source } from './outside.cache';
import { currentBulletin } from './rates.service';

/** A ticker of the lock screen. */
export interface Ticker {
  code: string;
  name: string;
  /** tr-TR, 4 decimals ('32,6989'). */
  value: string;
}

const TICKERS: [code: string, currency: string, name: string][] = [
  ['USDTRY', 'USD', 'Dolar'],
  ['EURTRY', 'EUR', 'Euro'],
  ['GBPTRY', 'GBP', 'Sterlin'],
  ['CHFTRY', 'CHF', 'İsviçre Frangı'],
];

const format = (value: string) =>
  new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(
    Number(D(value).toDecimalPlaces(4)),
  );

/**
 * The lock screen's tickers from the central bank's selling rates (the same bulletin as /kurlar), and the
 * EUR/USD parity (the lock screen hides it, spec 000 §2). Indices, bonds and oil (XU100, TAHVIL, BRENT) need a
 * market data contract Defter does not have, so they are not offered.
 */
export async function tickers(deps: AppDeps): Promise<{ tarih: string; kaynak: Source; tickers: Ticker[] }> {
  const { bulletin, source } = await currentBulletin(deps);
  const selling = new Map(bulletin.currencies.map((c) => [c.code, c.forexSelling]));
  const out: Ticker[] = [];
  for (const [code, currency, name] of TICKERS) {
    const v = selling.get(currency);
    if (v) out.push({ code, name, value: format(v) });
  }
  const usd = selling.get('USD');
  const eur = selling.get('EUR');
  if (usd && eur)
    out.push({ code: 'EURUSD', name: 'EUR/USD', value: format(D(eur).dividedBy(usd).toString()) });
  return { tarih: bulletin.date, kaynak: source, tickers: out };
}
