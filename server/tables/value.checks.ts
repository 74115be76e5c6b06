// Value checks of the catalogue (`CatalogColumn.check`) and the Turkish IBAN rules.

/** Removes spaces and upper-cases an IBAN as typed ("tr33 0006 …" → "TR330006…"). */
export const compactIban = (v: string) => v.replace(/\s+/g, '').toUpperCase();

function mod97(digits: string): number {
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) rest = Number(String(rest) + digits.slice(i, i + 7)) % 97;
  return rest;
}

// ISO 13616: the first four characters move to the end and letters become 10..35.
const ibanDigits = (iban: string) =>
  (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));

/** 'format' when not TR + 24 digits, 'checksum' when the mod-97 check fails, null when valid. */
export function trIbanProblem(value: string): 'format' | 'checksum' | null {
  const iban = compactIban(value);
  if (!/^TR\d{24}$/.test(iban)) return 'format';
  return mod97(ibanDigits(iban)) === 1 ? null : 'checksum';
}

/** The 5-digit bank code inside a TR IBAN (characters 5–9): "00010" for Ziraat. */
export const ibanBankCode = (iban: string) => compactIban(iban).slice(4, 9);

/** A valid TR IBAN for a bank's EFT code (4 digits) and a 16-digit account number. */
export function makeTrIban(eftCode: string, account: string): string {
  const bban = eftCode.padStart(5, '0') + '0' + account.padStart(16, '0');
  const check = 98 - mod97(ibanDigits(`TR00${bban}`));
  return `TR${String(check).padStart(2, '0')}${bban}`;
}

/** A plausible e-mail address (one @, a dot in the domain, no spaces). */
export const isEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);

/** Only the digits 0–9. */
export const isDigits = (v: string) => /^\d+$/.test(v);

/** The check digit of a 10-digit VKN from its first nine digits (GİB's algorithm). */
export function vknCheckDigit(first9: string): string {
  let sum = 0;
  [...first9].reverse().forEach((ch, k) => {
    const i = k + 1;
    const c1 = (Number(ch) + i) % 10;
    if (c1) sum += (c1 * 2 ** i) % 9 || 9;
  });
  return String((10 - (sum % 10)) % 10);
}

/** True for a 10-digit tax number (VKN) with a valid check digit. */
export const isValidVkn = (v: string) => /^\d{10}$/.test(v) && vknCheckDigit(v.slice(0, 9)) === v[9];

/** The two check digits of an 11-digit TCKN from its first nine digits. */
export function tcknCheckDigits(first9: string): string {
  const d = [...first9].map(Number);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const d10 = (((odd * 7 - even) % 10) + 10) % 10;
  const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10;
  return `${d10}${d11}`;
}

/** True for an 11-digit citizen number (TCKN) with valid check digits and no leading zero. */
export const isValidTckn = (v: string) =>
  /^[1-9]\d{10}$/.test(v) && tcknCheckDigits(v.slice(0, 9)) === v.slice(9);
