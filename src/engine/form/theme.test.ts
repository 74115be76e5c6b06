import { describe, expect, it } from 'vitest';
import { GUI_TYPES } from '../../../domain/api/contract';
import { column } from '../../services/tables.fixtures';
import { translate } from '../schema/translate';
import { createDefterTheme } from './theme';

describe('the Defter theme', () => {
  it('is the same object with the same components on every call (forms never remount)', () => {
    const a = createDefterTheme();
    const b = createDefterTheme();
    expect(b).toBe(a);
    expect(b.widgets).toBe(a.widgets);
    expect(b.templates?.FieldTemplate).toBe(a.templates?.FieldTemplate);
  });

  it('registers every widget translate() can name, for every gui type of the contract', () => {
    const widgets = createDefterTheme().widgets ?? {};
    const original = console.warn;
    console.warn = () => {};
    try {
      const { uiSchema } = translate(
        GUI_TYPES.map((g, i) => column(`c${i}`, g, g)),
        { table: 't' },
      );
      const named = GUI_TYPES.map((_, i) => uiSchema[`c${i}`]['ui:widget'] as string);
      expect(named.filter((w) => !(w in widgets))).toEqual([]);
    } finally {
      console.warn = original;
    }
  });
});
