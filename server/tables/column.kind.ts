import type { CatalogColumn } from '../catalog/types';

/** How the service treats a column: its filters, its SQL for reading and its value checks. */
export type ColumnKind =
  'text' | 'number' | 'date' | 'datetime' | 'time' | 'boolean' | 'relation' | 'multi' | 'static' | 'json';

/** The kind of a catalogue column, from its relation, options and db type. */
export function kindOf(c: CatalogColumn): ColumnKind {
  if (c.relation) return c.gui_type_name.startsWith('multiselect') ? 'multi' : 'relation';
  if (c.options?.length) return 'static';
  switch (c.db_type_name) {
    case 'integer':
    case 'numeric':
      return 'number';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'time':
      return 'time';
    case 'boolean':
      return 'boolean';
    case 'jsonb':
      return 'json';
    default:
      return 'text';
  }
}

/** Datetime columns are timestamptz, entered and shown as Turkish local time. */
export const TIME_ZONE = 'Europe/Istanbul';
