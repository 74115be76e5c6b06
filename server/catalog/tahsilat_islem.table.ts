import { cashReceiptNumber } from './document-numbers';
import { FINANCE_PACKAGES, transactionColumns } from './finance-columns';
import type { TableDef } from './types';

/** Kasadan Tahsilatlar (issue 11 item 3; 001 §3, 002 §3–§5): money into a kasa card; docs/finance.md. */
export const tahsilat_islem: TableDef = {
  name: 'tahsilat_islem',
  display_name: 'Kasadan Tahsilatlar',
  scope: 'company',
  table_id: 170,
  packages: FINANCE_PACKAGES,
  display_column: 'belge_no',
  number: cashReceiptNumber('THS'),
  columns: transactionColumns(170, 'kasa', 'in'),
};
