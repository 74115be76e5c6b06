// The masks and limits of 001 §5.1 and the phone masks of 000 §9: ONE definition, which the form's widgets
// apply while the user types (src/engine) and the server enforces on every store and update (server/tables).

/** How a column's typed text is constrained. */
export interface MaskSpec {
  /**
   * imask pattern for text columns: placeholders `0` a digit, `a` a letter, `#` a letter or digit
   * (`MASK_DEFINITIONS`); anything else is a fixed character shown but not stored (the stored value is what the
   * user typed, without them).
   */
  pattern?: string;
  /** At most this many digits: a digit pattern on text columns, an integer limit on numeric ones. */
  digits?: number;
  /** Longest text (numeric columns: characters, the decimal point included). */
  maxLength?: number;
  /** Letters are upper-cased as they are typed. */
  upper?: boolean;
  /** Placeholder of the empty input. */
  placeholder?: string;
}

/** What each placeholder of a pattern accepts (the form's imask definitions, and the server's check). */
export const MASK_DEFINITIONS: Readonly<Record<'0' | 'a' | '#', RegExp>> = {
  '0': /^[0-9]$/,
  a: /^\p{L}$/u,
  '#': /^[0-9A-Za-z]$/,
};

const isPlaceholder = (ch: string): ch is keyof typeof MASK_DEFINITIONS =>
  Object.prototype.hasOwnProperty.call(MASK_DEFINITIONS, ch);

const digits = (n: number): MaskSpec => ({ digits: n });
const chars = (n: number): MaskSpec => ({ pattern: '#'.repeat(n), upper: true });

/** A TR IBAN shown in groups of 4: two letters, two check digits, then up to 8 more groups (10 in all). */
export const IBAN_PATTERN = `aa00${' ####'.repeat(9)}`;

/**
 * What a column holds, when the spec gives that a mask, a limit or a hint (001 §5.1, 002 §5): declared on the
 * catalogue column (`ColumnMeta.value_kind`) and carried to the browser with its metadata. Masks and hints are
 * chosen by it, never by a column's name: a column named `tc_no` gets nothing until it says what it holds.
 */
export const VALUE_KINDS = [
  /** A TC / VKN of a person or company (10–11 digits) with the length hint (cari_hesap.tc). */
  'tc',
  /** A VKN / TCKN (11 digits at most) without the hint (firma_vkn, tasiyici_vkn). */
  'vkn',
  /** A trade registry number: 5 digits then 11 letters or digits. */
  'trade_registry',
  /** A personnel registry number (13 digits). */
  'personnel_no',
  /** A TR IBAN, shown in groups of 4, with the "starts with TR" hint. */
  'iban',
  /** A bank account number (24 digits). */
  'bank_account_no',
  /** A bank customer number (16 digits). */
  'customer_no',
  /** A number of instalments (3 digits). */
  'instalments',
  /** A term in days (4 digits, vade). */
  'term_days',
  /** An e-document number prefix: a letter then 2 letters or digits. */
  'number_prefix',
  /** A document number (16 letters or digits, upper-cased): invoice and waybill numbers. */
  'document_no',
  /** A postcode (5 digits). */
  'postcode',
  /** A useful life in years (4 digits). */
  'useful_life',
  /** A discount rate (3 whole digits). */
  'discount_rate',
  /** A wastage rate (5 whole digits). */
  'wastage_rate',
  /** A lead time in days (5 digits). */
  'lead_time',
  /** Another tax's amount (6 digits, digerVergi). */
  'other_tax',
  /** A quantity sent (9 whole digits). */
  'sent_quantity',
  /** A stock level (12 whole digits: minimum and maximum stock). */
  'stock_level',
  /** A MERSİS number (26 digits). */
  'mersis_no',
  /** A line quantity: at most 14 characters with its decimals. */
  'quantity',
  /** An exchange rate: no mask, the hint that ₺ takes 1,00. */
  'exchange_rate',
] as const;

export type ValueKind = (typeof VALUE_KINDS)[number];

/** Masks and limits per value kind (001 §5.1, 002 §5); a kind without a mask is absent. */
export const MASKS: Readonly<Partial<Record<ValueKind, MaskSpec>>> = {
  tc: digits(11),
  vkn: digits(11),
  trade_registry: { pattern: `00000${'#'.repeat(11)}`, upper: true },
  personnel_no: digits(13),
  iban: { pattern: IBAN_PATTERN, upper: true, placeholder: 'TR00 0000 0000 0000 0000 0000 00' },
  bank_account_no: digits(24),
  customer_no: digits(16),
  instalments: digits(3),
  term_days: digits(4),
  number_prefix: { pattern: 'a##', upper: true },
  document_no: chars(16),
  postcode: digits(5),
  useful_life: digits(4),
  discount_rate: digits(3),
  wastage_rate: digits(5),
  lead_time: digits(5),
  other_tax: digits(6),
  sent_quantity: digits(9),
  stock_level: digits(12),
  mersis_no: digits(26),
  quantity: { maxLength: 14 },
};

/** True for a value kind this build knows (a column's declared kind read from data). */
export const isValueKind = (v: unknown): v is ValueKind =>
  typeof v === 'string' && (VALUE_KINDS as readonly string[]).includes(v);

/** The mask of a column's declared value kind, if the spec gives it one. */
export const maskOf = (kind: ValueKind | null | undefined): MaskSpec | undefined =>
  kind && Object.prototype.hasOwnProperty.call(MASKS, kind) ? MASKS[kind] : undefined;

/** The imask pattern of a text column's mask (`digits` → that many `0`s). */
export function patternOf(mask: MaskSpec): string | undefined {
  return mask.pattern ?? (mask.digits ? '0'.repeat(mask.digits) : undefined);
}

