import { eInvoiceHeaderColumns } from './e-invoice-columns';
import type { TableDef } from './types';

/**
 * e-Archive invoices (002 §2–§5): the e-Fatura's form with the invoice time and the sending type; scenario
 * EARSIVFATURA; lines mirrored as rows of `e_arsiv_mal_hizmet` (docs/e-documents.md, "The forms").
 */
export const e_arsiv_fatura: TableDef = {
  name: 'e_arsiv_fatura',
  display_name: 'e-Arşiv Fatura',
  scope: 'company',
  table_id: 212,
  display_column: 'e_fatura_numarasi',
  columns: eInvoiceHeaderColumns(212, true),
  lines: { json_column: 'mal_hizmet_json', table: 'e_arsiv_mal_hizmet' },
};
