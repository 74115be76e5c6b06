import { receiptHeaderColumns } from './e-receipt-columns';
import type { TableDef } from './types';

/**
 * Producer receipts (e-MM; 002 §2–§5): the producer (müstahsil), the goods bought with their deductions (income-tax
 * withholding, mera fonu, borsa tescil, SGK premium), computed by domain's calculateProducerReceipt; lines mirrored
 * as rows of `e_mustahsil_malhizmet` (docs/e-documents.md, "e-SMM ve e-MM formları").
 */
export const e_mustahsil_makbuzu: TableDef = {
  name: 'e_mustahsil_makbuzu',
  display_name: 'e-Müstahsil Makbuzu',
  scope: 'company',
  table_id: 230,
  display_column: 'makbuz_numarasi',
  columns: receiptHeaderColumns(230, 'e_mustahsil_makbuzu'),
  lines: { json_column: 'mal_hizmet_json', table: 'e_mustahsil_malhizmet' },
};
