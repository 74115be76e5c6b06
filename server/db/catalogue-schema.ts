import { sql } from 'kysely';
import { NUMERIC_PRECISION } from '../../domain/money';
import { allColumns, isRequired, SYSTEM_COLUMNS } from '../catalog/columns';
import { numericType } from '../catalog/document-columns';
import type { CatalogColumn, TableDef } from '../catalog/types';
import type { Db } from './database';

// The database schema follows the catalogue (docs/adding-a-table.md): a table is declared once, in
// server/catalog. For a catalogue table or column the database lacks, `syncCatalogue` writes the DDL the
// catalogue implies (create table / add column), after the hand-written migrations, under the start lock; it never
// drops, renames or retypes anything. `schemaDiff` then lists every difference between the catalogue and the
// database (type, numeric scale, NOT NULL the catalogue does not require): the start refuses to serve with one,
// and tests/contract/schema.test.ts keeps it empty on PGlite and PostgreSQL.

/** The SQL type of a catalogue column. */
export function sqlTypeOf(c: CatalogColumn, table?: TableDef): string {
  switch (c.db_type_name) {
    case 'integer':
      // Ids of company tables are bigserial, of global lookups serial; relations follow what they point at.
      return c.name === 'id'
        ? table?.scope === 'global'
          ? 'serial'
          : 'bigserial'
        : c.relation
          ? 'bigint'
          : 'integer';
    case 'numeric':
      return numericType(c);
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'date';
    case 'time':
      return 'time';
    case 'datetime':
      return 'timestamptz';
    case 'jsonb':
      return 'jsonb';
    default:
      return 'text';
  }
}

/** The columns every company (or shared) table has, filled by the server. */
const companyCommon = (scope: TableDef['scope']) => [
  'id bigserial primary key',
  'own_id bigint',
  'user_id bigint',
  'state boolean not null default true',
  'created_at timestamptz not null default now()',
  'updated_at timestamptz not null default now()',
  // A shared table's global reference rows have no company.
  `department_id bigint${scope === 'shared' ? '' : ' not null'}`,
];

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The definition of one own column: its type, a foreign key when it points at the id of a catalogue table that
 * exists, NOT NULL when the catalogue requires it (a trailing `*`) and the server does not fill it.
 */
export function columnSql(c: CatalogColumn, exists: (table: string) => boolean, table?: TableDef): string {
  const parts = [quote(c.name), sqlTypeOf(c, table)];
  if (c.relation && c.relation.source_column_name === 'id' && exists(c.relation.table_name))
    parts.push(`references ${quote(c.relation.table_name)} (id)`);
  if (isRequired(c) && !c.computed && !c.readOnly) parts.push('not null');
  return parts.join(' ');
}

/** `create table` for a catalogue table, and its company index. */
export function createTableSql(table: TableDef, exists: (table: string) => boolean): string[] {
  const common = table.scope === 'global' ? ['id serial primary key'] : companyCommon(table.scope);
  const own = table.columns
    .filter((c) => !SYSTEM_COLUMNS.has(c.name))
    .map((c) => columnSql(c, exists, table));
  const out = [
    `create table if not exists ${quote(table.name)} (\n  ${[...common, ...own].join(',\n  ')}\n)`,
  ];
  if (table.scope !== 'global')
    out.push(
      `create index if not exists ${quote(`${table.name}_department_id_idx`)} on ${quote(table.name)} (department_id, id)`,
    );
  return out;
}

/** The tables and their columns of the current schema. */
async function schemaColumns(db: Db): Promise<Map<string, Map<string, DbColumn>>> {
  const r = await sql<DbColumn & { table_name: string }>`
    select table_name, column_name, data_type, is_nullable, column_default, numeric_precision, numeric_scale
    from information_schema.columns where table_schema = current_schema()`.execute(db);
  const out = new Map<string, Map<string, DbColumn>>();
  for (const row of r.rows) {
    if (!out.has(row.table_name)) out.set(row.table_name, new Map());
    out.get(row.table_name)!.set(row.column_name, row);
  }
  return out;
}

/**
 * The relations of the current schema (tables, views) with their column names and whether each is a view
 * (pg_catalog: much quicker than information_schema).
 */
async function schemaNames(db: Db): Promise<Map<string, { view: boolean; columns: Set<string> }>> {
  const r = await sql<{ table_name: string; column_name: string; relkind: string }>`
    select c.relname as table_name, a.attname as column_name, c.relkind::text as relkind
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0
      and not a.attisdropped`.execute(db);
  const out = new Map<string, { view: boolean; columns: Set<string> }>();
  for (const row of r.rows) {
    if (!out.has(row.table_name))
      out.set(row.table_name, { view: row.relkind === 'v' || row.relkind === 'm', columns: new Set() });
    out.get(row.table_name)!.columns.add(row.column_name);
  }
  return out;
}

