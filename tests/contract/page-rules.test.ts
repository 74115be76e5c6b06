import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkRules, ruleNames } from '../../domain/rules';
import { findTable } from '../../server/catalog';
import { allColumns } from '../../server/catalog/columns';
import { pageRulesOf } from '../../server/tables/page.rules';
import { pages } from '../../src/schemas';
import { formattedPageRules, PAGE_RULES_FILE } from '../../scripts/lib/page-rules';

// Every page definition's rules (docs/rules.md): well formed, and naming only what exists — the table's
// columns, the page's groups, catalogue tables — so a renamed column cannot silently switch a rule off.

const withRules = pages.filter((p) => p.rules?.length);

describe.each(withRules.map((p) => [p.table, p] as const))('rules of %s', (table, def) => {
  const rules = def.rules!;
  const names = ruleNames(rules);
  const columns = new Set(allColumns(findTable(table)!).map((c) => c.name));

  it('are well formed', () => expect(checkRules(rules)).toEqual([]));

  it('read and write only columns of the table (header rules, and what line rules read of the header)', () => {
    const header = names.fields.filter((f) => (f.scope === 'header' && f.of !== 'row') || f.of === 'header');
    expect(header.filter((f) => !columns.has(f.field)).map((f) => `${f.rule}: ${f.field}`)).toEqual([]);
  });

  it("read and write only columns of the line table (line rules' own fields)", () => {
    const own = names.fields.filter((f) => f.scope === 'line' && f.of === 'own');
    const lineTable = findTable(table)?.lines?.table;
    if (!own.length) return;
    expect(lineTable, 'line rules on a table without lines').toBeDefined();
    const lineColumns = new Set(allColumns(findTable(lineTable!)!).map((c) => c.name));
    expect(own.filter((f) => !lineColumns.has(f.field)).map((f) => `${f.rule}: ${f.field}`)).toEqual([]);
  });

  it('name only groups of the page and tables of the catalogue', () => {
    const groups = new Set((def.groups ?? []).map((g) => g.id));
    expect(names.groups.filter((g) => !groups.has(g))).toEqual([]);
    expect(names.tables.filter((t) => !findTable(t))).toEqual([]);
  });

  it('are the ones the server runs on save', () => {
    expect(pageRulesOf(table)?.rules).toEqual(pages.find((p) => p.table === table && p.rules?.length)!.rules);
  });
});

it('the tables with rules include cari_hesap', () => {
  expect(withRules.map((p) => p.table)).toContain('cari_hesap');
});

it('the server reads them as data: domain/api/page-rules.ts is what the page definitions give (else run `npm run catalogue:types`)', async () => {
  expect(readFileSync(PAGE_RULES_FILE, 'utf8')).toBe(await formattedPageRules());
});
