import { D, Dec, round, toPlainString } from '../money';
import type { CalcError, CalcToken } from './calculator.types';

/** Decimals a result keeps (half-up); only divisions that do not terminate ever reach it. */
export const RESULT_SCALE = 10;

/** An outcome of `evaluate`: the result as a '.'-decimal string ('0.3', '-12.5'), or why there is none. */
export type Evaluation = { ok: true; value: string } | { ok: false; error: CalcError };

/** The exact value of a typed number ('12,5' → 12.5, '3,' → 3). */
export function numberValue(text: string): Dec {
  return D(text.replace(',', '.').replace(/\.$/, ''));
}

/**
 * Calculates the expression exactly: × and ÷ before + and −, a trailing operator dropped. A percent
 * that begins a term added or subtracted is that percent of everything before it (200 + 10% = 220,
 * 200 − 10% = 180); anywhere else it is the number divided by 100 (200 × 10% = 20, 50% = 0,5).
 * Null for an empty expression.
 */
export function evaluate(tokens: readonly CalcToken[]): Evaluation | null {
  const list = tokens.at(-1)?.kind === 'operator' ? tokens.slice(0, -1) : tokens;
  if (list.length === 0) return null;
  let total = new Dec(0);
  let sign = 1;
  let term: Dec | null = null;
  let multiply = true;
  for (const token of list) {
    if (token.kind === 'operator') {
      if (token.op === '+' || token.op === '-') {
        total = total.plus((term ?? new Dec(0)).times(sign));
        term = null;
        sign = token.op === '+' ? 1 : -1;
      } else multiply = token.op === '×';
      continue;
    }
    let value = numberValue(token.text);
    if (token.percent) {
      const ofTotal = term === null && token !== list[0];
      value = ofTotal ? total.times(value).dividedBy(100) : value.dividedBy(100);
    }
    if (term === null) term = value;
    else if (multiply) term = term.times(value);
    else if (value.isZero()) return { ok: false, error: 'divisionByZero' };
    else term = term.dividedBy(value);
  }
  total = total.plus((term ?? new Dec(0)).times(sign));
  return { ok: true, value: toPlainString(round(total, RESULT_SCALE)) };
}
