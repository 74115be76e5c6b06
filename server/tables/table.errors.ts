import { AppError, Codes } from '../lib/errors';

type Kind = 'write' | 'delete' | 'restore';

const FOREIGN_KEY: Record<Kind, string> = {
  write: Codes.reference,
  delete: Codes.inUse,
  restore: Codes.restoreReference,
};

/**
 * Runs a write and turns the database's integrity errors into 400 answers with their own code (a branch
 * still used by a bank card cannot be deleted; an old version may point at a record that is gone).
 */
export async function dbErrors<T>(kind: Kind, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code =
      typeof err === 'object' && err !== null ? String((err as { code?: unknown }).code ?? '') : '';
    if (code === '23503') throw new AppError(FOREIGN_KEY[kind], 400);
    if (code === '23505') throw new AppError(Codes.duplicate, 400);
    if (code === '23502' || code === '23514')
      throw new AppError(kind === 'restore' ? Codes.restoreRequired : Codes.required, 400);
    if (code.startsWith('22')) throw new AppError(Codes.value, 400);
    throw err;
  }
}
