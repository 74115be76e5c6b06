// Vergi Kimlik Numarası (VKN): 10 digits with GİB's check digit.

/** GİB's check digit of the first 9 digits of a VKN. */
export function vknCheckDigit(first9: string): number {
  let total = 0;
  for (let i = 0; i < 9; i++) {
    const shifted = (Number(first9[i]) + 9 - i) % 10;
    if (shifted === 0) continue;
    const weighted = (shifted * 2 ** (9 - i)) % 9;
    total += weighted === 0 ? 9 : weighted;
  }
  return (10 - (total % 10)) % 10;
}

/** Whether `s` is a valid VKN: exactly 10 digits whose last digit is GİB's check digit. */
export function isValidVkn(s: string): boolean {
  if (typeof s !== 'string' || !/^\d{10}$/.test(s)) return false;
  return vknCheckDigit(s.slice(0, 9)) === Number(s[9]);
}
