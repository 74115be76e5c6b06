// Currencies of 002 §9: ids of para_birimi_id, ISO codes, and the exchange rate rule.
import { CalculationInputError, D, toFixedString, type Dec, type NumberInput } from './decimal';

/** para_birimi_id of the local currency (TL); its rate is locked at 1. */
export const LOCAL_CURRENCY_ID = 1;

/** para_birimi_id → ISO 4217 code (002 §9: 1 TL, 2 USD, 3 EUR, 5 yen, 6 pound; the seed gives CHF the free 4). */
export const CURRENCY_CODES: Readonly<Record<number, string>> = {
  1: 'TRY',
  2: 'USD',
  3: 'EUR',
  4: 'CHF',
  5: 'JPY',
  6: 'GBP',
};

/** The ISO code of a para_birimi_id; empty means the local currency. Unknown ids throw. */
export function currencyCode(paraBirimiId: NumberInput | null | undefined): string {
  if (paraBirimiId === undefined || paraBirimiId === null || paraBirimiId === '') return 'TRY';
  const code = CURRENCY_CODES[Number(paraBirimiId)];
  if (!code) throw new CalculationInputError('para_birimi_id', paraBirimiId, 'bilinmeyen para birimi');
  return code;
}

/** The exchange rate to use: 1 for TL whatever was typed, otherwise döviz_kuru (must be above zero). */
export function effectiveRate(
  paraBirimiId: NumberInput | null | undefined,
  dovizKuru: NumberInput | null | undefined,
): Dec {
  if (currencyCode(paraBirimiId) === 'TRY') return D(1);
  const rate = D(dovizKuru, 'döviz_kuru');
  if (!rate.gt(0)) throw new CalculationInputError('döviz_kuru', dovizKuru, 'sıfırdan büyük olmalıdır');
  return rate;
}

/**
 * An amount at the exchange rate, rounded half-up at `scale` ("Dövizli Tutar", 002 §9: dovizli_tutar =
 * payable × döviz_kuru). The one derivation of dovizli_tutar: calculateDocument, the line grid (also for a
 * confirmed override of the payable) and the server's totals check all call it.
 */
export function amountAtRate(amount: NumberInput | Dec | null | undefined, rate: Dec, scale: number): string {
  return toFixedString(D(amount, 'odenecek_tutar').times(rate), scale);
}

/**
 * The largest exchange rate a document takes (issue 10): 100.000 TL per unit, far above any currency of
 * `CURRENCY_CODES` (1 GBP ≈ 55 TL in 2026) with room for years of inflation; a rate of 10⁹ is a typing mistake.
 */
export const MAX_EXCHANGE_RATE = 100_000;
