import { describe, expect, it } from 'vitest';
import { columnsRulesHide } from '../../engine/lines/column-choice';
import { pages } from '..';

// The line grid's column choice (issue 16) over the app's own pages (moved here from the engine's ColumnChooser
// test: the engine names no page).

describe('the typed-first line columns of the pages', () => {
  it('every page’s typed-first columns are columns of its grid, none of them shown by the rules on some lines only', () => {
    const withSet = pages.filter((p) => p.lines?.typedFirst);
    expect(withSet.length).toBeGreaterThanOrEqual(6);
    for (const p of withSet) {
      const columns = p.lines!.columns ?? [];
      const conditional = columnsRulesHide(p.rules ?? []);
      for (const c of p.lines!.typedFirst!) {
        expect(columns, `${p.table}: ${c}`).toContain(c);
        expect(conditional.has(c), `${p.table}: ${c}`).toBe(false);
      }
    }
  });
});
