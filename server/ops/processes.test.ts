import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, postJson, spawnDefter, waitReady, type DefterProcess } from '../test/processes';

// Several real server processes (`node --import tsx server/main.ts`) on one PostgreSQL database: they start at the
// same instant on a fresh database, and a user moves between them in the middle of a flow. PostgreSQL only
// (TEST_DATABASE_URL; skipped without it): PGlite is one process per data directory.

const adminUrl = process.env.TEST_DATABASE_URL;
const running: DefterProcess[] = [];

async function start(env: Record<string, string>, script?: string) {
  const p = await spawnDefter(env, script);
  running.push(p);
  return p;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((p) => p.stop('SIGKILL')));
});

describe.skipIf(!adminUrl)('several processes on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let client: pg.Client;
  const one = async <T = any>(text: string, params: unknown[] = []) =>
    (await client.query(text, params)).rows[0] as T;

  beforeAll(async () => {
    database = await freshDatabase(adminUrl!);
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  it('three processes started at the same instant on a fresh database all become ready, and the seed exists once', async () => {
    const env = { DATABASE_URL: database.url };
    const procs = await Promise.all([start(env), start(env), start(env)]);
    await Promise.all(procs.map((p) => waitReady(p)));
    for (const p of procs) expect((await fetch(`${p.url}/readyz`)).status).toBe(200);

    const migrations = await one<{ n: number }>('select count(*)::int as n from kysely_migration');
    const seeded = procs.flatMap((p) => p.logged('ready in')).filter((l) => / seeded;/.test(l.msg));
    expect(seeded, 'exactly one process seeded').toHaveLength(1);
    expect(procs.flatMap((p) => p.logged('ready in')).map((l) => l.msg)).toHaveLength(3);
    expect(await one('select count(*)::int as n from seed_state')).toEqual({ n: 2 });
    expect(
      await one(`select count(*)::int as n from departments where name_basic = 'Demo Ticaret A.Ş.'`),
    ).toEqual({
      n: 1,
    });
    expect(await one(`select count(*)::int as n from users where email = 'demo@defter.local'`)).toEqual({
      n: 1,
    });
    expect(migrations.n).toBeGreaterThan(0);
    // Every process serves: a login on each.
    for (const p of procs)
      expect(
        (await postJson(p.url, '/login', { email: 'demo@defter.local', password: 'Demo1234!' })).status,
      ).toBe(200);
  });
});
