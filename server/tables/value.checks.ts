// Value checks of the catalogue (`CatalogColumn.check`). Identity numbers come from domain/identity.
import { isValidTrIban, normalizeIban } from '../../domain/identity';

export {
  ibanBankCode,
  isValidTckn,
  isValidVkn,
  makeTrIban,
  normalizeIban as compactIban,
  tcknCheckDigits,
  vknCheckDigit,
} from '../../domain/identity';

/** 'format' when not TR + 24 digits, 'checksum' when the mod-97 check fails, null when valid. */
export function trIbanProblem(value: string): 'format' | 'checksum' | null {
  if (!/^TR\d{24}$/.test(normalizeIban(value))) return 'format';
  return isValidTrIban(value) ? null : 'checksum';
}

/** A plausible e-mail address (one @, a dot in the domain, no spaces). */
export const isEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);

/** Only the digits 0–9. */
export const isDigits = (v: string) => /^\d+$/.test(v);
