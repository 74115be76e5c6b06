import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allTables } from '../../server/catalog';
import { schemaDiff, syncCatalogue } from '../../server/db/catalogue-schema';
import { createTestContext, type TestContext } from '../../server/test/harness';

// The database schema follows the catalogue (docs/adding-a-table.md): after every migration and the catalogue
// sync, each catalogue table and column exists with the catalogue's type, numeric precision and scale, and no
// NOT NULL the catalogue does not require. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('the schema and the catalogue', () => {
  it('agree on every table and column (the diff lists each mismatch)', async () => {
    expect(await schemaDiff(t.database.db, allTables())).toEqual([]);
  });

  it('leave the catalogue sync nothing to do once migrated', async () => {
    expect(await syncCatalogue(t.database.db, allTables())).toEqual([]);
  });
});
