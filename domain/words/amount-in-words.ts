// The payable amount in Turkish words: "YALNIZ BİN İKİ YÜZ TL ELLİ KR" (002 §9). Words are separated by
// spaces, as the issue writes its examples ("BİR MİLYON", "YÜZ" not "BİR YÜZ").
import { CalculationInputError, D, round, type NumberInput } from '../money/decimal';
import { CURRENCY_CODES } from '../money/currency';

// Written upper-case so the result never depends on the runtime's locale data (İ, not I).
const ONES = ['', 'BİR', 'İKİ', 'ÜÇ', 'DÖRT', 'BEŞ', 'ALTI', 'YEDİ', 'SEKİZ', 'DOKUZ'];
const TENS = ['', 'ON', 'YİRMİ', 'OTUZ', 'KIRK', 'ELLİ', 'ALTMIŞ', 'YETMİŞ', 'SEKSEN', 'DOKSAN'];
const GROUPS = ['', 'BİN', 'MİLYON', 'MİLYAR', 'TRİLYON', 'KATRİLYON', 'KENTİLYON'];
const ZERO = 'SIFIR';

/** Words of 0..999 ("YÜZ", not "BİR YÜZ"). */
function hundreds(n: number): string[] {
  const h = Math.floor(n / 100);
  const t = Math.floor((n % 100) / 10);
  const o = n % 10;
  const words = h === 0 ? [] : h === 1 ? ['YÜZ'] : [ONES[h], 'YÜZ'];
  return [...words, TENS[t], ONES[o]].filter(Boolean);
}

/** The words of a whole number written as digits ("BİN İKİ YÜZ", "BİR MİLYON"). */
export function integerInWords(digits: string): string {
  const clean = digits.replace(/^0+(?=\d)/, '');
  if (!/^\d+$/.test(clean)) throw new CalculationInputError('amount', digits, 'tam sayı değil');
  if (clean === '0') return ZERO;
  const groupCount = Math.ceil(clean.length / 3);
  if (groupCount > GROUPS.length)
    throw new CalculationInputError('amount', digits, 'yazıya çevrilemeyecek kadar büyük');
  const padded = clean.padStart(groupCount * 3, '0');
  const words: string[] = [];
  for (let g = 0; g < groupCount; g++) {
    const value = Number(padded.slice(g * 3, g * 3 + 3));
    const power = groupCount - g - 1;
    if (value === 0) continue;
    // "BİN", never "BİR BİN"; but "BİR MİLYON", "BİR MİLYAR".
    if (!(power === 1 && value === 1)) words.push(...hundreds(value));
    if (GROUPS[power]) words.push(GROUPS[power]);
  }
  return words.join(' ');
}

/** Unit and sub-unit names for a currency code: TL/KR for Turkish lira, the ISO code and CENT otherwise. */
function unitsOf(currency: NumberInput | null | undefined): { unit: string; sub: string } {
  let code = typeof currency === 'string' ? currency.trim().toUpperCase() : '';
  if (typeof currency === 'number' || /^\d+$/.test(code)) {
    code = CURRENCY_CODES[Number(currency)] ?? '';
    if (!code) throw new CalculationInputError('currency', currency, 'bilinmeyen para birimi');
  }
  if (code === '' || code === 'TRY' || code === 'TL' || code === 'TRL') return { unit: 'TL', sub: 'KR' };
  if (!/^[A-Z]{3}$/.test(code))
    throw new CalculationInputError('currency', currency, 'bilinmeyen para birimi');
  return { unit: code, sub: 'CENT' };
}

/**
 * The amount in Turkish words, upper-case, rounded half-up to 2 decimals first:
 * 1250.5 → "YALNIZ BİN İKİ YÜZ ELLİ TL ELLİ KR"; -3 → "YALNIZ EKSİ ÜÇ TL"; 10 USD → "YALNIZ ON USD".
 * `currency` is an ISO code ("TRY"/"TL", "USD", "EUR", …) or a para_birimi_id (1 TL, 2 USD, 3 EUR…).
 */
export function amountInWords(amount: NumberInput, currency: NumberInput | null = 'TRY'): string {
  const { unit, sub } = unitsOf(currency);
  const value = round(D(amount, 'amount'), 2);
  const [whole, fraction] = value.abs().toFixed(2).split('.');
  const parts = ['YALNIZ'];
  if (value.isNeg()) parts.push('EKSİ');
  parts.push(integerInWords(whole), unit);
  if (fraction !== '00') parts.push(integerInWords(fraction), sub);
  return parts.join(' ');
}
