import { evaluate } from './calculator.evaluate';
import { formatExpression } from './calculator.format';
import { EMPTY_CALC, type CalcKey, type CalcState, type CalcToken, type Operator } from './calculator.types';

/** Digits one number may have; longer input is ignored (the display and exact maths stay sane). */
export const MAX_DIGITS = 15;

const OPERATORS: readonly string[] = ['+', '-', '×', '÷'];

/** Whether `key` is one of the four operators. */
export const isOperator = (key: string): key is Operator => OPERATORS.includes(key);

/** A finished `=`: the expression as shown and its result ('.'-decimal string). */
export interface Calculation {
  expression: string;
  result: string;
}

/** What a key press leaves: the new state, and the calculation when `=` produced one. */
export interface CalcStep {
  state: CalcState;
  calculation?: Calculation;
}

const withLast = (tokens: readonly CalcToken[], last: CalcToken | null) =>
  last ? [...tokens.slice(0, -1), last] : tokens.slice(0, -1);

const digitCount = (text: string) => text.replace(/\D/g, '').length;

/** The typed number closed: a trailing comma goes ('12,' → '12'). */
function closeNumber(tokens: readonly CalcToken[]): readonly CalcToken[] {
  const last = tokens.at(-1);
  if (last?.kind !== 'number' || !last.text.endsWith(',')) return tokens;
  return withLast(tokens, { ...last, text: last.text.slice(0, -1) });
}

function typeDigits(state: CalcState, key: '0' | '00' | ','): CalcState['tokens'] {
  const tokens = state.fresh ? [] : state.tokens;
  const last = tokens.at(-1);
  if (last?.kind !== 'number') {
    const text = key === ',' ? '0,' : key === '00' ? '0' : key;
    return [...tokens, { kind: 'number', text, percent: false }];
  }
  if (last.percent) return tokens;
  if (key === ',')
    return last.text.includes(',') ? tokens : withLast(tokens, { ...last, text: `${last.text},` });
  if (digitCount(last.text) + key.length > MAX_DIGITS) return tokens;
  // A leading zero is replaced, never kept in front of other digits ('0' then '7' is '7', '0' then '00' is '0').
  if (last.text === '0' || last.text === '-0') {
    const sign = last.text.startsWith('-') ? '-' : '';
    return withLast(tokens, { ...last, text: key === '00' ? last.text : `${sign}${key}` });
  }
  return withLast(tokens, { ...last, text: last.text + key });
}

function pressOperator(state: CalcState, op: Operator): CalcState['tokens'] {
  const tokens = closeNumber(state.tokens);
  const last = tokens.at(-1);
  if (!last)
    return [
      { kind: 'number', text: '0', percent: false },
      { kind: 'operator', op },
    ];
  if (last.kind === 'operator') return withLast(tokens, { kind: 'operator', op });
  return [...tokens, { kind: 'operator', op }];
}

function pressDelete(tokens: readonly CalcToken[]): CalcState['tokens'] {
  const last = tokens.at(-1);
  if (!last || last.kind === 'operator') return tokens.slice(0, -1);
  if (last.percent) return withLast(tokens, { ...last, percent: false });
  const text = last.text.slice(0, -1);
  return withLast(tokens, text === '' || text === '-' ? null : { ...last, text });
}

function pressPercent(tokens: readonly CalcToken[]): CalcState['tokens'] {
  const closed = closeNumber(tokens);
  const last = closed.at(-1);
  if (last?.kind !== 'number' || last.percent) return tokens;
  return withLast(closed, { ...last, percent: true });
}

function pressEquals(state: CalcState): CalcStep {
  const tokens = closeNumber(state.tokens);
  const list = tokens.at(-1)?.kind === 'operator' ? tokens.slice(0, -1) : tokens;
  const outcome = evaluate(list);
  if (!outcome) return { state: { ...EMPTY_CALC } };
  if (!outcome.ok) return { state: { tokens: list, fresh: false, error: outcome.error } };
  const text = outcome.value.replace('.', ',');
  const next: CalcState = { tokens: [{ kind: 'number', text, percent: false }], fresh: true, error: null };
  // A lone number is not an operation worth keeping in the history.
  const operation = list.length > 1 || (list[0]?.kind === 'number' && list[0].percent);
  return {
    state: next,
    calculation: operation ? { expression: formatExpression(list), result: outcome.value } : undefined,
  };
}

/**
 * Applies one key: digits and 00 extend the number, a second comma in one number is ignored, an
 * operator after an operator replaces it, % marks the number as a percent, DEL removes the last
 * character, AC clears, = calculates (a trailing operator is dropped).
 */
export function press(state: CalcState, key: CalcKey): CalcStep {
  const clean: CalcState = { ...state, error: null };
  switch (key) {
    case 'AC':
      return { state: { ...EMPTY_CALC } };
    case '=':
      return pressEquals(clean);
    case 'DEL':
      return { state: { tokens: pressDelete(clean.tokens), fresh: false, error: null } };
    case '%':
      return { state: { tokens: pressPercent(clean.tokens), fresh: false, error: null } };
    case ',':
    case '00':
      return { state: { tokens: typeDigits(clean, key), fresh: false, error: null } };
    default:
      if (isOperator(key)) return { state: { tokens: pressOperator(clean, key), fresh: false, error: null } };
      return { state: { tokens: typeDigits(clean, key as '0'), fresh: false, error: null } };
  }
}

/** Starts an expression from a stored result ('.'-decimal string), as if it had just been calculated. */
export function fromResult(value: string): CalcState {
  return {
    tokens: [{ kind: 'number', text: value.replace('.', ','), percent: false }],
    fresh: true,
    error: null,
  };
}
