import { describe, expect, it } from 'vitest';
import { layoutRuns, splitInTwo } from './layout-runs';

// The invoice form's groups (src/schemas/invoice.groups.ts): how many narrow and full-row fields each holds.
const invoice = [
  { id: 'cari', narrow: 2, wide: 0 },
  { id: 'adres', narrow: 9, wide: 0 },
  { id: 'fatura', narrow: 7, wide: 0 },
  { id: 'irsaliye', narrow: 5, wide: 0 },
  { id: 'satirlar', narrow: 0, wide: 1 },
  { id: 'diger', narrow: 2, wide: 0 },
];

describe('layoutRuns', () => {
  it('cuts the header groups of a double form in two columns in order, the line table a run of its own', () => {
    expect(layoutRuns('double', invoice)).toEqual([
      {
        kind: 'groups',
        columns: [
          ['cari', 'adres'],
          ['fatura', 'irsaliye'],
        ],
      },
      { kind: 'wide', id: 'satirlar' },
      { kind: 'groups', columns: [['diger']] },
    ]);
  });

  it('keeps page and stacked groups in one column (page: 4 fields per row instead)', () => {
    expect(layoutRuns('page', invoice)[0]).toEqual({
      kind: 'groups',
      columns: [['cari', 'adres', 'fatura', 'irsaliye']],
    });
    expect(layoutRuns('stacked', invoice)[0]).toEqual({
      kind: 'groups',
      columns: [['cari', 'adres', 'fatura', 'irsaliye']],
    });
  });

  it('balances the columns by the rows the groups take', () => {
    // 1 title + 1 row | 1 + 5 | 1 + 1: the big group alone on the right is the shortest tallest column.
    const groups = [
      { id: 'a', narrow: 2, wide: 0 },
      { id: 'b', narrow: 10, wide: 0 },
      { id: 'c', narrow: 1, wide: 0 },
    ];
    expect(splitInTwo(groups)).toEqual([['a'], ['b', 'c']]);
    expect(splitInTwo([groups[0]])).toEqual([['a']]);
  });
});
