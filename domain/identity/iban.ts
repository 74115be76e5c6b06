// IBAN (ISO 13616): normalising, the mod-97 check, the Turkish format and grouping for display.

/** Removes spaces and upper-cases ("tr33 0006 1005 …" → "TR330006…"). */
export function normalizeIban(s: string): string {
  return String(s ?? '')
    .replace(/\s+/g, '')
    .toUpperCase();
}

function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const value = ch >= 'A' && ch <= 'Z' ? ch.charCodeAt(0) - 55 : Number(ch);
    remainder = value >= 10 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder;
}

/**
 * Whether `s` is a valid IBAN (spaces ignored, any case): 2 letters, 2 check digits, 11–30 letters or digits,
 * and the ISO 13616 mod-97 remainder is 1. The per-country length is checked only for TR (isValidTrIban).
 */
export function isValidIban(s: string): boolean {
  const iban = normalizeIban(s);
  return /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban) && mod97(iban) === 1;
}

/** Whether `s` is a valid Turkish IBAN: "TR", 24 digits (26 characters), and the mod-97 check. */
export function isValidTrIban(s: string): boolean {
  const iban = normalizeIban(s);
  return /^TR\d{24}$/.test(iban) && mod97(iban) === 1;
}

/** Groups an IBAN in fours for display ("TR33 0006 1005 1978 6457 8413 26"); does not validate. */
export function formatIban(s: string): string {
  return (normalizeIban(s).match(/.{1,4}/g) ?? []).join(' ');
}

/** The 5-digit bank code inside a Turkish IBAN (characters 5–9): "00010" for Ziraat. */
export function ibanBankCode(s: string): string {
  return normalizeIban(s).slice(4, 9);
}

/** A valid Turkish IBAN for a bank's EFT code and an account number of up to 16 digits (seeds, test data). */
export function makeTrIban(eftCode: string, account: string): string {
  const bban = eftCode.padStart(5, '0') + '0' + account.padStart(16, '0');
  const check = 98 - mod97(`TR00${bban}`);
  return `TR${String(check).padStart(2, '0')}${bban}`;
}
