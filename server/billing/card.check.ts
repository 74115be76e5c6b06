/** What the card form sends (names as the local payment page posts them). */
export interface CardInput {
  kart_sahibi?: unknown;
  kart_no?: unknown;
  son_kullanma?: unknown;
  cvc?: unknown;
}

/** A card that passed the checks: only what may be kept (never the number or the CVC). */
export interface CheckedCard {
  holder: string;
  last4: string;
  /** The local provider declines this test card, as a bank would. */
  declined: boolean;
}

/** The test card the local provider declines (Stripe's well-known decline number). */
export const DECLINED_TEST_CARD = '4000000000000002';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The Luhn (mod 10) check digit test every payment card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let total = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    total += d;
  }
  return total % 10 === 0;
}

/** Year and month of today in Türkiye (a card is valid through the end of its month). */
function istanbulYearMonth(now: Date): [number, number] {
  const [y, m] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number);
  return [y, m];
}

/**
 * Checks a card form: holder name, number (12–19 digits, Luhn), expiry (AA/YY or AA/YYYY, not past, at
 * most 20 years ahead) and CVC (3 digits; 4 for American Express). Returns the card or Turkish field errors.
 */
export function checkCard(
  input: CardInput,
  now: Date,
): { card: CheckedCard } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const holder = str(input.kart_sahibi).trim().replace(/\s+/g, ' ');
  if (!holder) errors.kart_sahibi = 'Kart üzerindeki isim zorunludur.';
  else if (holder.length > 100) errors.kart_sahibi = 'Kart üzerindeki isim en fazla 100 karakter olmalıdır.';

  const number = str(input.kart_no).replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) errors.kart_no = 'Kart numarası geçerli değil.';

  const expiry = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(str(input.son_kullanma));
  if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) {
    errors.son_kullanma = 'Son kullanma tarihi AA/YY biçiminde olmalıdır.';
  } else {
    const month = Number(expiry[1]);
    const year = expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
    const [y, m] = istanbulYearMonth(now);
    if (year * 12 + month < y * 12 + m) errors.son_kullanma = 'Kartın son kullanma tarihi geçmiş.';
    else if (year > y + 20) errors.son_kullanma = 'Son kullanma tarihi geçerli değil.';
  }

  const amex = /^3[47]/.test(number);
  const cvc = str(input.cvc).trim();
  if (!(amex ? /^\d{4}$/ : /^\d{3}$/).test(cvc))
    errors.cvc = amex ? 'Güvenlik kodu 4 haneli olmalıdır.' : 'Güvenlik kodu 3 haneli olmalıdır.';

  if (Object.keys(errors).length) return { errors };
  return { card: { holder, last4: number.slice(-4), declined: number === DECLINED_TEST_CARD } };
}
