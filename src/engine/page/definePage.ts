import type { PageDefinition } from './types';

/** Identity function that types a page definition (plain data). */
export function definePage<T extends PageDefinition>(def: T): T {
  return def;
}
