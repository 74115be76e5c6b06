import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startDefter } from './defter';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory the real server migrated and seeded with the demo data, once per e2e run. */
    defterE2eDataDir: string;
  }
}

// The browser suites' seeded database, made once per run (docs/architecture.md, "Tests"): a first start migrates
// and seeds the demo data (≈ 15–20 s on a CI machine), a start on kept data takes ≈ 4 s, and every e2e file starts
// a server of its own. The real server makes the directory (`server/main.ts`, stopped cleanly so PGlite's files
// are whole); each file's server then starts on a copy of it (`startDefter`), so no file sees another's writes.
// `DEFTER_TEST_TEMPLATE=0` turns it off (every file's server seeds its own).
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  if (process.env.DEFTER_TEST_TEMPLATE === '0') return;
  const dir = await mkdtemp(path.join(tmpdir(), 'defter-e2e-template-'));
  const dataDir = path.join(dir, 'data');
  const defter = await startDefter({ DATA_DIR: dataDir, OUTBOX_WORKER: 'off', SCHEDULER: 'off' });
  await defter.stop();
  project.provide('defterE2eDataDir', dataDir);
  return () => rm(dir, { recursive: true, force: true });
}
