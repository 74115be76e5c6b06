import { describe, expect, it } from 'vitest';
import {
  buildListParams,
  filtersFromModel,
  initialListState,
  makeFilter,
  sortsFromColumnState,
} from './list-params';

describe('list params', () => {
  it('start at page 1 of 25 with the server’s default order', () => {
    expect(buildListParams(initialListState(), '0')).toEqual({
      page: 1,
      limit: 25,
      column_array_id: '0',
      column_array_id_query: '0',
      sorts: {},
      filters: {},
    });
  });

  it('turn the grid’s sort state into sorts in sort order, true = ascending', () => {
    const sorts = sortsFromColumnState([
      { colId: 'tc', sort: null },
      { colId: 'cari_hesap_adi', sort: 'desc', sortIndex: 1 },
      { colId: 'sehirler_id', sort: 'asc', sortIndex: 0 },
    ]);
    expect(sorts).toEqual({ sehirler_id: true, cari_hesap_adi: false });
    expect(Object.keys(sorts)).toEqual(['sehirler_id', 'cari_hesap_adi']);
  });

  it('build contract filters per column kind', () => {
    expect(makeFilter('text', 'string', 2, ' Yıl ')).toEqual({ type: 2, guiType: 'string', filter: 'Yıl' });
    expect(makeFilter('number', 'money', 4, '1000.50')).toEqual({
      type: 4,
      guiType: 'money',
      filter: '1000.50',
    });
    expect(makeFilter('date', 'date', 4, '2026-01-01', '2026-01-31')).toEqual({
      type: 4,
      guiType: 'date',
      filter: '2026-01-01',
      filter2: '2026-01-31',
    });
    expect(makeFilter('boolean', 'boolean', 1, '0')).toEqual({ type: 1, guiType: 'boolean', filter: '0' });
    expect(makeFilter('select', 'select', 1, [34, 6])).toEqual({
      type: 1,
      guiType: 'select',
      filter: [34, 6],
    });
    expect(makeFilter('text', 'string', 100, 'ignored')).toEqual({ type: 100, guiType: 'string' });
  });

  it('send only complete filters', () => {
    expect(
      filtersFromModel({
        a: { type: 1, guiType: 'string', filter: '' },
        b: { type: 101, guiType: 'string' },
        c: { type: 4, guiType: 'date', filter: '2026-01-01' },
        d: { type: 1, guiType: 'select', filter: [] },
        e: { type: 3, guiType: 'numeric', filter: '0' },
        f: null,
      }),
    ).toEqual({ b: { type: 101, guiType: 'string' }, e: { type: 3, guiType: 'numeric', filter: '0' } });
  });
});
