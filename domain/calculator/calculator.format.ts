import type { CalcToken } from './calculator.types';

const GROUP = /\B(?=(\d{3})+(?!\d))/g;

/** A typed number in Turkish notation with thousands grouped ('1234,5' → '1.234,5'); a trailing comma stays. */
export function formatTypedNumber(text: string): string {
  const negative = text.startsWith('-');
  const [whole, fraction] = (negative ? text.slice(1) : text).split(',');
  const grouped = whole.replace(GROUP, '.');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `,${fraction}`}`;
}

/** A result ('.'-decimal string) in Turkish notation: '-1234.5' → '-1.234,5'. */
export function formatResult(value: string): string {
  return formatTypedNumber(value.replace('.', ','));
}

/** The expression as the display shows it: '1.234,5 × 10% + 3'. */
export function formatExpression(tokens: readonly CalcToken[]): string {
  return tokens
    .map((t) => (t.kind === 'operator' ? t.op : `${formatTypedNumber(t.text)}${t.percent ? '%' : ''}`))
    .join(' ');
}

/** A result as it is pasted into a field: Turkish comma, no grouping ('1234.5' → '1234,5'). */
export function resultForField(value: string): string {
  return value.replace('.', ',');
}
