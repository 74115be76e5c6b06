import type { Session } from '../app-env';
import type { TableDef } from '../catalog/types';
import type { Db } from '../db/database';
import { databaseFileStore, type FileStore } from '../files/file.store';
import { saveFiles } from '../files/files.field';
import { writeLines } from './table.lines';
import * as repo from './table.repository';
import { hooksOf } from './table.hooks';
import { validateWrite } from './table.validate';

// The update of one stored row, shared by the table service (table.service.ts) and the row-by-row line writes
// (line-rows.ts), so that neither imports the other.

type Row = Record<string, unknown>;

/** Who writes, as `updateLocked` needs it: the company, the user and the token (none for code of the server). */
export interface Writer {
  departmentId: number;
  userId: number;
  tokenId?: number;
  files?: FileStore;
  /** Collects the warnings the hooks give (`HookContext.warn`): the save stands, the answer carries them. */
  warnings?: string[];
}

/** The writer of a request. */
export const writerOf = (c: { session: Session; files?: FileStore }): Writer => ({
  departmentId: c.session.departmentId,
  userId: c.session.userId,
  tokenId: c.session.tokenId,
  files: c.files,
});

/** How `updateLocked` writes a document's line rows: by default `writeLines` (replace them all). */
export type LineRowWriter = (trx: Db, row: Row, w: { departmentId: number; userId: number }) => Promise<void>;

/**
 * The body of update, on a row already read and locked (`for update`) in `trx`: validation, hooks, archive,
 * write, lines, afterWrite. Answers the field errors (line cells as `lineErrorKey`), or null when written.
 * The row-by-row line writes (server/tables/line-rows.ts) run their header through here too, with their own
 * line-row writer, so a header changes the same way whichever way its lines come.
 */
export async function updateLocked(
  trx: Db,
  c: Writer,
  table: TableDef,
  id: number,
  old: Row,
  body: Row,
  writeRows: LineRowWriter = (db, row, w) => writeLines(db, table, id, row, w),
): Promise<Record<string, string[]> | null> {
  const departmentId = c.departmentId;
  const ctx = { departmentId, userId: c.userId, tokenId: c.tokenId, id, old };
  const { values, errors } = await validateWrite(trx, table, body, ctx);
  if (Object.keys(errors).length) return errors;
  const toWrite = (await hooksOf(table)?.beforeWrite?.(values, { db: trx, table, ...ctx })) ?? values;
  if (!Object.keys(toWrite).length) return null;
  await repo.archiveStoredRow(trx, { table, id, departmentId, action: 'update', userId: ctx.userId });
  const row = await saveFiles(trx, c.files ?? databaseFileStore, table, id, toWrite, ctx);
  await repo.updateRow(trx, table, id, row, ctx);
  await writeRows(trx, row, ctx);
  await repo.keepFlagSingle(trx, table, id, ctx);
  await hooksOf(table)?.afterWrite?.(row, { db: trx, table, ...ctx, warn: (m) => c.warnings?.push(m) });
  return null;
}
