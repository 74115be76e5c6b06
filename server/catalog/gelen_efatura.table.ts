import { columnIds, date, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(211);

/** Incoming e-invoices (the inbox writes them; the sender gave their UUID). The calendar's columns (spec 000 §3); the e-document issues add the rest. */
export const gelen_efatura: TableDef = {
  name: 'gelen_efatura',
  display_name: 'Gelen e-Fatura',
  scope: 'company',
  creatable: false,
  table_id: 211,
  display_column: 'document_id',
  columns: [
    text(n(10), 'document_id', 'Belge Numarası', { max_length: 16 }),
    date(n(11), 'document_issue_date', 'Belge Tarihi*'),
    text(n(12), 'document_uuid', 'ETTN', { max_length: 36, readOnly: true }),
  ],
};
