import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkRules } from '../../domain/rules';
import cariHesap from '../../src/schemas/cari_hesap';

// docs/rules.md writes every rule of 002 §4 in the language: each JSON block must be a well-formed rule set.

const doc = readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8');
const blocks = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]) as unknown[]);

describe('docs/rules.md', () => {
  it('has the rule blocks', () => expect(blocks.length).toBeGreaterThanOrEqual(6));

  it.each(blocks.map((b, i) => [i, b] as const))('block %i is a well-formed rule set', (_, block) => {
    expect(checkRules(block)).toEqual([]);
  });

  it('shows cari_hesap’s rules exactly as its page definition holds them', () => {
    const shown = blocks.find((b) => (b[0] as { id?: string }).id === 'tc-sirket-sahis');
    const stripped = cariHesap.rules!.map(({ note: _note, ...r }) => r);
    expect(shown).toEqual(stripped);
  });
});
