import { describe, expect, it } from 'vitest';
// The server's catalogue is plain data; reading it here keeps every page definition honest about names.
import { findTable } from '../../server/catalog';
import { allColumns, publicMeta } from '../../server/catalog/columns';
import { translate } from '../engine/schema/translate';
import { usersPage } from '../pages/admin/usersPage';
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

// 002 §2: "No draft controls for departments, sube, users, firma_adres, e_form, e_onay."
const NO_DRAFT_TABLES = ['departments', 'sube', 'users', 'firma_adres', 'e_form', 'e_onay'];

describe('draft controls', () => {
  it('are turned off by every page of the spec’s tables without drafts', () => {
    const defs = [...pages, usersPage].filter((p) => NO_DRAFT_TABLES.includes(p.table));
    expect(defs.map((p) => p.table)).toEqual(expect.arrayContaining(['firma_adres', 'users']));
    expect(defs.filter((p) => p.drafts !== false).map((p) => p.table)).toEqual([]);
  });
});