/** One column of information_schema. */
export interface DbColumn {
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  numeric_precision: number | null;
  numeric_scale: number | null;
}

/**
 * Creates the catalogue tables the database lacks (those they point at first) and adds the catalogue columns an
 * existing table lacks. Returns the statements it ran. Idempotent; never drops or changes a column.
 */
export async function syncCatalogue(db: Db, tables: readonly TableDef[]): Promise<string[]> {
  const schema = await schemaNames(db);
  const ran: string[] = [];
  const run = async (statement: string) => {
    await sql.raw(statement).execute(db);
    ran.push(statement);
  };
  const known = new Set(tables.map((t) => t.name));
  const exists = (name: string) => schema.has(name) || known.has(name);
  // New tables in an order where every table comes after the new tables it points at (a cycle keeps its order).
  const pending = tables.filter((t) => !schema.has(t.name));
  const created = new Set<string>();
  while (pending.length) {
    const i = Math.max(
      0,
      pending.findIndex((t) =>
        t.columns.every(
          (c) =>
            !c.relation ||
            c.relation.table_name === t.name ||
            schema.has(c.relation.table_name) ||
            created.has(c.relation.table_name) ||
            !pending.some((p) => p.name === c.relation!.table_name),
        ),
      ),
    );
    const [table] = pending.splice(i, 1);
    const ready = (name: string) =>
      exists(name) && (schema.has(name) || created.has(name) || name === table.name);
    for (const statement of createTableSql(table, ready)) await run(statement);
    created.add(table.name);
  }
  for (const table of tables) {
    const have = schema.get(table.name);
    // A view's columns are its query's: a missing one is the diff's to report.
    if (!have || have.view) continue;
    for (const c of allColumns(table)) {
      if (have.columns.has(c.name) || SYSTEM_COLUMNS.has(c.name)) continue;
      // Added to a table with rows: NOT NULL would refuse them, so the catalogue's `*` is the server's check only.
      const definition = columnSql(
        { ...c, display_name: c.display_name.replace(/\*\s*$/, '') },
        exists,
        table,
      );
      await run(`alter table ${quote(table.name)} add column if not exists ${definition}`);
    }
  }
  return ran;
}

/** information_schema data types a catalogue db type may be stored as. */
export const COMPATIBLE_TYPES: Readonly<Record<string, readonly string[]>> = {
  string: ['text', 'character varying'],
  text: ['text', 'character varying'],
  integer: ['integer', 'bigint', 'smallint'],
  numeric: ['numeric'],
  boolean: ['boolean'],
  date: ['date'],
  datetime: ['timestamp with time zone'],
  time: ['time without time zone'],
  jsonb: ['jsonb'],
};

/**
 * Every difference between the catalogue and the database, one line each (empty when they agree): a missing
 * table or column, a type the column's db type cannot be stored as, a numeric column whose precision or scale is
 * not the catalogue's, and a NOT NULL column without a default that the catalogue neither requires nor fills.
 */
export async function schemaDiff(db: Db, tables: readonly TableDef[]): Promise<string[]> {
  const schema = await schemaColumns(db);
  const out: string[] = [];
  for (const table of tables) {
    const have = schema.get(table.name);
    if (!have) {
      out.push(`${table.name}: no such table`);
      continue;
    }
    for (const c of allColumns(table)) {
      const at = `${table.name}.${c.name}`;
      const db = have.get(c.name);
      if (!db) {
        out.push(`${at}: no such column`);
        continue;
      }
      if (!COMPATIBLE_TYPES[c.db_type_name]?.includes(db.data_type))
        out.push(`${at}: ${db.data_type} in the database, ${c.db_type_name} in the catalogue`);
      else if (c.db_type_name === 'numeric') {
        const precision = c.precision ?? NUMERIC_PRECISION;
        const scale = c.scale ?? 0;
        if (db.numeric_precision !== precision || db.numeric_scale !== scale)
          out.push(
            `${at}: numeric(${db.numeric_precision ?? '-'}, ${db.numeric_scale ?? '-'}) in the database, ` +
              `numeric(${precision}, ${scale}) in the catalogue`,
          );
      }
      if (
        db.is_nullable === 'NO' &&
        db.column_default === null &&
        !SYSTEM_COLUMNS.has(c.name) &&
        !c.readOnly &&
        !isRequired(c) &&
        !c.writeOnly
      )
        out.push(`${at}: NOT NULL in the database, not required in the catalogue`);
      if (c.sort_key_column && !have.has(c.sort_key_column))
        out.push(`${at}: no sort key column ${c.sort_key_column}`);
    }
  }
  return out;
}
