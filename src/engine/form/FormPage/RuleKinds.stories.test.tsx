import { composeStories } from '@storybook/react-vite';
import { afterEach, describe, expect, it } from 'vitest';
import { CONDITION_KEYS, EFFECT_KEYS, type Condition, type Rule } from '../../../../domain/rules';
import { dismissToast, getToasts } from '../../../services/notify';
import * as lineStories from '../../lines/LineTableWidget/LineTableWidget.stories';
import type { PageDefinition } from '../../../../domain/pages/page.types';
import * as formPageStories from './FormPage.stories';
import * as stories from './RuleKinds.stories';

describe('RuleKinds stories', () => {
  afterEach(() => getToasts().forEach((t) => dismissToast(t.id)));
  for (const [name, Story] of Object.entries(composeStories(stories)))
    it(name, async () => {
      await Story.run();
    });
});

// Issue 3 part 8: a story for every rule kind, whose play function asserts it. Each rule story names the kinds
// it asserts in `parameters.ruleKinds`; together they must name every effect and condition of domain/rules, and
// a story may only name a kind its page's rules really use.

/**
 * Besides the effects and field tests: and / or / not, a bound naming another field, a line rule (run per row of
 * the line grid) and a line rule's test of the header (`of: 'header'`).
 */
const OTHER_KINDS = ['all', 'any', 'not', 'fieldBound', 'line', 'ofHeader'] as const;
const ALL_KINDS = [...EFFECT_KEYS, ...CONDITION_KEYS, ...OTHER_KINDS];

/** The kinds a rule set uses. */
function kindsOf(rules: readonly Rule[]): Set<string> {
  const out = new Set<string>();
  const condition = (c: Condition): void => {
    if ('all' in c || 'any' in c) {
      const kind = 'all' in c ? 'all' : 'any';
      out.add(kind);
      ('all' in c ? c.all : c.any).forEach(condition);
      return;
    }
    if ('not' in c) {
      out.add('not');
      return condition(c.not);
    }
    for (const k of CONDITION_KEYS) if (k in c) out.add(k);
    if (c.of === 'header') out.add('ofHeader');
    const bounds = 'length' in c ? c.length : 'number' in c ? c.number : {};
    if (Object.values(bounds).some((b) => typeof b === 'object')) out.add('fieldBound');
  };
  for (const r of rules) {
    if (r.scope === 'line') out.add('line');
    if (r.when) condition(r.when);
    for (const e of [...(r.then ?? []), ...(r.otherwise ?? [])])
      for (const k of EFFECT_KEYS) if (k in e) out.add(k);
  }
  return out;
}

/** A composed story as this check reads it. */
interface Composed {
  parameters: { ruleKinds?: string[] };
  args: { def?: PageDefinition; rules?: readonly Rule[] };
  play?: unknown;
}

const ruleStories = [formPageStories, stories, lineStories].flatMap((m) =>
  Object.entries(composeStories(m) as Record<string, Composed>)
    .map(([name, s]) => ({
      name,
      kinds: s.parameters.ruleKinds ?? [],
      play: s.play,
      rules: s.args.def?.rules ?? s.args.rules ?? [],
    }))
    .filter((s) => s.kinds.length),
);

describe('the rule stories', () => {
  it('together assert every effect and condition kind', () => {
    const named = new Set(ruleStories.flatMap((s) => s.kinds));
    expect(ALL_KINDS.filter((k) => !named.has(k))).toEqual([]);
  });

  it.each(ruleStories.map((s) => [s.name, s] as const))(
    '%s has a play function and uses what it names',
    (_, s) => {
      expect(s.play).toBeTypeOf('function');
      const used = kindsOf(s.rules);
      expect(s.kinds.filter((k) => !used.has(k))).toEqual([]);
    },
  );
});
