// The masks and limits of 001 §5.1, by column name, as data: one line per column the spec names.

/** How a column's typed text is constrained. */
export interface MaskSpec {
  /**
   * imask pattern for text columns: `0` a digit, `a` a letter, `#` a letter or digit; anything else is a
   * fixed character shown but not stored (the stored value is what the user typed, without them).
   */
  pattern?: string;
  /** At most this many digits: a digit pattern on text columns, an integer limit on numeric ones. */
  digits?: number;
  /** Longest text (numeric columns: characters, the decimal point included). */
  maxLength?: number;
  /** Letters are upper-cased as they are typed (Turkish casing). */
  upper?: boolean;
  /** Placeholder of the empty input. */
  placeholder?: string;
}

const digits = (n: number): MaskSpec => ({ digits: n });
const chars = (n: number): MaskSpec => ({ pattern: '#'.repeat(n), upper: true });

/** A TR IBAN shown in groups of 4: two letters, two check digits, then up to 8 more groups (10 in all). */
export const IBAN_PATTERN = `aa00${' ####'.repeat(9)}`;

/** Masks and limits per column name (001 §5.1, 002 §5). */
export const MASKS: Readonly<Record<string, MaskSpec>> = {
  tc: digits(11),
  tc_no: digits(11),
  firma_vkn: digits(11),
  tasiyici_vkn: digits(11),
  ticaret_sicil_no: { pattern: `00000${'#'.repeat(11)}`, upper: true },
  personel_sicil_numarasi: digits(13),
  iban_no: { pattern: IBAN_PATTERN, upper: true, placeholder: 'TR00 0000 0000 0000 0000 0000 00' },
  hesap_numarasi: digits(24),
  musteri_numarasi: digits(16),
  kobi_taksit_sayisi: digits(3),
  vade: digits(4),
  on_ek_kodu: { pattern: 'a##', upper: true },
  fatura_numarasi: chars(16),
  irsaliye_numarasi: chars(16),
  posta_kodu: digits(5),
  faydali_omur: digits(4),
  iskonto_orani: digits(3),
  fire_orani: digits(5),
  temin_suresi: digits(5),
  digerVergi: digits(6),
  gonderilen_miktar: digits(9),
  askeri_stok: digits(12),
  azemi_stok: digits(12),
  mersis_no: digits(26),
  miktar: { maxLength: 14 },
};

/** The mask of a column, if the spec gives it one. */
export const maskOf = (name: string): MaskSpec | undefined =>
  Object.prototype.hasOwnProperty.call(MASKS, name) ? MASKS[name] : undefined;

/** The imask pattern of a text column's mask (`digits` → that many `0`s). */
export function patternOf(mask: MaskSpec): string | undefined {
  return mask.pattern ?? (mask.digits ? '0'.repeat(mask.digits) : undefined);
}

/** The most characters a pattern stores (its placeholders, not its fixed characters). */
export const storedLength = (pattern: string) => pattern.replace(/[^0a#]/g, '').length;

/** Türkiye's phone mask (000 §9), the default when the form names no other country. */
export const DEFAULT_PHONE_MASK = '+90 (###) ### ## ##';

/**
 * A country's phone mask as `ulkeler.phone_mask` writes it (`#` a digit) → an imask pattern: `#` becomes
 * `0`, a literal `0` is escaped so that it stays fixed.
 */
export function phonePattern(phoneMask: string): string {
  return phoneMask.replace(/0/g, '\\0').replace(/#/g, '0');
}
