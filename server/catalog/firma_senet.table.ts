import { ownNoteNumber } from './document-numbers';
import { FINANCE_PACKAGES, paperColumns } from './finance-columns';
import type { TableDef } from './types';

/** Firma Senetleri (issue 11 item 4; 001 §3, 002 §3–§5) with their positions (pozisyon_id); docs/finance.md. */
export const firma_senet: TableDef = {
  name: 'firma_senet',
  display_name: 'Firma Senetleri',
  scope: 'company',
  table_id: 177,
  packages: FINANCE_PACKAGES,
  display_column: 'senet_no',
  number: ownNoteNumber,
  search_columns: ['borclu'],
  columns: paperColumns(177, 'firma_senet'),
};
