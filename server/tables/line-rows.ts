import { labelOf, validation } from '../../domain/messages';
import type { Session } from '../app-env';
import { allColumns } from '../catalog/columns';
import type { TableDef } from '../catalog/types';
import type { Db } from '../db/database';
import type { FileStore } from '../files/file.store';
import { AppError, Codes } from '../lib/errors';
import { dbErrors } from './table.errors';
import { foldLineErrors, lineHeaderOf, lineInputColumns, lineTableOf, syncLineRows } from './table.lines';
import * as repo from './table.repository';
import { updateLocked, writerOf, type Writer } from './table.update';
import { relationId } from './values.coerce';

// Line tables written row by row (issue 11 item 9, docs/line-tables.md "Row by row"): store / update / delete on
// a line table (`satis_fatura_hizmet`…) become a change of its header's lines, run through the header's own
// update (updateLocked: the same line reading, page rules, domain calculation, bounds and totals as a save of the
// whole document) in one transaction that locks the header first. The header's lines column stays the source of
// truth; the line rows follow it with their ids kept (syncLineRows). It never names a table.

type Row = Record<string, unknown>;
type FieldErrors = Record<string, string[]>;

/** Who writes: the session (company, user) and the file store the header's update may need. */
export interface LineCaller {
  db: Db;
  session: Session;
  files?: FileStore;
}

const failId = () => new AppError(Codes.failId, 400);
const isObject = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
const linesOf = (v: unknown): Row[] => (Array.isArray(v) ? v.filter(isObject) : []);

/** The line table, its header and the header's lines column, or no.auth when the table is no such line table. */
function partsOf(lineTable: TableDef) {
  const header = lineHeaderOf(lineTable);
  if (!header?.lines || !lineTable.parent) throw new AppError(Codes.noAuth, 400);
  return { header, json: header.lines.json_column, parent: lineTable.parent };
}

/**
 * The errors of the header's update as a line table's answer: the cells of the written line under their own
 * column (`miktar`), the other lines' as the usual summary (`line_errors` too), header fields as they are.
 */
function lineAnswer(header: TableDef, json: string, index: number, errors: FieldErrors) {
  const own: FieldErrors = {};
  const rest: FieldErrors = {};
  const prefix = `${json}[${index}].`;
  for (const [key, messages] of Object.entries(errors)) {
    if (key.startsWith(prefix)) own[key.slice(prefix.length)] = messages;
    else rest[key] = messages;
  }
  const folded = foldLineErrors(header, rest);
  return { message: 'error' as const, ...folded, errors: { ...folded.errors, ...own } };
}

/** The header row of the caller's company, locked; undefined when there is none. */
async function lockHeader(trx: Db, header: TableDef, id: number, departmentId: number) {
  return repo.findStoredRow(trx, header, id, departmentId, true);
}

/**
 * Rewrites a header's lines in the transaction `trx`, on the header row `old` already locked: the new `lines`
 * (each a body line or a stored line), `origin[i]` the old position of line i (null: new). Answers the field
 * errors (line cells under `lineErrorKey`) or the row id of every line.
 */
async function writeHeaderLines(
  trx: Db,
  c: Writer,
  header: TableDef,
  id: number,
  old: Row,
  lines: Row[],
  origin: (number | null)[],
): Promise<{ errors: FieldErrors } | { ids: number[] }> {
  const json = header.lines!.json_column;
  const oldLines = linesOf(old[json]);
  let ids: number[] | null = null;
  const errors = await updateLocked(trx, c, header, id, old, { [json]: lines }, async (db, row, w) => {
    if (json in row)
      ids = await syncLineRows(db, header, id, { oldLines, lines: linesOf(row[json]), origin }, w);
  });
  if (errors) return { errors };
  // Nothing changed (the lines came out as stored): the rows stay, in the order of the old lines.
  if (!ids) ids = await rowIds(trx, header, id, c.departmentId);
  return { ids };
}

/** The row ids of a header's lines, in their order. */
async function rowIds(trx: Db, header: TableDef, id: number, departmentId: number): Promise<number[]> {
  const lineTable = lineTableOf(header)!;
  const rows = await trx
    .selectFrom(lineTable.name)
    .select('id')
    .where(lineTable.parent!.column, '=', id)
    .where('department_id', '=', departmentId)
    .orderBy(lineTable.parent!.order_column)
    .execute();
  return rows.map((r) => Number((r as Row).id));
}

/**
 * Recomputes a header from its stored lines and stores the result (totals, line amounts, line rows), in the
 * caller's transaction `trx`, locking the header row first. For code that changed what a document's totals
 * depend on (its type, currency or rate in SQL, a card a line names) and wants the header to agree again.
 * Answers the field errors when the stored lines no longer pass (nothing written), else null; fail.id when the
 * company has no such header.
 */
export async function recomputeHeader(
  trx: Db,
  c: Writer,
  header: TableDef,
  id: number,
): Promise<FieldErrors | null> {
  if (!header.lines) throw new AppError(Codes.noAuth, 400);
  const old = await lockHeader(trx, header, id, c.departmentId);
  if (!old) throw failId();
  const lines = linesOf(old[header.lines.json_column]);
  const r = await writeHeaderLines(
    trx,
    c,
    header,
    id,
    old,
    lines,
    lines.map((_, i) => i),
  );
  return 'errors' in r ? r.errors : null;
}

