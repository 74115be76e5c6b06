import { open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';

/** The file in DATA_DIR that names the process using it. */
export const LOCK_FILE = 'defter.pid';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims the embedded database's folder for this process. PGlite is one process per data directory and does not
 * refuse a second one itself (two writers would corrupt the files), so Defter writes its pid into `defter.pid`
 * and refuses to start while another live process holds it; a file left by a process that is gone (a crash,
 * kill -9) is taken over. Returns the release, which removes the file if it is still this process's.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const file = path.join(dir, LOCK_FILE);
  const mine = String(process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(mine);
      await handle.close();
      return async () => {
        if ((await readFile(file, 'utf8').catch(() => '')).trim() === mine)
          await unlink(file).catch(() => {});
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(holder) && holder > 0 && alive(holder))
      throw new Error(
        `DATA_DIR ${dir} is in use by another Defter process (pid ${holder}). The embedded database (PGlite) ` +
          'serves one process only: stop that process, or run several processes on PostgreSQL (DATABASE_URL). ' +
          `If no Defter process runs, delete ${file}.`,
      );
    await unlink(file).catch(() => {});
  }
  throw new Error(`DATA_DIR ${dir}: could not claim ${file}.`);
}
