import { columnIds, select, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(100);

/**
 * Units of measure: GİB's unit codes with Turkish names, global rows (ids 1–63 in file order, 1 = C62 Adet) that
 * every company reads and nobody writes; and each company's own units ("Koli", "Paket"), each standing for a GİB
 * unit whose code it carries (docs/line-tables.md, "Units").
 */
export const birimler: TableDef = {
  name: 'birimler',
  display_name: 'Birimler',
  scope: 'shared',
  table_id: 100,
  display_column: 'name_basic',
  search_columns: ['kod'],
  select_first: [1, 2, 4, 5],
  columns: [
    text(n(10), 'name_basic', 'Birim Adı*', { max_length: 100 }),
    // The GİB code: a global row's own; a company unit's copied from its GİB unit (birimler.hooks.ts).
    text(n(11), 'kod', 'Birim Kodu', { max_length: 3, readOnly: true }),
    select(n(12), 'gib_birim_id', 'GİB Birimi*', 'birimler', { global_rows_only: true }),
  ],
};
