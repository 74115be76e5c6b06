import type { PageDefinition } from '../../../../domain/pages/page.types';

// The engine names no page: the app hands it the page registry at start (src/app/App.tsx), Storybook and the
// jsdom suite from .storybook/preview.ts, so that a select's "+" or a detail link can open a table's form.
let appPages: readonly PageDefinition[] = [];
const extra = new Map<string, PageDefinition>();

/** The app's page registry, handed to the engine at start. */
export function setRecordPages(defs: readonly PageDefinition[]): void {
  appPages = defs;
}

/** Makes a page definition outside the app's menu (the Storybook test table) openable in the record modal. */
export function registerRecordPage(def: PageDefinition): void {
  extra.set(def.table, def);
}

/** The page of a table's records (its list, not a create-only quick entry), read-only ones too, if any. */
export function pageOf(table: string): PageDefinition | undefined {
  return appPages.find((p) => p.table === table && !p.createOnly) ?? extra.get(table);
}

/** The page definition of a table whose records the centre modal can create and edit, if any (not read-only ones). */
export function recordPageFor(table: string | undefined): PageDefinition | undefined {
  if (!table) return undefined;
  // A create-only page (a quick entry) is not the table's form for its records.
  const def = pageOf(table);
  return def?.readOnly ? undefined : def;
}
