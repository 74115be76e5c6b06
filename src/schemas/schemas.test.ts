import { describe, expect, it } from 'vitest';
// The server's catalogue is plain data; reading it here keeps every page definition honest about names.
import { findTable } from '../../server/catalog';
import { allColumns, publicMeta } from '../../server/catalog/columns';
import { translate } from '../engine/schema/translate';
import { pages } from './index';

describe.each(pages.map((p) => [p.table, p] as const))('page definition %s', (_, def) => {
  const table = findTable(def.table);
  const names = new Set(table ? allColumns(table).map((c) => c.name) : []);

  it('names a table of the catalogue', () => expect(table).toBeDefined());

  it('names only catalogue columns in its groups and list', () => {
    const used = [...(def.groups ?? []).flatMap((g) => g.columns), ...(def.listColumns ?? [])];
    expect(used.filter((n) => !names.has(n))).toEqual([]);
  });

  it('places every shown form column in a titled group', () => {
    const { uiSchema } = translate(allColumns(table!).map(publicMeta), {
      table: def.table,
      groups: def.groups,
    });
    const groups = (uiSchema['ui:options'] as { groups: { title?: string; columns: string[] }[] }).groups;
    expect(groups.filter((g) => !g.title).flatMap((g) => g.columns)).toEqual([]);
  });
});