/** The most characters a pattern stores (its placeholders, not its fixed characters). */
export const storedLength = (pattern: string) => [...pattern].filter(isPlaceholder).length;

/** Why a text does not fit its column's mask. */
export type TextMaskProblem =
  /** A digits-only mask given something else. */
  | { problem: 'digits' }
  /** More characters than the pattern has placeholders. */
  | { problem: 'length'; max: number }
  /** A character its placeholder does not accept (a letter where a digit goes…). */
  | { problem: 'pattern'; alphanumeric: boolean };

/**
 * Fits a typed text to a text column's mask the way the form's masked input does: the pattern's fixed
 * characters (an IBAN's spaces) are dropped, letters upper-cased when the mask says so, and every character must
 * be accepted by its placeholder; the text may be shorter than the pattern (the form lets a field be half
 * filled). Returns the value to store, or the problem.
 */
export function fitTextMask(text: string, mask: MaskSpec): { value: string } | TextMaskProblem {
  const pattern = patternOf(mask);
  if (!pattern) return { value: text };
  const placeholders = [...pattern].filter(isPlaceholder);
  const fixed = new Set([...pattern].filter((ch) => !isPlaceholder(ch)));
  let chars = [...text].filter((ch) => !fixed.has(ch));
  if (mask.upper) chars = [...chars.join('').toUpperCase()];
  const digitsOnly = placeholders.every((p) => p === '0');
  if (digitsOnly && !chars.every((ch) => MASK_DEFINITIONS['0'].test(ch))) return { problem: 'digits' };
  if (chars.length > placeholders.length) return { problem: 'length', max: placeholders.length };
  if (!chars.every((ch, i) => MASK_DEFINITIONS[placeholders[i]].test(ch)))
    return { problem: 'pattern', alphanumeric: placeholders.every((p) => p === '#') };
  return { value: chars.join('') };
}

/** Why a number does not fit its column's mask. */
export type NumberMaskProblem =
  | { problem: 'min'; min: string }
  | { problem: 'max'; max: string }
  | { problem: 'integer' }
  | { problem: 'length'; max: number };

/**
 * Checks a decimal string ("-12.5", no exponent) against a numeric column's mask as the form's number input
 * applies it: `digits` N allows 0 to N nines (and no decimals unless the column has a scale); `maxLength` counts
 * the characters of the number written plainly (sign and decimal point included, no trailing zeros).
 */
export function numberMaskProblem(
  decimal: string,
  mask: MaskSpec,
  hasScale: boolean,
): NumberMaskProblem | null {
  const m = /^(-?)0*(\d*?)(?:\.(\d*?)0*)?$/.exec(decimal.trim());
  if (!m) return null;
  const [, sign, whole, fraction = ''] = m;
  const plain = `${sign}${whole || '0'}${fraction ? `.${fraction}` : ''}`;
  const zero = /^-?0$/.test(plain);
  if (mask.digits) {
    if (sign && !zero) return { problem: 'min', min: '0' };
    if (whole.length > mask.digits) return { problem: 'max', max: '9'.repeat(mask.digits) };
    if (!hasScale && fraction) return { problem: 'integer' };
  }
  if (mask.maxLength && plain.length > mask.maxLength) return { problem: 'length', max: mask.maxLength };
  return null;
}

/** Türkiye's phone mask (000 §9), the default when the form names no other country. */
export const DEFAULT_PHONE_MASK = '+90 (###) ### ## ##';

/**
 * The column of a form (and of a record) whose country the phone mask follows, and the column of that country's
 * table that holds its mask (`ulkeler.phone_mask`, `#` a digit).
 */
export const PHONE_COUNTRY_COLUMN = 'ulkeler_id';
export const PHONE_MASK_COLUMN = 'phone_mask';

/** A country's stored phone mask, or the default when it has none (or one without a digit place). */
export const phoneMaskOr = (mask: unknown): string =>
  typeof mask === 'string' && mask.includes('#') ? mask : DEFAULT_PHONE_MASK;

/**
 * A country's phone mask as `ulkeler.phone_mask` writes it (`#` a digit) → an imask pattern: `#` becomes
 * `0`, a literal `0` is escaped so that it stays fixed.
 */
export function phonePattern(phoneMask: string): string {
  return phoneMask.replace(/0/g, '\\0').replace(/#/g, '0');
}

/** The characters a phone number may be written with besides its digits. */
const PHONE_PUNCTUATION = /^[\d\s+()./-]*$/;

/**
 * A phone number written as the country's mask shows it ('+90 (216) 555 12 34'), or null when it does not fit
 * the mask. Liberal in what it reads: only the digits count, with the dial code after '+' or '00'
 * ('+90 216 555 12 34', '00902165551234') or without it ('02165551234', '2165551234'); letters, a number of the
 * wrong length and another dial code do not fit.
 */
export function fitPhone(text: string, phoneMask: string): string | null {
  if (!PHONE_PUNCTUATION.test(text)) return null;
  const slots = [...phoneMask].filter((ch) => ch === '#' || /\d/.test(ch));
  const dial = phoneMask.slice(0, phoneMask.indexOf('#')).replace(/\D/g, '');
  const given = text.replace(/\D/g, '');
  const fits = (d: string) => d.length === slots.length && slots.every((s, i) => s === '#' || s === d[i]);
  // Written with '+' or '00', the number carries its dial code; otherwise it may (or may start with a trunk 0).
  const international = /^\s*(\+|00)/.test(text);
  const candidates = international
    ? [given.replace(/^00/, '')]
    : [given, dial + given, dial + given.replace(/^0/, '')];
  const digits = candidates.find(fits);
  if (digits === undefined) return null;
  let at = 0;
  return [...phoneMask].map((ch) => (ch === '#' || /\d/.test(ch) ? digits[at++] : ch)).join('');
}
