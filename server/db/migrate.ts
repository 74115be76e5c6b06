import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import { allTables } from '../catalog';
import type { TableDef } from '../catalog/types';
import { installTableHooks } from '../table-hooks';
import { syncCatalogue } from './catalogue-schema';
import type { Db } from './database';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Every file in migrations/ named `YYYYMMDDHHmm_name.ts` (up/down), applied in name order. */
class FolderMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    // Migrations write demo rows through the tables' hooks (server/table-hooks.ts): attached before any runs.
    installTableHooks();
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{12}_[\w-]+\.(ts|js)$/.test(f)).sort();
    const out: Record<string, Migration> = {};
    for (const f of files) {
      const mod = await import(pathToFileURL(path.join(MIGRATIONS_DIR, f)).href);
      out[f.replace(/\.(ts|js)$/, '')] = { up: mod.up, down: mod.down };
    }
    return out;
  }
}

/**
 * Brings the schema to the newest migration, then creates the catalogue tables and columns no migration made
 * (`syncCatalogue`, docs/adding-a-table.md); throws with the failing migration's name. `tables`: the catalogue
 * (a test may pass its own).
 */
export async function migrateToLatest(db: Db, tables: readonly TableDef[] = allTables()): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error)
    throw new Error(`Migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  await syncCatalogue(db, tables);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Rolls back the newest migration (used by the migration round-trip test). */
export async function migrateDown(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider() });
  const { error } = await migrator.migrateDown();
  if (error) throw error;
}

/** Migrates up or down to the named migration (the upgrade tests of a migration start from the one before it). */
export async function migrateTo(db: Db, name: string): Promise<void> {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider() });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error;
}

/** The name of the migration before `name` (in name order). */
export async function migrationBefore(name: string): Promise<string> {
  const names = Object.keys(await new FolderMigrationProvider().getMigrations()).sort();
  const i = names.indexOf(name);
  if (i < 1) throw new Error(`no migration before ${name}`);
  return names[i - 1];
}
