import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seed } from '../db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory (tar) migrated and seeded with the demo data, once per run. */
    defterPgliteTemplate: string;
    /** A PostgreSQL database migrated and seeded with the demo data, once per run: the template of each file's. */
    defterPgTemplate: string;
    /** Where the storybook project writes its Empty stories' screenshots (.storybook/vitest.setup.ts). */
    storyShots: string;
  }
}

// The server suites' seeded database, made once per test run instead of once per test file (docs/architecture.md,
// "Tests"): migrating and seeding the demo data costs ≈ 13 s of CPU, and ~200 files each did it. Each file still gets
// a database of its own — PGlite opens a copy of the dumped data directory, PostgreSQL clones the template database
// (`create database … template …`) — so no file sees another's writes. `DEFTER_TEST_TEMPLATE=0` turns it off (every
// file migrates and seeds as before). A file that asks for `demo: false` still migrates and seeds its own.
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  if (process.env.DEFTER_TEST_TEMPLATE === '0') return;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `defter_tpl_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: u.toString(), poolMax: 4 });
    try {
      await migrateToLatest(database.db);
      await seed(database.db, { demo: true });
    } finally {
      await database.close();
    }
    project.provide('defterPgTemplate', name);
    return async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    };
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  let file: string;
  try {
    await migrateToLatest(database.db);
    await seed(database.db, { demo: true });
    const dump = await database.dumpDataDir!();
    file = path.join(tmpdir(), `defter-test-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('defterPgliteTemplate', file);
  return async () => {
    await rm(file, { force: true });
  };
}
