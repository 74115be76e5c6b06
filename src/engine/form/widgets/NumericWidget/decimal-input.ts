const DRAFT = /^-?\d*(\.\d*)?$/;

/**
 * What a keystroke leaves in a decimal input: the comma becomes a dot (001 §5.1), spaces go, and
 * anything that is not a decimal with at most `scale` places is refused (null: keep the old text).
 */
export function acceptDecimal(typed: string, scale: number): string | null {
  const s = typed.replace(/,/g, '.').replace(/\s/g, '');
  if (!DRAFT.test(s)) return null;
  const decimals = s.split('.')[1];
  if (decimals !== undefined && (scale === 0 || decimals.length > scale)) return null;
  return s;
}

/** The value a finished input stands for: '' / '-' / '.' → undefined, '007.50' → '7.50', '12.' → '12'. */
export function finishDecimal(text: string): string | undefined {
  if (text === '' || text === '-' || text === '.' || text === '-.') return undefined;
  let s = text.endsWith('.') ? text.slice(0, -1) : text;
  const negative = s.startsWith('-');
  if (negative) s = s.slice(1);
  const [whole, frac] = s.split('.');
  const int = whole.replace(/^0+(?=\d)/, '') || '0';
  const out = frac === undefined ? int : `${int}.${frac}`;
  return negative && /[1-9]/.test(out) ? `-${out}` : out;
}
