// The calculator's expression: numbers as typed (Turkish comma decimals) and the four operators.

/** The four operators as the keypad shows them (X is ×, / is ÷). */
export type Operator = '+' | '-' | '×' | '÷';

/** One piece of the expression: a number as typed ('12,5', '0,', '-3'), or an operator. */
export type CalcToken =
  { kind: 'number'; text: string; percent: boolean } | { kind: 'operator'; op: Operator };

/** What a calculation can fail with (the UI shows the Turkish text). */
export type CalcError = 'divisionByZero';

/** The calculator between key presses. */
export interface CalcState {
  tokens: readonly CalcToken[];
  /** The only number is the last result: a digit starts a new expression, an operator continues it. */
  fresh: boolean;
  /** Set by `=` when the expression cannot be calculated; the next key clears it. */
  error: CalcError | null;
}

/** A key of the keypad (the spec's AC, DEL, %, /, X, -, +, digits, 00, comma, =). */
export type CalcKey =
  | 'AC'
  | 'DEL'
  | '%'
  | '='
  | ','
  | '00'
  | Operator
  | '0'
  | '1'
  | '2'
  | '3'
  | '4'
  | '5'
  | '6'
  | '7'
  | '8'
  | '9';

/** The calculator with nothing entered. */
export const EMPTY_CALC: CalcState = { tokens: [], fresh: false, error: null };
