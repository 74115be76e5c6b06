// Rents (kiralar): the withholding (stopaj) kept back on a gross rent and the net amount paid to the landlord.
import { CalculationInputError, D, round, toFixedString, type NumberInput } from '../money/decimal';
import { SCALES } from '../money/scales';

/** The withholding and net of a rent: the withholding at 2 decimals (it is declared in kuruş), the net at 3. */
export interface RentAmounts {
  stopaj_tutari: string;
  net_tutar: string;
}

/**
 * Whether rent paid to this landlord is withheld (GVK 94/5-a): rent paid to a real person — a TCKN, 11 digits — is;
 * rent paid to a company (kurum) — a VKN, 10 digits — is not: the company declares it as its own income. A rent with
 * no landlord, or one whose number is neither, keeps the rate the user gives.
 */
export function rentWithheld(landlordTaxId: string | null | undefined): boolean {
  return !/^\d{10}$/.test(String(landlordTaxId ?? '').trim());
}

/**
 * Gross rent × withholding rate (GVK 94/5-a: 20 % on a workplace rented from a person), rounded half-up to the
 * kuruş; the net is the gross less it. An empty rate is 0. Throws CalculationInputError for a negative or
 * non-numeric amount or a rate outside 0–100.
 */
export function rentAmounts(gross: NumberInput | null, ratePercent: NumberInput | null): RentAmounts {
  const g = D(gross, 'tutar');
  const r = D(ratePercent, 'stopaj_orani');
  if (g.isNeg()) throw new CalculationInputError('tutar', gross, 'sıfırdan küçük olamaz');
  if (r.isNeg() || r.gt(100))
    throw new CalculationInputError('stopaj_orani', ratePercent, '0 ile 100 arasında olmalıdır');
  const stopaj = round(g.times(r).div(100), 2);
  return {
    stopaj_tutari: toFixedString(stopaj, SCALES.finance),
    net_tutar: toFixedString(g.minus(stopaj), SCALES.finance),
  };
}
