import { AppError } from '../lib/errors';

type Kind = 'write' | 'delete' | 'restore';

const FOREIGN_KEY: Record<Kind, string> = {
  write: 'Seçilen kayıtlardan biri artık mevcut değil.',
  delete: 'Bu kayıt başka kayıtlarda kullanıldığı için silinemez.',
  restore: 'Kayıt geri yüklenemedi: bağlı olduğu bir kayıt artık mevcut değil.',
};

/**
 * Runs a write and turns the database's integrity errors into 400 answers with a Turkish message (a branch
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
    if (code === '23505') throw new AppError('Aynı bilgilere sahip başka bir kayıt var.', 400);
    if (code === '23502' || code === '23514') {
      throw new AppError(
        kind === 'restore' ? 'Kayıt geri yüklenemedi: zorunlu bir alan boş.' : 'Zorunlu bir alan boş.',
        400,
      );
    }
    if (code.startsWith('22')) throw new AppError('Geçersiz değer.', 400);
    throw err;
  }
}
