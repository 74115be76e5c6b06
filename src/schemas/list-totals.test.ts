import { describe, expect, it } from 'vitest';
import { findTable } from '../../server/catalog';
import { allColumns } from '../../server/catalog/columns';
import { pages } from '.';

// The totals rows are data (issue 16): every summed column a page names is a money column its list shows, and the
// column that splits the sums is the table's currency — else the server refuses the list (fail.totals).
describe('list totals of the page definitions', () => {
  const withTotals = pages.filter((p) => p.listTotals);

  it('cover the document and money lists', () => {
    expect(withTotals.map((p) => p.table)).toEqual(
      expect.arrayContaining([
        'satis_fatura',
        'alis_fatura',
        'kobi_satis_fatura',
        'kobi_alis_fatura',
        'tahsilat_islem',
      ]),
    );
  });

  it.each(withTotals.map((p) => [p.table, p] as const))('%s sums shown money columns', (_, p) => {
    const columns = new Map(allColumns(findTable(p.table)!).map((c) => [c.name, c]));
    for (const name of p.listTotals!.columns) {
      const c = columns.get(name);
      expect(c?.db_type_name, name).toBe('numeric');
      expect(c?.gui_type_name === 'money' || c?.format === 'money', name).toBe(true);
      if (p.listColumns) expect(p.listColumns, name).toContain(name);
    }
    if (p.listTotals!.by) expect(columns.get(p.listTotals!.by)?.relation?.table_name).toBe('para_birimleri');
  });
});
