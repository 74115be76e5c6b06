import { describe, expect, it } from 'vitest';
import { checkRules } from './rule.check';
import { ruleNames } from './rule.fields';
import type { RuleSet } from './types';

describe('checkRules', () => {
  it('accepts a well-formed rule set', () => {
    const rules: RuleSet = [
      {
        id: 'a',
        when: { all: [{ field: 'x', in: [1, 2] }, { not: { field: 'y', length: { lte: 10 } } }] },
        then: [{ require: ['z'] }, { default: { t: { date: 'today' } } }, { clearOnChange: ['k'], of: 'x' }],
        otherwise: [
          { warn: 'Uyarı', reset: ['z'] },
          { invalid: 'z', message: 'Olmaz' },
        ],
      },
      { id: 'b', scope: 'line', then: [{ fill: { from: 'x', table: 't', columns: { a: 'b' } } }] },
    ];
    expect(checkRules(rules)).toEqual([]);
  });

  it('names every problem of hand-written JSON', () => {
    expect(checkRules({})).toEqual(['kurallar bir liste olmalı']);
    expect(
      checkRules([
        { id: 'a', when: { field: 'x', equals: 1, in: [1] }, then: [{ require: 'x' }] },
        { id: 'a', when: { field: 'x', number: { over: 3 } }, then: [{ hide: ['x'], show: ['y'] }] },
        { when: { any: 'x' }, otherwise: [{ explode: true }] },
        { id: 'c', scope: 'lines', when: { field: 'x', empty: false } },
      ]),
    ).toEqual([
      'kural[0].when: tam bir karşılaştırma olmalı (equals, in, empty, notEmpty, length, number)',
      'kural[0].then[0]: require alan adları listesi olmalı',
      'kural[1]: id "a" iki kez kullanılmış',
      'kural[1].when: number.over geçerli bir sınır değil',
      'kural[1].then[0]: tam bir etki olmalı (show, hide, showGroups, hideGroups, require, disable, enable, clear, clearOnChange, default, set, fill, warn, invalid)',
      'kural[2]: id eksik',
      'kural[2].when: all / any bir liste olmalı',
      'kural[2].otherwise[0]: tam bir etki olmalı (show, hide, showGroups, hideGroups, require, disable, enable, clear, clearOnChange, default, set, fill, warn, invalid)',
      "kural[3]: scope 'header' ya da 'line' olmalı",
      'kural[3].when: empty true olmalı',
      'kural[3]: etkisi yok',
    ]);
  });
});

describe('ruleNames', () => {
  it('lists the fields, groups, tables and session keys a rule set names', () => {
    const names = ruleNames([
      {
        id: 'r',
        scope: 'line',
        when: {
          all: [
            { field: 'a', of: 'header', equals: 1 },
            { field: 'b', number: { gt: { field: 'c' } } },
          ],
        },
        then: [
          { hideGroups: ['g'] },
          { set: { d: { field: 'e', of: 'header' } } },
          { default: { f: { user: 'name_basic' }, h: { company: 'firma_adresi' } } },
          { fill: { from: 'i', table: 'cari_hesap', columns: { j: 'tc' } } },
        ],
      },
    ]);
    expect(names.fields.map((f) => `${f.of}:${f.field}`)).toEqual([
      'header:a',
      'own:b',
      'own:c',
      'own:d',
      'header:e',
      'own:f',
      'own:h',
      'own:i',
      'own:j',
    ]);
    expect(names).toMatchObject({
      groups: ['g'],
      tables: ['cari_hesap'],
      user: ['name_basic'],
      company: ['firma_adresi'],
    });
  });
});
