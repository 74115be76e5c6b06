import type { TableDef } from '../catalog/types';
import type { Db } from '../db/database';

// A table's behaviour beyond its catalogue entry: the hooks the table service runs around its writes. The
// catalogue holds no behaviour; the capability that owns a table's behaviour writes its hooks
// (server/ledger/ledger.hooks.ts, server/documents/document.hooks.ts…) and server/table-hooks.ts attaches them
// by table name when the app or a migration run starts (docs/architecture.md).

/** What hooks receive besides the values. */
export interface HookContext {
  /** The write's transaction: every hook queries it, never another handle (PGlite has one connection). */
  db: Db;
  table: TableDef;
  /** The caller's company and user. */
  departmentId: number;
  userId: number;
  /** The caller's session token (its id): a hook that ends sessions keeps this one. */
  tokenId?: number;
  /** The id on update; undefined on store. */
  id?: number;
  /** The stored row on update (raw values), read and locked in the write's transaction; undefined on store. */
  old?: Record<string, unknown>;
  /** `validate` only: the field errors found before it (a refused value is missing from `values`). */
  errors?: Readonly<Record<string, string[]>>;
  /**
   * `afterWrite` of a store or update: a warning the save answers with (`warnings`) without refusing it — a sale
   * beyond the stock on hand (docs/stock.md). Absent where nobody reads it (seeds, migrations).
   */
  warn?(message: string): void;
}

/**
 * Behaviour that is not a column rule, in the capability folder that owns it (docs/architecture.md), attached
 * by table name in server/table-hooks.ts. Every hook is optional.
 */
export interface TableHooks {
  /**
   * More field errors, run after the catalogue checks. `values` holds only what this request writes
   * (coerced; null = emptied); `ctx.old` is the stored row on update.
   */
  validate?(values: Record<string, unknown>, ctx: HookContext): Promise<Record<string, string[]>>;
  /** Last change of the values to write before they go to the database (e.g. hashing a password). */
  beforeWrite?(values: Record<string, unknown>, ctx: HookContext): Promise<Record<string, unknown>>;
  /**
   * After a store or update wrote the row (`ctx.id`), inside the same transaction (`ctx.db` is the transaction):
   * rows that follow from this one (a new customer's first address). `values` are what was written.
   */
  afterWrite?(values: Record<string, unknown>, ctx: HookContext & { id: number }): Promise<void>;
  /**
   * Before a delete removes the row (`ctx.old`, locked) and its lines, in the same transaction: rows that follow
   * from this one go too (a document's stock movements), or an AppError refuses the delete.
   */
  beforeDelete?(ctx: HookContext & { id: number; old: Record<string, unknown> }): Promise<void>;
  /** After a restore wrote an archived version back (and its lines), in the same transaction. */
  afterRestore?(ctx: HookContext & { id: number }): Promise<void>;
}

const registry = new Map<string, TableHooks>();
let installed = false;

/** Attaches hooks by table name (server/table-hooks.ts at start; a test's own table with `addTableHooks`). */
export function installHooks(byTable: Record<string, TableHooks>): void {
  for (const [name, hooks] of Object.entries(byTable)) registry.set(name, hooks);
  installed = true;
}

/** Attaches the hooks of one more table (a table a test registers, docs/adding-a-table.md). */
export function addTableHooks(name: string, hooks: TableHooks): void {
  if (registry.has(name)) throw new Error(`table ${name} has hooks already`);
  registry.set(name, hooks);
}

/**
 * The hooks of a table, or undefined when it has none. Throws when no hooks were installed yet: a write without
 * them would skip the ledger, stock and e-document behaviour silently.
 */
export function hooksOf(table: TableDef | string): TableHooks | undefined {
  if (!installed)
    throw new Error(
      'table hooks are not installed: call installTableHooks() (server/table-hooks.ts) at start',
    );
  return registry.get(typeof table === 'string' ? table : table.name);
}
