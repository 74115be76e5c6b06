import type { PageDefinition } from '../../../domain/pages/page.types';

/**
 * Types a page definition (plain data) against its table: `table` is read as the literal name, and the columns
 * its groups, list and totals name must be columns of that catalogue table (domain/api/catalogue-columns.ts), so
 * a misspelled one fails `npm run typecheck` (docs/adding-a-table.md). Groups a helper types as plain `string[]`
 * (the invoice, order and e-document groups) widen the check to any string; tests/contract/page-columns.test.ts
 * checks every page, those too, against the catalogue.
 */
export function definePage<T extends string, D extends PageDefinition<T>>(def: D & PageDefinition<T>): D {
  return def;
}
