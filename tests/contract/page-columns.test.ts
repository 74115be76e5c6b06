import { describe, expect, it } from 'vitest';
import { pages } from '../../src/schemas';
import { usersPage } from '../../src/pages/admin/usersPage';
import { unknownColumns } from './page-columns.kit';

// Every page definition names only columns of its catalogue table: its groups, list columns, list totals and
// list indent (docs/adding-a-table.md). `npm run typecheck` catches a typo in a page's own literal arrays; this
// catches it in the arrays helpers build for several pages too.

describe.each([...pages, usersPage].map((p) => [`${p.table} ${p.route}`, p] as const))(
  'page %s',
  (_n, def) => {
    it('names only columns of its catalogue table', () => {
      expect(unknownColumns(def)).toEqual([]);
    });
  },
);

it('finds a misspelled list column or group column', () => {
  const page = pages.find((p) => p.table === 'kategori')!;
  expect(unknownColumns({ ...page, listColumns: ['name_basic', 'descriptoin'] })).toEqual([
    'listColumns: descriptoin',
  ]);
  expect(unknownColumns({ ...page, groups: [{ id: 'g', columns: ['nmae_basic'] }] })).toEqual([
    'group g: nmae_basic',
  ]);
});
