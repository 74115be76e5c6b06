import { describe, expect, it } from 'vitest';
import type { FieldOptions } from '../schema/translate';
import { fieldLimits } from './validation';

// The form's own limits of numeric fields (issue 10, "bounds"): the server refuses the same values.

/** Runs fieldLimits over one field and returns the errors it added. */
function errorsOf(value: string, options: Partial<FieldOptions>): string[] {
  const added: string[] = [];
  const errors = { tutar: { addError: (m: string) => added.push(m) } };
  const ui = { tutar: { 'ui:options': { labelText: 'Tutar', kind: 'money', ...options } } };
  fieldLimits({ tutar: value }, errors as never, ui as never);
  return added;
}

describe('fieldLimits', () => {
  it('refuses an amount its numeric(18, 2) column cannot hold, naming the largest one', () => {
    expect(errorsOf('10000000000000000', { scale: 2, precision: 18 })).toEqual([
      'Tutar en fazla 9.999.999.999.999.999,99 değerini almalıdır.',
    ]);
    expect(errorsOf('9999999999999999.99', { scale: 2, precision: 18 })).toEqual([]);
  });

  it('says a maximum in Turkish figures (an exchange rate above 100.000)', () => {
    expect(errorsOf('1000000000', { scale: 4, precision: 18, min: 0, max: 100_000 })).toEqual([
      'Tutar en fazla 100.000 değerini almalıdır.',
    ]);
    expect(errorsOf('-1', { scale: 4, min: 0 })).toEqual(['Tutar en az 0 değerini almalıdır.']);
  });
});
