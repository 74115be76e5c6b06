import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnIds, select, text } from '../catalog/columns';
import type { CatalogColumn, TableDef } from '../catalog/types';
import { createTestContext, type TestContext } from '../test/harness';
import { filterCondition, selectionOf } from './list.query';
import { countRows, liveSource, selectPage } from './table.repository';

// The filter kinds no catalogue table has yet (multiselect jsonb arrays, time of day, numeric with
// decimals), run against the real database on a table made for the test.

let t: TestContext;
const n = columnIds(900);
const columns: CatalogColumn[] = [
  text(n(10), 'name_basic', 'Ad'),
  select(n(11), 'etiketler', 'Etiketler', 'sehirler', {
    gui_type_name: 'multiselect',
    db_type_name: 'jsonb',
  }),
  text(n(12), 'saat', 'Saat', { gui_type_name: 'time', db_type_name: 'time' }),
  text(n(13), 'tutar', 'Tutar', { gui_type_name: 'money', db_type_name: 'numeric', scale: 2 }),
];
const table: TableDef = {
  name: 'filtre_deneme',
  display_name: 'Deneme',
  scope: 'global',
  display_column: 'name_basic',
  columns,
};
const byName = Object.fromEntries(columns.map((c) => [c.name, c]));

async function names(column: string, f: Record<string, unknown>) {
  const where = [filterCondition(byName[column], f as never)!];
  const rows = await selectPage(t.database.db, {
    source: liveSource(table, 0),
    selection: selectionOf([byName.name_basic]),
    where,
    orderBy: [sql`t.id`],
    limit: 100,
    offset: 0,
  });
  expect(await countRows(t.database.db, { source: liveSource(table, 0), where })).toBe(rows.length);
  return rows.map((r) => r.name_basic);
}

beforeAll(async () => {
  t = await createTestContext({ demo: false });
  await sql`create table filtre_deneme (id serial primary key, name_basic text, etiketler jsonb, saat time, tutar numeric(18,2))`.execute(
    t.database.db,
  );
  await sql`insert into filtre_deneme (name_basic, etiketler, saat, tutar) values
    ('a', '[34, 6]', '09:15', 10.50), ('b', '[34]', '13:00', 1234567890123.45), ('c', '[]', null, -2.00),
    ('d', null, '23:59:59', 0.10)`.execute(t.database.db);
});
afterAll(() => t.close());

describe('filters on a multiselect (jsonb array of ids)', () => {
  it('1 any of the ids, 2 all of the ids, 100 empty, 101 not empty', async () => {
    expect(await names('etiketler', { type: 1, filter: [6, 35] })).toEqual(['a']);
    expect(await names('etiketler', { type: 1, filter: [34] })).toEqual(['a', 'b']);
    expect(await names('etiketler', { type: 2, filter: [34, 6] })).toEqual(['a']);
    expect(await names('etiketler', { type: 2, filter: ['34'] })).toEqual(['a', 'b']);
    expect(await names('etiketler', { type: 100 })).toEqual(['c', 'd']);
    expect(await names('etiketler', { type: 101 })).toEqual(['a', 'b']);
  });
});

describe('filters on a time of day and on exact decimals', () => {
  it('time =, <, >, between', async () => {
    expect(await names('saat', { type: 1, filter: '9:15' })).toEqual(['a']);
    expect(await names('saat', { type: 2, filter: '13:00' })).toEqual(['a']);
    expect(await names('saat', { type: 3, filter: '13:00:00' })).toEqual(['d']);
    expect(await names('saat', { type: 4, filter: '09:00', filter2: '13:00' })).toEqual(['a', 'b']);
  });

  it('compares decimals exactly, with a comma or a dot', async () => {
    expect(await names('tutar', { type: 1, filter: '1234567890123.45' })).toEqual(['b']);
    expect(await names('tutar', { type: 4, filter: '1234567890123.44' })).toEqual(['b']);
    expect(await names('tutar', { type: 3, filter: '0,1' })).toEqual(['c']);
    expect(await names('tutar', { type: 2, filter: '0.10' })).toEqual(['a', 'b', 'c']);
  });
});
