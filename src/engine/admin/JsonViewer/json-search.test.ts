import { describe, expect, it } from 'vitest';
import { foldTr, highlightPieces, searchJson } from './json-search';

describe('json search', () => {
  it('folds Turkish casing one character for one: İ/i/I/ı are one letter', () => {
    expect(foldTr('İLÇE Işık ŞEHİR')).toBe('ilçe işik şehir');
    expect(foldTr('İstanbul').length).toBe('İstanbul'.length);
    expect(foldTr('ID')).toBe('id');
  });

  it('keeps the parts whose keys or values match, with the path to them and the object’s name', () => {
    const value = {
      columns: [
        { id: 1, name: 'sehirler_id', display_name: 'İl *', relation: { table_name: 'sehirler' } },
        { id: 2, name: 'tc', display_name: 'TC / VKN' },
      ],
      title: 'Cari Hesap',
    };
    // A value: "il" finds "İl *" only (Turkish casing), with the column's id and name beside it.
    expect(searchJson(value, 'İL *')).toEqual({
      value: { columns: [{ id: 1, name: 'sehirler_id', display_name: 'İl *' }] },
      matches: 1,
    });
    // A key keeps its whole value.
    expect(searchJson(value, 'RELATION').value).toEqual({
      columns: [{ id: 1, name: 'sehirler_id', relation: { table_name: 'sehirler' } }],
    });
    expect(searchJson(value, 'vkn').matches).toBe(1);
    expect(searchJson(value, 'yok böyle bir şey')).toEqual({ value: undefined, matches: 0 });
    expect(searchJson(value, '  ')).toEqual({ value, matches: 0 });
    expect(searchJson([1, 22, 3], '2')).toEqual({ value: [22], matches: 1 });
  });

  it('cuts a text into plain and marked pieces at every match, whatever the casing', () => {
    expect(highlightPieces('"İl": "il", "Işık"', 'il')).toEqual([
      { text: '"', match: false },
      { text: 'İl', match: true },
      { text: '": "', match: false },
      { text: 'il', match: true },
      { text: '", "Işık"', match: false },
    ]);
    expect(highlightPieces('abc', '')).toEqual([{ text: 'abc', match: false }]);
  });
});
