import { FINANCE_PACKAGES, transactionColumns } from './finance-columns';
import type { TableDef } from './types';

/** Giden Havaleler (issue 11 item 3; 001 §3, 002 §3–§5): money out of a banka card; docs/finance.md. */
export const banka_giden_havale_islem: TableDef = {
  name: 'banka_giden_havale_islem',
  display_name: 'Giden Havaleler',
  scope: 'company',
  table_id: 173,
  packages: FINANCE_PACKAGES,
  display_column: 'belge_no',
  columns: transactionColumns(173, 'banka', 'out'),
};
