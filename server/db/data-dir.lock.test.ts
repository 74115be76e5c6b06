import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { LOCK_FILE, lockDataDir } from './data-dir.lock';

// PGlite is one process per data directory and does not refuse a second opener itself: Defter does, so that a
// second server on the same DATA_DIR stops with a clear message instead of writing the same files.

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'defter-lock-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the data directory', () => {
  it('is refused to a second opener while the first holds it, and free again once the first has closed', async () => {
    const first = await openDatabase({ dataDir: dir });
    expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      `DATA_DIR ${dir} is in use by another Defter process (pid ${process.pid})`,
    );
    // The refusal changed nothing: the first still works.
    expect((await sql<{ x: number }>`select 1 as x`.execute(first.db)).rows).toEqual([{ x: 1 }]);
    await first.close();
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  });

  it('is taken over from a process that is gone (a crash left its pid file)', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    await writeFile(path.join(dir, LOCK_FILE), gone.stdout.trim());
    const release = await lockDataDir(dir);
    expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    await release();
    await expect(readFile(path.join(dir, LOCK_FILE), 'utf8')).rejects.toThrow(/ENOENT/);
  });
});