/** The line columns of a body: only the line's input columns (like a line of the lines column). */
function bodyLine(lineTable: TableDef, body: Row): Row {
  const line: Row = {};
  for (const col of lineInputColumns(lineTable))
    if (Object.prototype.hasOwnProperty.call(body, col.name)) line[col.name] = body[col.name];
  return line;
}

/** store on a line table: a new line at the end of the header named by the body's header link. */
export async function storeLine(c: LineCaller, lineTable: TableDef, body: Row) {
  const { header, json, parent } = partsOf(lineTable);
  const link = allColumns(lineTable).find((col) => col.name === parent.column);
  const label = link?.display_name ?? parent.column;
  const headerId = relationId(body[parent.column]);
  const raw = body[parent.column];
  if (raw === undefined || raw === null || raw === '')
    return { message: 'error' as const, errors: { [parent.column]: [validation.required(label)] } };
  return dbErrors('write', () =>
    c.db.transaction().execute(async (trx) => {
      const old = headerId ? await lockHeader(trx, header, headerId, c.session.departmentId) : undefined;
      if (!headerId || !old)
        return {
          message: 'error' as const,
          errors: { [parent.column]: [validation.invalidChoice(label)] },
        };
      const lines = linesOf(old[json]);
      const r = await writeHeaderLines(
        trx,
        writerOf(c),
        header,
        headerId,
        old,
        [...lines, bodyLine(lineTable, body)],
        [...lines.map((_, i) => i), null],
      );
      if ('errors' in r) return lineAnswer(header, json, lines.length, r.errors);
      return { message: 'success' as const, id: r.ids[lines.length] };
    }),
  );
}

/**
 * The stored line row, its header locked and the line's position among the header's lines; fail.id when the
 * company has no such line. The header is locked before the line is read again, so a concurrent write of another
 * line of the same document waits here and then sees what that one stored.
 */
async function lockedLine(trx: Db, c: LineCaller, lineTable: TableDef, id: number) {
  const { header, json, parent } = partsOf(lineTable);
  const first = await repo.findStoredRow(trx, lineTable, id, c.session.departmentId);
  if (!first) throw failId();
  const headerId = Number(first[parent.column]);
  const old = await lockHeader(trx, header, headerId, c.session.departmentId);
  const row = await repo.findStoredRow(trx, lineTable, id, c.session.departmentId);
  if (!old || !row || Number(row[parent.column]) !== headerId) throw failId();
  const lines = linesOf(old[json]);
  const index = Number(row[parent.order_column]) - 1;
  if (!(index >= 0 && index < lines.length)) throw failId();
  return { header, json, parent, headerId, old, row, lines, index };
}

/** update on a line table: the line's columns the body names change, the others stay; same position. */
export async function updateLine(c: LineCaller, lineTable: TableDef, id: number, body: Row) {
  return dbErrors('write', () =>
    c.db.transaction().execute(async (trx) => {
      const l = await lockedLine(trx, c, lineTable, id);
      // The header link is the line's place: a line does not move to another document.
      if (parent(l, body) !== undefined && parent(l, body) !== l.headerId) {
        const label = labelOf(
          allColumns(lineTable).find((col) => col.name === l.parent.column)?.display_name ?? '',
        );
        return {
          message: 'error' as const,
          errors: {
            [l.parent.column]: [`Satır başka bir ${label.toLocaleLowerCase('tr-TR')} belgesine taşınamaz.`],
          },
        };
      }
      const lines = l.lines.map((line, i) =>
        i === l.index ? { ...line, ...bodyLine(lineTable, body) } : line,
      );
      const r = await writeHeaderLines(
        trx,
        writerOf(c),
        l.header,
        l.headerId,
        l.old,
        lines,
        lines.map((_, i) => i),
      );
      if ('errors' in r) return lineAnswer(l.header, l.json, l.index, r.errors);
      return { message: 'success' as const, id };
    }),
  );
}

/** The header id a line body names (null: not an id), or undefined when it names none. */
function parent(l: { parent: { column: string } }, body: Row): number | null | undefined {
  const raw = body[l.parent.column];
  return raw === undefined || raw === null || raw === '' ? undefined : relationId(raw);
}

/** delete on a line table: the line goes, the ones after it move up, the header's totals follow. */
export async function removeLine(c: LineCaller, lineTable: TableDef, id: number) {
  return dbErrors('delete', () =>
    c.db.transaction().execute(async (trx) => {
      const l = await lockedLine(trx, c, lineTable, id);
      const lines = l.lines.filter((_, i) => i !== l.index);
      const origin = l.lines.map((_, i) => i).filter((i) => i !== l.index);
      const r = await writeHeaderLines(trx, writerOf(c), l.header, l.headerId, l.old, lines, origin);
      // The other lines no longer pass (a rule changed since they were stored): nothing is deleted.
      if ('errors' in r) return { message: 'error' as const, ...foldLineErrors(l.header, r.errors) };
      return { message: 'success' as const };
    }),
  );
}
