import type { AuthVerb, Session } from '../app-env';
import { findTable } from '../catalog';
import type { TableDef } from '../catalog/types';
import { AppError, Codes } from '../lib/errors';
import { lineHeaderOf } from './table.lines';

/** The service's verbs. */
export type Verb =
  'list' | 'show' | 'edit' | 'create' | 'store' | 'update' | 'delete' | 'deleted' | 'archive' | 'restore';

/** Which auths list each verb needs (docs/table-service.md). */
export const VERB_AUTH: Record<Verb, AuthVerb> = {
  list: 'lists',
  show: 'shows',
  edit: 'edits',
  create: 'creates',
  store: 'creates',
  update: 'edits',
  delete: 'delete',
  deleted: 'deleteds',
  archive: 'shows',
  restore: 'restore',
};

const READS: ReadonlySet<Verb> = new Set(['list', 'show']);
/** What a company whose subscription has ended may not do to its data: every write (forms still load). */
const DATA_WRITES: ReadonlySet<Verb> = new Set(['store', 'update', 'delete', 'restore']);
/**
 * The verbs of a line table that write (or load a form of) one row: served only on a line table whose header keeps
 * its lines (`TableDef.lines`, row by row: server/tables/line-rows.ts) and only to a caller who may also update
 * the header, since every line write rewrites the header's totals. Restore stays the header's (its version
 * rebuilds the lines). server/auth/auths.ts grants exactly these.
 */
const LINE_WRITES: ReadonlySet<Verb> = new Set(['create', 'edit', 'store', 'update', 'delete', 'restore']);
const LINE_ROW_WRITES: ReadonlySet<Verb> = new Set(['create', 'edit', 'store', 'update', 'delete']);

const noAuth = () => new AppError(Codes.noAuth, 400);

/**
 * The table if the caller's package and role may use it at all: a name the catalogue does not hold answers
 * `fail.table.name`, a table the caller may not use `no.auth`.
 */
export function usableTable(session: Session, name: string): TableDef {
  const table = findTable(name);
  if (!table) throw new AppError(Codes.tableName, 400);
  if (!tableAllowed(session, table)) throw noAuth();
  return table;
}

/** The company's package includes the table, and the table is not admin-only for a non-admin. */
export function tableAllowed(session: Pick<Session, 'packageId' | 'isAdmin'>, table: TableDef): boolean {
  if (table.packages && !(table.packages as number[]).includes(session.packageId)) return false;
  return !table.adminOnly || session.isAdmin;
}

/** The column-set ids the session holds for a verb on a table (empty: none). */
export function permittedSets(session: Session, table: TableDef, verb: Verb): string[] {
  const ids = session.auths?.tables?.[table.name]?.[VERB_AUTH[verb]];
  return Array.isArray(ids) ? ids.map(String) : [];
}

/**
 * Checks that the caller may run `verb` on `table` with the column set it asked for (null: its first one).
 * Global lookups are readable by everyone and written by no one; shared tables are readable by everyone.
 * Returns the column-set id in effect.
 */
export function authorize(
  session: Session,
  table: TableDef,
  verb: Verb,
  requestedSet: string | null,
): string {
  if (table.scope === 'global') {
    if (!READS.has(verb)) throw noAuth();
    return '0';
  }
  // A shared table's global rows are reference data: everyone reads the table, the auths govern the rest.
  if (table.scope === 'shared' && READS.has(verb) && !permittedSets(session, table, verb).length) return '0';
  const header = table.parent ? lineHeaderOf(table) : undefined;
  if (table.parent && LINE_WRITES.has(verb)) {
    if (!header || !LINE_ROW_WRITES.has(verb)) throw noAuth();
    if (!tableAllowed(session, header)) throw noAuth();
    authorize(session, header, verb === 'create' || verb === 'edit' ? 'edit' : 'update', null);
  }
  if (table.readOnly && !READS.has(verb)) throw noAuth();
  if (verb === 'store' && table.creatable === false) throw noAuth();
  if (verb === 'create' && table.creatable === false) throw noAuth();
  if (verb === 'delete' && table.deletable === false) throw noAuth();
  const sets = permittedSets(session, table, verb);
  if (!sets.length) throw noAuth();
  if (requestedSet !== null && !sets.includes(requestedSet)) throw noAuth();
  // The company's data, not the user's own things (favourites, notifications), waits for the payment.
  if (session.subscriptionEnded && DATA_WRITES.has(verb) && !table.perUser && !table.userScope)
    throw new AppError(Codes.subscriptionEnded, 400);
  return requestedSet ?? sets[0];
}

/** True when the caller may use `verb` on the table (for select data: create, edit or list). */
export function mayUse(session: Session, table: TableDef, verb: Verb): boolean {
  try {
    authorize(session, table, verb, null);
    return true;
  } catch {
    return false;
  }
}
