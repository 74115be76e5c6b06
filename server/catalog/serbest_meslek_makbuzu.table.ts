import { receiptHeaderColumns } from './e-receipt-columns';
import type { TableDef } from './types';

/**
 * Freelance receipts (e-SMM; 002 §2–§5): the client, the services with their gross fee, income-tax and KDV
 * withholding, computed by domain's calculateFreelanceReceipt; lines mirrored as rows of `serbest_meslek_malhizmet`
 * (docs/e-documents.md, "e-SMM ve e-MM formları"). The calendar's columns (spec 000 §3) keep their ids.
 */
export const serbest_meslek_makbuzu: TableDef = {
  name: 'serbest_meslek_makbuzu',
  display_name: 'e-Serbest Meslek Makbuzu',
  scope: 'company',
  table_id: 215,
  display_column: 'makbuz_numarasi',
  columns: receiptHeaderColumns(215, 'serbest_meslek_makbuzu'),
  lines: { json_column: 'mal_hizmet_json', table: 'serbest_meslek_malhizmet' },
};
