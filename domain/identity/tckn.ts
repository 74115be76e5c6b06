// T.C. Kimlik No (TCKN): 11 digits, first not 0, two check digits.

/** The TCKN GİB accepts for an unnamed end consumer on e-Arşiv; it does not pass the checksum. */
export const ANONYMOUS_CONSUMER_TCKN = '11111111111';

/**
 * Whether `s` is a valid TCKN: 11 digits, first digit not 0,
 * d10 = (7 × (d1+d3+d5+d7+d9) − (d2+d4+d6+d8)) mod 10 and d11 = (d1+…+d10) mod 10.
 */
export function isValidTckn(s: string): boolean {
  if (typeof s !== 'string' || !/^[1-9]\d{10}$/.test(s)) return false;
  return tcknCheckDigits(s.slice(0, 9)) === s.slice(9);
}

/** The two check digits of a TCKN from its first nine digits (for seeds and test data). */
export function tcknCheckDigits(first9: string): string {
  const d = [...first9].map(Number);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const tenth = (((7 * odd - even) % 10) + 10) % 10;
  const eleventh = (d.reduce((a, b) => a + b, 0) + tenth) % 10;
  return `${tenth}${eleventh}`;
}
