import { chequeNumber } from './document-numbers';
import { FINANCE_PACKAGES, paperColumns } from './finance-columns';
import type { TableDef } from './types';

/** Firma Çekleri (issue 11 item 4; 001 §3, 002 §3–§5) with their positions (pozisyon_id); docs/finance.md. */
export const firma_cek: TableDef = {
  name: 'firma_cek',
  display_name: 'Firma Çekleri',
  scope: 'company',
  table_id: 175,
  packages: FINANCE_PACKAGES,
  display_column: 'cek_numarasi',
  number: chequeNumber,
  search_columns: ['borclu'],
  columns: paperColumns(175, 'firma_cek'),
};
