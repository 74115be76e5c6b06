import { cashReceiptNumber } from './document-numbers';
import { FINANCE_PACKAGES, transactionColumns } from './finance-columns';
import type { TableDef } from './types';

/** Kasadan Ödemeler (issue 11 item 3; 001 §3, 002 §3–§5): money out of a kasa card; docs/finance.md. */
export const odeme_islemi: TableDef = {
  name: 'odeme_islemi',
  display_name: 'Kasadan Ödemeler',
  scope: 'company',
  table_id: 171,
  packages: FINANCE_PACKAGES,
  display_column: 'belge_no',
  number: cashReceiptNumber('TDY'),
  columns: transactionColumns(171, 'kasa', 'out'),
};
