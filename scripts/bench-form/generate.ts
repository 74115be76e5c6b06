// The generated forms of `npm run bench:form`: realistic column mixes and rule sets in the spec's shapes.
import type { ColumnMeta, GuiType } from '../../domain/api/contract';
import type { Rule } from '../../domain/rules';
import { column } from '../../src/services/tables.fixtures';

const STATIC = [
  { id: '1', text: 'Müşteri' },
  { id: '2', text: 'Tedarikçi' },
  { id: '3', text: 'Müşteri ve Tedarikçi' },
];

/** One of each common kind in turn: texts, masks, numbers and money, dates, toggles, static selects, phones. */
const MIX: [GuiType, Partial<ColumnMeta>][] = [
  ['string', {}],
  ['string', {}],
  ['text', {}],
  ['numeric', { scale: 4 }],
  ['money', { scale: 2, format: 'money' }],
  ['date', {}],
  ['boolean', {}],
  ['select:static', { options: STATIC }],
  ['phone', {}],
  ['datetime', {}],
  ['time', {}],
  ['boolean:fastchange', {}],
];

/** `n` columns f1…fn cycling through the mix; every fifth is required. */
export function benchColumns(n: number): ColumnMeta[] {
  return Array.from({ length: n }, (_, i) => {
    const [gui, extra] = MIX[i % MIX.length];
    const required = i % 5 === 0 ? '*' : '';
    return column(`f${i + 1}`, `Alan ${i + 1} (${gui})${required}`, gui, extra);
  });
}

/** Names of the text columns (the fields the bench types into). */
export const textColumns = (columns: ColumnMeta[]) =>
  columns.filter((c) => c.gui_type_name === 'string').map((c) => c.name);

/**
 * `n` rules over the columns, each watching a text field and acting on others: require, disable, hide,
 * clear, set, default — the kinds the spec's pages use (002 §4). Rule 1 watches f1, the field typed into.
 */
export function benchRules(columns: ColumnMeta[], n: number): Rule[] {
  const texts = textColumns(columns);
  const names = columns.map((c) => c.name);
  const other = (i: number, k: number) => names[(i * 7 + k * 13 + 3) % names.length];
  return Array.from({ length: n }, (_, i): Rule => {
    const watched = texts[i % texts.length];
    const kind = i % 4;
    const then =
      kind === 0
        ? [{ require: [other(i, 1), other(i, 2)] }, { disable: [other(i, 3)] }]
        : kind === 1
          ? [{ hide: [other(i, 1)] }, { clear: [other(i, 1)] }]
          : kind === 2
            ? [{ set: { [other(i, 2)]: '1' } }]
            : [{ default: { [other(i, 3)]: { date: 'today' as const } } }];
    return {
      id: `kural-${i + 1}`,
      when: i % 2 ? { field: watched, length: { gte: 3 } } : { field: watched, notEmpty: true },
      then,
      otherwise: kind === 0 ? [{ enable: [other(i, 3)] }] : [],
    };
  });
}
