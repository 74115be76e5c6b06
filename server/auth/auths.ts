import type { Auths, AuthVerb } from '../app-env';
import type { TableDef } from '../catalog/types';

/** The eight verbs of a table permission, in the contract's order. */
export const AUTH_VERBS: readonly AuthVerb[] = [
  'lists',
  'queries',
  'shows',
  'edits',
  'creates',
  'delete',
  'deleteds',
  'restore',
];

/** The verbs of a read-only table (`TableDef.readOnly`). */
const READ_VERBS: readonly AuthVerb[] = ['lists', 'queries', 'shows'];

/** The parts of an authority record (yetki_ver) that decide permissions. */
export interface YetkiGrant {
  /** Stored permissions; null = every table of the company's package. */
  auths: unknown;
  is_admin: boolean;
}

function allowedTables(tables: readonly TableDef[], packageId: number, isAdmin: boolean) {
  return tables.filter(
    (t) => (!t.packages || (t.packages as number[]).includes(packageId)) && (!t.adminOnly || isAdmin),
  );
}

function columnSetIds(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const ids = value
    .filter(
      (v) => (typeof v === 'string' && /^\d+$/.test(v)) || (typeof v === 'number' && Number.isInteger(v)),
    )
    .map(String);
  return ids.length ? ids : null;
}

/** The stored per-table map, whether saved as `{tables: {...}}` or as the bare map. */
function storedTables(auths: unknown): Record<string, unknown> {
  if (!auths || typeof auths !== 'object' || Array.isArray(auths)) return {};
  const tables = (auths as { tables?: unknown }).tables;
  if (tables && typeof tables === 'object' && !Array.isArray(tables))
    return tables as Record<string, unknown>;
  return auths as Record<string, unknown>;
}

/**
 * The permissions of a session: with `yetki.auths` null every table the package allows (and admin-only
 * tables for admins) gets all eight verbs with column set "0"; explicit auths are cut down to the tables
 * the package allows and the known verbs; per-user tables (notifications, favourites) always get every verb.
 * Read-only tables get only lists, queries and shows; everyone reads their own authority records.
 * Admins also get the admin wizard and user imitation entries.
 */
export function computeAuths(tables: readonly TableDef[], packageId: number, yetki: YetkiGrant): Auths {
  const allowed = allowedTables(tables, packageId, yetki.is_admin);
  const out: Auths['tables'] = {};
  const every = (t: TableDef) => (t.readOnly ? READ_VERBS : AUTH_VERBS).map((v) => [v, ['0']]);
  if (yetki.auths === null || yetki.auths === undefined) {
    for (const t of allowed) out[t.name] = Object.fromEntries(every(t));
  } else {
    const stored = storedTables(yetki.auths);
    for (const t of allowed) {
      const verbs = stored[t.name];
      // Every user works with their own notifications and favourites, whatever the stored auths say.
      if (t.perUser) out[t.name] = Object.fromEntries(AUTH_VERBS.map((v) => [v, ['0']]));
      // Everyone reads their own authority records (the user switch).
      if (t.userScope) out[t.name] = Object.fromEntries(every(t));
      if (t.perUser || t.userScope || !verbs || typeof verbs !== 'object') continue;
      const granted: Partial<Record<AuthVerb, string[]>> = {};
      for (const v of AUTH_VERBS) {
        const ids = columnSetIds((verbs as Record<string, unknown>)[v]);
        if (ids) granted[v] = ids;
      }
      if (Object.keys(granted).length) out[t.name] = granted;
    }
  }
  return {
    tables: out,
    admin: yetki.is_admin ? { authWizard: [['0']], userImitation: [['0']] } : {},
  };
}
