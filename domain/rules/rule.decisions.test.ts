import { describe, expect, it } from 'vitest';
import { evaluate, type RuleDecision } from './rule.evaluate';
import type { Rule } from './types';

// Admin mode's "Kural kararları": every decision names the rule (id or derived id) and its note.

const cari: Rule[] = [
  {
    id: 'tc-sirket-sahis',
    note: 'TC 10 hane ve altı: şirket',
    when: { field: 'tc', length: { lte: 10 } },
    then: [{ require: ['unvan'] }, { disable: ['name_basic'] }, { clear: ['name_basic'] }],
    otherwise: [{ require: ['name_basic'] }, { disable: ['unvan'] }, { clear: ['unvan'] }],
  },
];

const pick = (ds: RuleDecision[], kind: RuleDecision['kind']) => ds.filter((d) => d.kind === kind);

describe('rule decisions (explain)', () => {
  it('are not recorded without explain (the server, the hot path)', () => {
    const out = evaluate(cari, { tc: '1234567890' }, { phase: 'edit' });
    expect(out.decisions).toEqual([]);
    expect(out.fields.unvan).toEqual({ required: true });
  });

  it('name the rule, its note and branch for every state effect that applied', () => {
    const out = evaluate(cari, { tc: '12345678901', unvan: 'Deniz A.Ş.' }, { phase: 'edit', explain: true });
    expect(pick(out.decisions, 'require')).toEqual([
      {
        rule: 'tc-sirket-sahis',
        note: 'TC 10 hane ve altı: şirket',
        branch: 'otherwise',
        kind: 'require',
        fields: ['name_basic'],
      },
    ]);
    expect(pick(out.decisions, 'disable')[0]).toMatchObject({ rule: 'tc-sirket-sahis', fields: ['unvan'] });
    expect(pick(out.decisions, 'clear')).toEqual([
      expect.objectContaining({ rule: 'tc-sirket-sahis', branch: 'otherwise', fields: ['unvan'] }),
    ]);
    expect(out.data.unvan).toBeUndefined();
  });

  it('record a value a clear gave back, and only the values that changed', () => {
    const first = evaluate(
      cari,
      { tc: '12345678901', unvan: 'Deniz A.Ş.' },
      { phase: 'edit', explain: true },
    );
    const out = evaluate(
      cari,
      { ...first.data, tc: '1234567890' },
      { phase: 'change', prev: first.data, state: first.state, explain: true },
    );
    expect(pick(out.decisions, 'restore')).toEqual([
      expect.objectContaining({
        rule: 'tc-sirket-sahis',
        fields: ['unvan'],
        values: { unvan: 'Deniz A.Ş.' },
      }),
    ]);
    // name_basic was empty: the clear changed nothing and is not reported.
    expect(pick(out.decisions, 'clear')).toEqual([]);
  });

  it('record defaults, sets, warnings and invalid messages with their rule', () => {
    const rules: Rule[] = [
      { id: 'varsayilan', then: [{ default: { tip: 2 } }] },
      {
        id: 'fazla',
        note: 'ödeme tutarı aşamaz',
        when: { field: 'odenen', number: { gt: { field: 'tutar' } } },
        then: [
          { warn: 'Ürün fiyatından daha fazla ödeyemezsiniz!' },
          { set: { odenen: { field: 'tutar' } } },
        ],
      },
      {
        id: 'taksit',
        when: { field: 'taksit', number: { lt: 0 } },
        then: [{ invalid: 'taksit', message: 'Sıfırdan küçük taksit girilemez.' }],
      },
    ];
    const created = evaluate(rules, { tutar: '10' }, { phase: 'create', explain: true });
    expect(pick(created.decisions, 'default')).toEqual([
      { rule: 'varsayilan', branch: 'then', kind: 'default', fields: ['tip'], values: { tip: 2 } },
    ]);
    const out = evaluate(
      rules,
      { ...created.data, odenen: '12', taksit: '-1' },
      { phase: 'change', prev: created.data, state: created.state, explain: true },
    );
    expect(pick(out.decisions, 'warn')).toEqual([
      expect.objectContaining({
        rule: 'fazla',
        note: 'ödeme tutarı aşamaz',
        message: out.warnings[0].message,
      }),
    ]);
    expect(pick(out.decisions, 'set')).toEqual([
      expect.objectContaining({ rule: 'fazla', fields: ['odenen'], values: { odenen: '10' } }),
    ]);
    expect(pick(out.decisions, 'invalid')).toEqual([
      expect.objectContaining({
        rule: 'taksit',
        fields: ['taksit'],
        message: 'Sıfırdan küçük taksit girilemez.',
      }),
    ]);
    expect(pick(out.decisions, 'default')).toEqual([]);
  });

  it('a rule given without an id runs under <name>#<index>, its place in the whole set', () => {
    const rules = [
      { id: 'satir', scope: 'line', then: [{ require: ['miktar'] }] },
      { when: { field: 'a', empty: true }, then: [{ hide: ['b'] }], otherwise: [{ show: ['b'] }] },
    ] as unknown as Rule[];
    const out = evaluate(rules, {}, { phase: 'edit', explain: true, name: 'cari_hesap' });
    expect(out.decisions).toEqual([{ rule: 'cari_hesap#1', branch: 'then', kind: 'hide', fields: ['b'] }]);
    expect(out.state.branches).toEqual({ 'cari_hesap#1': true });
    expect(out.fields.b).toEqual({ hidden: true });
    // The branch memory follows the derived id from one run to the next.
    const next = evaluate(
      rules,
      { a: 'x' },
      { phase: 'change', prev: {}, state: out.state, name: 'cari_hesap' },
    );
    expect(next.fields.b).toEqual({});
  });

  it('the last show/hide of a field wins, and both decisions stay listed in rule order', () => {
    const rules: Rule[] = [
      { id: 'gizle', then: [{ hide: ['x'] }] },
      { id: 'goster', note: 'sonra gelen kazanır', then: [{ show: ['x'] }] },
    ];
    const out = evaluate(rules, {}, { phase: 'edit', explain: true });
    expect(out.decisions.map((d) => `${d.rule}:${d.kind}`)).toEqual(['gizle:hide', 'goster:show']);
    expect(out.fields.x).toEqual({});
  });
});
