import { columnIds, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(104);

/** Invoice scenarios (fatura_senaryo_id) with GİB's ProfileID. */
export const fatura_senaryolari: TableDef = {
  name: 'fatura_senaryolari',
  display_name: 'Fatura Senaryoları',
  scope: 'global',
  table_id: 104,
  display_column: 'name_basic',
  select_first: [1, 2, 3, 4],
  columns: [text(n(10), 'name_basic', 'Fatura Senaryosu*'), text(n(11), 'kod', 'GİB Kodu*')],
};
