import type { Auths, AuthVerb } from '../app-env';
import type { TableDef } from '../catalog/types';
import { lineHeaderOf } from '../tables/table.lines';

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

/** The verbs of a table only read through the table service (global lookups, `TableDef.readOnly`). */
const READ_VERBS: readonly AuthVerb[] = ['lists', 'queries', 'shows'];

/**
 * The verbs a table can be granted at all: what the table service serves on it (server/tables/table.access.ts),
 * so that the auths never offer what the server refuses. Global lookups and read-only tables: the reads; line
 * tables (`parent`, written only through their header): the reads and the deleted list; `creatable: false`: no
 * creates; `deletable: false`: no delete. tests/contract/auths.test.ts holds both sides to this for every table.
 */
export function grantableVerbs(table: TableDef): readonly AuthVerb[] {
  if (table.scope === 'global' || table.readOnly) return READ_VERBS;
  // Row by row (server/tables/line-rows.ts): forms and writes of one line, when its header keeps the lines
  // (and the line table is not `creatable` / `deletable: false`). Restore is the header's. computeAuths drops the
  // writes when the header's edits are not granted (every line write rewrites the header).
  if (table.parent) {
    if (!lineHeaderOf(table)) return [...READ_VERBS, 'deleteds'];
    const writes: AuthVerb[] = ['edits', 'creates', 'delete'];
    return [
      ...READ_VERBS,
      ...writes.filter(
        (v) =>
          !(v === 'creates' && table.creatable === false) && !(v === 'delete' && table.deletable === false),
      ),
      'deleteds',
    ];
  }
  return AUTH_VERBS.filter(
    (v) => !(v === 'creates' && table.creatable === false) && !(v === 'delete' && table.deletable === false),
  );
}

/** The verbs of a line table that only its header's edits make usable. */
const LINE_ROW_VERBS: readonly AuthVerb[] = ['edits', 'creates', 'delete'];

/** Reference tables every user reads, whatever the stored auths: global lookups and shared tables (units). */
const readByEveryone = (table: TableDef) => table.scope === 'global' || table.scope === 'shared';

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
 * tables for admins) gets every verb it can be granted (`grantableVerbs`) with column set "0"; explicit auths
 * are cut down to the tables the package allows and the verbs each can be granted; per-user tables
 * (notifications, favourites) always get all their verbs; everyone reads their own authority records and the
 * reference tables (lookups, units). Admins also get the admin wizard and user imitation entries.
 */
export function computeAuths(tables: readonly TableDef[], packageId: number, yetki: YetkiGrant): Auths {
  const allowed = allowedTables(tables, packageId, yetki.is_admin);
  const out: Auths['tables'] = {};
  const every = (t: TableDef) => Object.fromEntries(grantableVerbs(t).map((v) => [v, ['0']]));
  if (yetki.auths === null || yetki.auths === undefined) {
    for (const t of allowed) out[t.name] = every(t);
  } else {
    const stored = storedTables(yetki.auths);
    for (const t of allowed) {
      const verbs = stored[t.name];
      // Every user works with their own notifications and favourites, whatever the stored auths say;
      // everyone reads their own authority records (the user switch).
      if (t.perUser || t.userScope) {
        out[t.name] = every(t);
        continue;
      }
      const granted: Partial<Record<AuthVerb, string[]>> = {};
      // The server serves reference tables' reads to every user (docs/table-service.md): the auths say so.
      if (readByEveryone(t)) for (const v of READ_VERBS) granted[v] = ['0'];
      if (verbs && typeof verbs === 'object')
        for (const v of grantableVerbs(t)) {
          const ids = columnSetIds((verbs as Record<string, unknown>)[v]);
          if (ids) granted[v] = ids;
        }
      if (Object.keys(granted).length) out[t.name] = granted;
    }
  }
  // A line written row by row rewrites its header: no line write without the header's edits.
  for (const t of allowed) {
    const header = lineHeaderOf(t);
    if (!header || !out[t.name] || out[header.name]?.edits?.length) continue;
    for (const v of LINE_ROW_VERBS) delete out[t.name][v];
  }
  return {
    tables: out,
    admin: yetki.is_admin ? { authWizard: [['0']], userImitation: [['0']] } : {},
  };
}
