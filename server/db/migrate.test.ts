import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestContext, type TestContext } from '../test/harness';
import { migrateDown, migrateToLatest } from './migrate';

describe('migrations', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ demo: false });
  });
  afterAll(() => t.close());

  it('tr_lower folds Turkish capitals the Turkish way, whatever the server locale', async () => {
    const r = await sql<{ v: string }>`select tr_lower('İSTANBUL IĞDIR ÇANAKKALE ŞIRNAK') as v`.execute(
      t.database.db,
    );
    expect(r.rows[0].v).toBe('istanbul ığdır çanakkale şırnak');
  });

  it('every migration rolls back and applies again', async () => {
    const all = await sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(
      t.database.db,
    );
    for (let i = 0; i < all.rows[0].n; i++) await migrateDown(t.database.db);
    const again = await migrateToLatest(t.database.db);
    expect(again.length).toBe(all.rows[0].n);
  });
});
