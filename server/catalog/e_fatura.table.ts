import { eInvoiceHeaderColumns } from './e-invoice-columns';
import type { TableDef } from './types';

/**
 * Outgoing e-invoices (002 §2–§5): the form at /e-donusum/fatura/ekle, lines in `mal_hizmet_json` mirrored as rows
 * of `e_fatura_mal_hizmet`, computed like a sales invoice; drafts until sent (docs/e-documents.md, "The forms").
 */
export const e_fatura: TableDef = {
  name: 'e_fatura',
  display_name: 'e-Fatura',
  scope: 'company',
  table_id: 210,
  display_column: 'e_fatura_numarasi',
  columns: eInvoiceHeaderColumns(210, false),
  lines: { json_column: 'mal_hizmet_json', table: 'e_fatura_mal_hizmet' },
};
