import { columnIds, date, text } from './columns';
import { documentUuidHooks } from './document-uuid.hooks';
import { eDocumentStatus } from './edocument-status';
import type { TableDef } from './types';

const n = columnIds(210);

/** Outgoing e-invoices. The calendar's columns (spec 000 §3); the e-document issues add the rest. */
export const e_fatura: TableDef = {
  name: 'e_fatura',
  display_name: 'e-Fatura',
  scope: 'company',
  table_id: 210,
  display_column: 'e_fatura_numarasi',
  columns: [
    text(n(10), 'e_fatura_numarasi', 'Fatura Numarası', { max_length: 16 }),
    date(n(11), 'fatura_tarihi', 'Fatura Tarihi*'),
    text(n(12), 'ettn', 'ETTN', { max_length: 36, readOnly: true }),
    text(n(13), 'unvan', 'Unvan'),
    eDocumentStatus(n(14)),
  ],
  hooks: documentUuidHooks('ettn'),
};
