import { customerNoteNumber } from './document-numbers';
import { FINANCE_PACKAGES, paperColumns } from './finance-columns';
import type { TableDef } from './types';

/** Müşteri Senetleri (issue 11 item 4; 001 §3, 002 §3–§5) with their positions (pozisyon_id); docs/finance.md. */
export const musteri_senet: TableDef = {
  name: 'musteri_senet',
  display_name: 'Müşteri Senetleri',
  scope: 'company',
  table_id: 176,
  packages: FINANCE_PACKAGES,
  display_column: 'senet_no',
  number: customerNoteNumber,
  search_columns: ['borclu'],
  columns: paperColumns(176, 'musteri_senet'),
};
