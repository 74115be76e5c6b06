import type { TableDef } from './types';

// The catalogue: one file per table in this folder, registered here.
const tables: TableDef[] = [];

const byName = new Map(tables.map((t) => [t.name, t]));

/** Every table of the catalogue. */
export function allTables(): readonly TableDef[] {
  return tables;
}

/** The table of that name, or undefined (callers answer no.auth / not found). */
export function findTable(name: string): TableDef | undefined {
  return byName.get(name);
}
