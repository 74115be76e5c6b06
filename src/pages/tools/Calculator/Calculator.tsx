import { useState, type KeyboardEvent } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import {
  formatExpression,
  formatResult,
  fromResult,
  press,
  type CalcKey,
} from '../../../../domain/calculator';
import {
  CALCULATOR_HISTORY_LIMIT,
  calculatorHistoryAtom,
  calculatorLastAtom,
  calculatorStateAtom,
} from '../../../state/calculator';
import { Dialog } from '../Dialog/Dialog';
import { toolTexts } from '../texts';

/** The keypad, row by row: the key, and its face when it differs (the spec's / and X). */
const ROWS: [CalcKey, string?][][] = [
  [['AC'], ['DEL'], ['%'], ['÷', '/']],
  [['7'], ['8'], ['9'], ['×', 'X']],
  [['4'], ['5'], ['6'], ['-']],
  [['1'], ['2'], ['3'], ['+']],
  [['00'], ['0'], [','], ['=']],
];

/** Keyboard keys → calculator keys ('.' of a numeric keypad is the comma). */
function keyFor(e: KeyboardEvent): CalcKey | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  if (/^\d$/.test(e.key)) return e.key as CalcKey;
  const map: Record<string, CalcKey> = {
    ',': ',',
    '.': ',',
    '+': '+',
    '-': '-',
    '*': '×',
    x: '×',
    X: '×',
    '/': '÷',
    '%': '%',
    '=': '=',
    Enter: '=',
    Backspace: 'DEL',
    Delete: 'AC',
  };
  return map[e.key] ?? null;
}

/**
 * The calculator dialog (500 px): the spec's keys and the keyboard, exact decimal results, a history of
 * operations, and the last result kept for pasting into fields.
 */
export function Calculator({ onClose }: { onClose: () => void }) {
  const [state, setState] = useAtom(calculatorStateAtom);
  const [history, setHistory] = useAtom(calculatorHistoryAtom);
  const setLast = useSetAtom(calculatorLastAtom);
  const [previous, setPrevious] = useState('');

  function apply(key: CalcKey) {
    const step = press(state, key);
    setState(step.state);
    if (key === 'AC') setPrevious('');
    const done = step.calculation;
    if (!done) return;
    setPrevious(`${done.expression} =`);
    setLast(done.result);
    setHistory([done, ...history].slice(0, CALCULATOR_HISTORY_LIMIT));
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const key = keyFor(e);
    if (!key) return;
    e.preventDefault();
    apply(key);
  }

  const shown = formatExpression(state.tokens) || '0';
  return (
    <Dialog
      title={toolTexts.calculator}
      onClose={onClose}
      className="calc"
      focusFirst={false}
      onKeyDown={onKeyDown}
    >
      <div className="calc__display">
        <div className="calc__previous" aria-hidden={!previous}>
          {previous}
        </div>
        <output className="calc__current" aria-label={toolTexts.calculatorDisplay} aria-live="polite">
          {shown}
        </output>
        {state.error && (
          <p className="calc__error" role="alert">
            {toolTexts.divisionByZero}
          </p>
        )}
      </div>
      <div className="calc__keys">
        {ROWS.flat().map(([key, face]) => (
          <button
            key={key}
            type="button"
            className={`calc__key${key === '=' ? ' calc__key--equals' : ''}${/^\d+$/.test(key) || key === ',' ? '' : ' calc__key--op'}`}
            aria-label={toolTexts.keyNames[key]}
            onClick={() => apply(key)}
          >
            {face ?? key}
          </button>
        ))}
      </div>
      <section className="calc__history" aria-label={toolTexts.calculatorHistory}>
        <h3 className="calc__history-title">{toolTexts.calculatorHistory}</h3>
        {history.length === 0 ? (
          <p className="muted">{toolTexts.calculatorHistoryEmpty}</p>
        ) : (
          <>
            <ul className="calc__history-list">
              {history.map((entry, i) => (
                <li key={`${i}:${entry.expression}`}>
                  <button
                    type="button"
                    className="calc__history-item"
                    aria-label={toolTexts.useResult(`${entry.expression} = ${formatResult(entry.result)}`)}
                    onClick={() => {
                      setState(fromResult(entry.result));
                      setPrevious(`${entry.expression} =`);
                    }}
                  >
                    <span className="muted">{entry.expression} =</span>{' '}
                    <strong>{formatResult(entry.result)}</strong>
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className="btn btn--link" onClick={() => setHistory([])}>
              {toolTexts.clearHistory}
            </button>
          </>
        )}
      </section>
    </Dialog>
  );
}
