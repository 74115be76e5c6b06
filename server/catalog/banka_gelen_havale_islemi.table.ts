import { FINANCE_PACKAGES, transactionColumns } from './finance-columns';
import type { TableDef } from './types';

/** Gelen Havaleler (issue 11 item 3; 001 §3, 002 §3–§5): money into a banka card; docs/finance.md. */
export const banka_gelen_havale_islemi: TableDef = {
  name: 'banka_gelen_havale_islemi',
  display_name: 'Gelen Havaleler',
  scope: 'company',
  table_id: 172,
  packages: FINANCE_PACKAGES,
  display_column: 'belge_no',
  columns: transactionColumns(172, 'banka', 'in', { copiesTarget: true }),
};
