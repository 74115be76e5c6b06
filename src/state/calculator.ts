import { atom } from 'jotai';
import { EMPTY_CALC, type CalcState } from '../../domain/calculator';
import { localJsonAtom, localStringAtom } from './storage';

/** One calculation of the history: the expression as shown and its result ('.'-decimal string). */
export interface CalculatorEntry {
  expression: string;
  result: string;
}

/** Entries the history keeps (newest first). */
export const CALCULATOR_HISTORY_LIMIT = 30;

const isEntries = (v: unknown): v is CalculatorEntry[] =>
  Array.isArray(v) && v.every((e) => typeof e?.expression === 'string' && typeof e?.result === 'string');

/** The calculator's history of operations, newest first, kept in localStorage. */
export const calculatorHistoryAtom = localJsonAtom<CalculatorEntry[]>(
  'defter.calculator.history',
  [],
  isEntries,
);

const isDecimal = (v: string): v is string => /^-?\d+(\.\d+)?$/.test(v);

/** The last result ('.'-decimal string), kept for pasting into fields (Ctrl+U, field menu). */
export const calculatorLastAtom = localStringAtom('defter.calculator.last', isDecimal);

/** The expression being typed; kept while the dialog is closed and reopened. */
export const calculatorStateAtom = atom<CalcState>(EMPTY_CALC);
