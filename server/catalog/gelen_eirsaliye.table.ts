import { columnIds, date, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(214);

/** Incoming e-waybills (the inbox writes them; the sender gave their UUID). The calendar's columns (spec 000 §3); the e-document issues add the rest. */
export const gelen_eirsaliye: TableDef = {
  name: 'gelen_eirsaliye',
  display_name: 'Gelen e-İrsaliye',
  scope: 'company',
  creatable: false,
  table_id: 214,
  display_column: 'document_id',
  columns: [
    text(n(10), 'document_id', 'Belge Numarası', { max_length: 16 }),
    date(n(11), 'document_issue_date', 'Belge Tarihi*'),
    text(n(12), 'document_uuid', 'ETTN', { max_length: 36, readOnly: true }),
  ],
};
