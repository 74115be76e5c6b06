import { chequeNumber } from './document-numbers';
import { FINANCE_PACKAGES, paperColumns } from './finance-columns';
import type { TableDef } from './types';

/** Müşteri Çekleri (issue 11 item 4; 001 §3, 002 §3–§5) with their positions (pozisyon_id); docs/finance.md. */
export const musteri_cek: TableDef = {
  name: 'musteri_cek',
  display_name: 'Müşteri Çekleri',
  scope: 'company',
  table_id: 174,
  packages: FINANCE_PACKAGES,
  display_column: 'cek_numarasi',
  number: chequeNumber,
  search_columns: ['borclu'],
  columns: paperColumns(174, 'musteri_cek'),
};
