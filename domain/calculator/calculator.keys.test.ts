import { describe, expect, it } from 'vitest';
import {
  EMPTY_CALC,
  evaluate,
  formatExpression,
  formatResult,
  fromResult,
  press,
  resultForField,
  type CalcKey,
  type CalcState,
  type Calculation,
} from './index';

/** Presses keys in order; '*' stands for X (×) and '/' for ÷ so that sequences read like sums. */
function run(keys: string, from: CalcState = EMPTY_CALC) {
  let state = from;
  const calculations: Calculation[] = [];
  for (const raw of keys.split(' ')) {
    const key = (raw === '*' ? '×' : raw === '/' ? '÷' : raw) as CalcKey;
    for (const k of /^\d+$/.test(key) && key !== '00' ? key.split('') : [key]) {
      const step = press(state, k as CalcKey);
      state = step.state;
      if (step.calculation) calculations.push(step.calculation);
    }
  }
  return { state, shown: formatExpression(state.tokens), calculations };
}

describe('exact decimal results', () => {
  it.each([
    ['0 , 1 + 0 , 2 =', '0,3'],
    ['1 / 3 * 3 =', '1'],
    ['1 / 3 =', '0,3333333333'],
    ['2 / 3 =', '0,6666666667'],
    ['1 - 0 , 9 =', '0,1'],
    ['100000000000000 * 100000000000000 =', '10.000.000.000.000.000.000.000.000.000'],
    ['2 + 3 * 4 =', '14'],
    ['10 - 2 / 4 =', '9,5'],
    ['5 - 8 =', '-3'],
  ])('%s → %s', (keys, shown) => {
    expect(run(keys).shown).toBe(shown);
  });

  it('stores the result as a dot decimal and shows the expression in the history form', () => {
    expect(run('0 , 1 + 0 , 2 =').calculations).toEqual([{ expression: '0,1 + 0,2', result: '0.3' }]);
    expect(run('1234 , 5 * 2 =').calculations).toEqual([{ expression: '1.234,5 × 2', result: '2469' }]);
  });
});

describe('operator rules', () => {
  it('drops a trailing operator on =', () => {
    const r = run('12 + 3 * =');
    expect(r.shown).toBe('15');
    expect(r.calculations[0].expression).toBe('12 + 3');
  });

  it('replaces an operator typed right after another one', () => {
    expect(run('8 + - * /').shown).toBe('8 ÷');
    expect(run('8 + - 3 =').shown).toBe('5');
  });

  it('starts from 0 when the first key is an operator', () => {
    expect(run('- 5').shown).toBe('0 - 5');
    expect(run('- 5 =').shown).toBe('-5');
  });

  it('continues from a result with an operator, and starts anew with a digit', () => {
    const result = run('2 + 3 =').state;
    expect(result.fresh).toBe(true);
    expect(run('* 2 =', result).shown).toBe('10');
    expect(run('7', result).shown).toBe('7');
  });
});

describe('number entry', () => {
  it('does not allow a second comma in one number, but one in each number', () => {
    expect(run('1 , 5 , 2').shown).toBe('1,52');
    expect(run('1 , 5 + 2 , 5 =').shown).toBe('4');
  });

  it('starts a comma-only number as 0,', () => {
    expect(run(', 5').shown).toBe('0,5');
    expect(run('3 + ,').shown).toBe('3 + 0,');
  });

  it('never keeps leading zeros; 00 appends two zeros', () => {
    expect(run('0 0 7').shown).toBe('7');
    expect(run('00 00').shown).toBe('0');
    expect(run('5 00').shown).toBe('500');
    expect(run('1 , 00').shown).toBe('1,00');
  });

  it('drops a trailing comma when an operator follows', () => {
    expect(run('12 , +').shown).toBe('12 +');
  });

  it('caps a number at 15 digits', () => {
    expect(run('1234567890123456789').shown).toBe('123.456.789.012.345');
  });

  it('groups thousands in the display', () => {
    expect(run('1234567 , 891').shown).toBe('1.234.567,891');
  });
});

describe('DEL and AC', () => {
  it('DEL removes the last character, then the operator, then the previous number', () => {
    const r = run('12 , 5 + 3');
    const steps = ['12,5 +', '12,5', '12,', '12', '1', ''];
    let state = r.state;
    for (const expected of steps) {
      state = press(state, 'DEL').state;
      expect(formatExpression(state.tokens)).toBe(expected);
    }
  });

  it('DEL removes a percent sign first', () => {
    expect(run('10 % DEL').shown).toBe('10');
  });

  it('AC clears the expression and an error', () => {
    const failed = run('5 / 0 =').state;
    expect(failed.error).toBe('divisionByZero');
    expect(press(failed, 'AC').state).toEqual(EMPTY_CALC);
  });
});

describe('percent', () => {
  it.each([
    ['200 + 10 % =', '220'],
    ['200 - 10 % =', '180'],
    ['200 * 10 % =', '20'],
    ['200 / 10 % =', '2.000'],
    ['50 % =', '0,5'],
    ['2 * 100 + 10 % =', '220'],
    ['19 , 99 + 20 % =', '23,988'],
  ])('%s → %s', (keys, shown) => {
    expect(run(keys).shown).toBe(shown);
  });

  it('ignores a second % and digits typed after a %', () => {
    expect(run('10 % % 5').shown).toBe('10%');
  });
});

describe('division by zero', () => {
  it('gives an error instead of Infinity or NaN and keeps the expression', () => {
    const r = run('5 + 4 / 0 =');
    expect(r.state.error).toBe('divisionByZero');
    expect(r.shown).toBe('5 + 4 ÷ 0');
    expect(r.calculations).toEqual([]);
    expect(evaluate(r.state.tokens)).toEqual({ ok: false, error: 'divisionByZero' });
  });

  it('clears the error with the next key', () => {
    const failed = run('4 / 0 =').state;
    expect(run('DEL 2 =', failed).shown).toBe('2');
  });
});

describe('history and results', () => {
  it('keeps no history entry for a lone number', () => {
    expect(run('42 =').calculations).toEqual([]);
  });

  it('formats results for the display and for pasting into a field', () => {
    expect(formatResult('-1234567.25')).toBe('-1.234.567,25');
    expect(resultForField('1234567.25')).toBe('1234567,25');
    expect(run('+ 1 =', fromResult('2.5')).shown).toBe('3,5');
  });
});
